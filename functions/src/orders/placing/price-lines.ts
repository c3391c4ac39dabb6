/**
 * Every line of an order priced from the product's variant as it is now (the default variant
 * when the line names none), in the order's currency (400 'This product is not sold in EUR'
 * without a price in it); refused at once when a line cannot be served. The stock is checked per
 * counter over the whole order (issue 48): a bundle draws on its parts, so a bundle and one of
 * its parts in one order are checked against their sum. A product's minimum counts each line's
 * quantity (the spec's rule); its maximum per order counts every line of the product, so two
 * colours of one product cannot pass the maximum together.
 */
import {
  DEFAULT_VARIANT_ID,
  VARIANT_NOT_FOUND,
  VARIANT_NOT_SOLD,
  findVariant,
  notSoldIn,
  priceIn,
  maxPerOrderMessage,
  quantityRefusal,
  stockTakesOf,
  type Currency,
  type OrderInput,
  type Product,
  type ProductVariant,
  type StockTake,
} from "@shop/domain";
import { PRODUCT_NOT_FOUND, exactStock, productsCol, refuseWhenShort } from "../../catalog/index.js";
import { AppError } from "../../platform/app-error.js";
import { readDoc } from "../../platform/reads.js";

/** A line: the product with `priceCents` its variant's unit price in the order's currency. */
export type Priced = { product: Product & { id: string }; variant: ProductVariant; quantity: number };

/** One counter the order takes from, with how many buckets hold it and whose name a refusal gives. */
export type PricedTake = StockTake & { buckets: number; productName: string };

export async function priceLines(
  p: Pick<OrderInput, "items"> & { single: boolean; currency: Currency },
): Promise<{ priced: Priced[]; takes: PricedTake[] }> {
  const stock = new Map<string, Promise<number>>();
  const stockOf = (productId: string, variantId: string) => {
    const key = `${productId}/${variantId}`;
    const known = stock.get(key) ?? exactStock(productId, variantId);
    stock.set(key, known);
    return known;
  };
  const priced = await Promise.all(
    p.items.map(async ({ productId, variantId, quantity }) => {
      // The line's own stock is read beside its product (a bundle's parts after it).
      void stockOf(productId, variantId ?? DEFAULT_VARIANT_ID).catch(() => 0);
      const product = (await readDoc(productsCol.doc(productId))).data();
      if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
      return priceLine(productId, product, variantId, quantity, p.currency);
    }),
  );
  refuseOverMaximum(priced);
  const takes = await takesOf(priced);
  const named = !p.single || takes.length > 1;
  await Promise.all(
    takes.map(async (t) =>
      refuseWhenShort(await stockOf(t.productId, t.variantId), t.quantity, named ? t.productName : undefined),
    ),
  );
  return { priced, takes };
}

function priceLine(
  productId: string,
  product: Product,
  variantId: string | undefined,
  quantity: number,
  currency: Currency,
): Priced {
  const variant = findVariant(productId, product, variantId);
  if (!variant) throw new AppError("not-found", VARIANT_NOT_FOUND);
  if (!variant.sold) throw new AppError("conflict", VARIANT_NOT_SOLD);
  const unitCents = priceIn({ priceCents: variant.prices.usd, prices: variant.prices }, currency);
  if (unitCents === null) throw new AppError("invalid-argument", notSoldIn(currency));
  const refusal = quantityRefusal(quantity, product);
  if (refusal) throw new AppError("invalid-argument", refusal);
  return { product: { ...product, priceCents: unitCents, id: productId }, variant, quantity };
}

/** 400 'Please order at most N' when the lines of one product together pass its maximum. */
function refuseOverMaximum(priced: readonly Priced[]): void {
  const pieces = new Map<string, { max: number | null | undefined; quantity: number }>();
  for (const { product, quantity } of priced) {
    const known = pieces.get(product.id);
    pieces.set(product.id, { max: product.maxPerOrder, quantity: (known?.quantity ?? 0) + quantity });
  }
  for (const { max, quantity } of pieces.values()) {
    if (typeof max === "number" && quantity > max)
      throw new AppError("invalid-argument", maxPerOrderMessage(max));
  }
}

/** The counters the lines take from, each once; a bundle's parts' products are read for their buckets. */
async function takesOf(priced: readonly Priced[]): Promise<PricedTake[]> {
  const known = new Map(priced.map((l) => [l.product.id, l.product as Product]));
  const sums = stockTakesOf(
    priced.map((l) => ({
      productId: l.product.id,
      variantId: l.variant.id,
      quantity: l.quantity,
      parts: l.variant.parts,
    })),
  );
  return Promise.all(
    sums.map(async (t) => {
      const product = known.get(t.productId) ?? (await readDoc(productsCol.doc(t.productId))).data();
      const variant = product && findVariant(t.productId, product, t.variantId);
      if (!product || !variant || variant.parts) throw new AppError("conflict", VARIANT_NOT_SOLD);
      return { ...t, buckets: Math.max(1, variant.stockBuckets ?? 1), productName: product.name };
    }),
  );
}

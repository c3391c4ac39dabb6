/**
 * Every line of an order priced from the product as it is now, in the order's currency (400
 * 'This product is not sold in EUR' without a price in it); refused at once when a line cannot be served.
 */
import {
  notSoldIn,
  priceIn,
  quantityRefusal,
  type Currency,
  type OrderInput,
  type Product,
} from "@shop/domain";
import { PRODUCT_NOT_FOUND, exactStock, productsCol, refuseWhenShort } from "../../catalog/index.js";
import { AppError } from "../../platform/app-error.js";
import { readDoc } from "../../platform/reads.js";

/** A line: the product with `priceCents` its unit price in the order's currency. */
export type Priced = { product: Product & { id: string }; quantity: number };

export async function priceLines(
  p: Pick<OrderInput, "items"> & { single: boolean; currency: Currency },
): Promise<Priced[]> {
  const named = !p.single;
  return Promise.all(
    p.items.map(async ({ productId, quantity }) => {
      const [snap, available] = await Promise.all([
        readDoc(productsCol.doc(productId)),
        exactStock(productId),
      ]);
      const product = snap.data();
      if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
      const unitCents = priceIn(product, p.currency);
      if (unitCents === null) throw new AppError("invalid-argument", notSoldIn(p.currency));
      const refusal = quantityRefusal(quantity, product);
      if (refusal) throw new AppError("invalid-argument", refusal);
      refuseWhenShort(available, quantity, named ? product.name : undefined);
      return { product: { ...product, priceCents: unitCents, id: productId }, quantity };
    }),
  );
}

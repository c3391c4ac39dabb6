/**
 * The cart: kept per account (`carts/{uid}`), so it survives sign-out and another device. It
 * holds products and quantities only; every answer prices them from the products as they are now
 * (a deleted product or a short stock says so on its line and blocks checkout), and a promo code
 * asked with `?promoCode=` is checked against the subtotal by the same rules as the order.
 */
import { FieldValue, Timestamp, type WriteBatch } from "firebase-admin/firestore";
import {
  CART_MESSAGES,
  DEFAULT_VARIANT_ID,
  ORDER_MAX_LINES,
  VARIANT_NOT_FOUND,
  findVariant,
  isAboveMinimum,
  isWithinMaximum,
  maxPerOrderMessage,
  notSoldIn,
  priceIn,
  promoDiscountCents,
  quantityRefusal,
  type CartAnswer,
  type CartItem,
  type CartLine,
  type Currency,
} from "@shop/domain";
import {
  PRODUCT_NOT_FOUND,
  exactStock,
  productsCol,
  shortMessage,
  variantsWithStock,
} from "../catalog/index.js";
import { AppError } from "../platform/app-error.js";
import { readDoc } from "../platform/reads.js";
import { promoError, readPromoCode } from "../promotions/index.js";
import { cartsCol } from "./data.js";
import { markSharedShortages, type LineWithParts } from "./shared-stock.js";

async function readItems(uid: string): Promise<{ items: CartItem[]; readAt: Timestamp | null }> {
  const snap = await readDoc(cartsCol.doc(uid));
  return { items: snap.data()?.items ?? [], readAt: snap.updateTime ?? null };
}

/** The same line of the cart: one product's variant (the default one when none is named). */
function sameLine(
  a: { productId: string; variantId?: string },
  b: { productId: string; variantId?: string },
) {
  return (
    a.productId === b.productId && (a.variantId ?? DEFAULT_VARIANT_ID) === (b.variantId ?? DEFAULT_VARIANT_ID)
  );
}

/** Pieces of the product in the cart's other lines (its other variants), for its maximum per order. */
function otherPieces(items: readonly CartItem[], line: { productId: string; variantId?: string }): number {
  return items
    .filter((i) => i.productId === line.productId && !sameLine(i, line))
    .reduce((sum, i) => sum + i.quantity, 0);
}

/** The minimum counts the line; the maximum counts every line of the product (issue 48). */
function refuseQuantity(
  product: { minimumOrder: number; maxPerOrder?: number | null },
  quantity: number,
  others: number,
): void {
  const refusal =
    quantityRefusal(quantity, product) ??
    (isWithinMaximum(quantity + others, product) ? null : maxPerOrderMessage(product.maxPerOrder ?? 0));
  if (refusal) throw new AppError("invalid-argument", refusal);
}

/** Marks every line of a product whose lines together pass its maximum (each alone may not). */
function markOverMaximum(lines: CartLine[], maxima: Map<string, number | null | undefined>): CartLine[] {
  const pieces = new Map<string, number>();
  for (const l of lines) pieces.set(l.productId, (pieces.get(l.productId) ?? 0) + l.quantity);
  return lines.map((l) => {
    const max = maxima.get(l.productId);
    if (l.problem || typeof max !== "number" || (pieces.get(l.productId) ?? 0) <= max) return l;
    return { ...l, problem: "over-maximum", message: maxPerOrderMessage(max) };
  });
}

async function priceLine(
  item: CartItem,
  currency: Currency,
  maxima: Map<string, number | null | undefined>,
): Promise<LineWithParts> {
  const snap = await readDoc(productsCol.doc(item.productId));
  const p = snap.data();
  const variant = p && findVariant(item.productId, p, item.variantId);
  if (!p || !variant || !variant.sold) {
    const gone = { name: null, image: null, unitPriceCents: null, lineCents: null, minimumOrder: null };
    return { line: { ...item, ...gone, available: null, problem: "gone", message: CART_MESSAGES.gone } };
  }
  const [withStock] = variant.parts
    ? await variantsWithStock(item.productId, { ...p, variants: [variant] })
    : [{ availableOrder: await exactStock(item.productId, variant.id) }];
  const available = withStock?.availableOrder ?? 0;
  const unitCents = priceIn({ priceCents: variant.prices.usd, prices: variant.prices }, currency);
  maxima.set(item.productId, p.maxPerOrder);
  const image = variant.photo ?? p.image;
  const base = { ...item, sku: variant.sku, name: p.name, image, minimumOrder: p.minimumOrder, available };
  if (unitCents === null) {
    const unpriced = { unitPriceCents: null, lineCents: null };
    return { line: { ...base, ...unpriced, problem: "not-sold-in-currency", message: notSoldIn(currency) } };
  }
  const refusal = quantityRefusal(item.quantity, p);
  const problem = refusal
    ? isAboveMinimum(item.quantity, p)
      ? "over-maximum"
      : "below-minimum"
    : available < item.quantity
      ? "short"
      : null;
  const message = refusal ?? (problem === "short" ? shortMessage(Math.max(0, available), p.name) : null);
  const line: CartLine = {
    ...base,
    unitPriceCents: unitCents,
    lineCents: unitCents * item.quantity,
    problem,
    message,
  };
  return { line, ...(variant.parts ? { parts: variant.parts } : {}) };
}

/**
 * GET /cart?promoCode=&currency=: the cart priced now in the currency (USD unless asked), with
 * the code's discount when it applies.
 */
export async function getCart(
  uid: string,
  promoCode?: string,
  currency: Currency = "usd",
): Promise<CartAnswer> {
  const [{ items }, code] = await Promise.all([
    readItems(uid),
    promoCode ? readPromoCode(promoCode) : Promise.resolve(undefined),
  ]);
  const maxima = new Map<string, number | null | undefined>();
  const priced = await Promise.all(items.map((i) => priceLine(i, currency, maxima)));
  const lines = await markSharedShortages(
    markOverMaximum(
      priced.map((p) => p.line),
      maxima,
    ).map((line, i) => ({ ...priced[i], line })),
  );
  const subtotalCents = lines.reduce((sum, l) => sum + (l.lineCents ?? 0), 0);
  const error = promoCode ? promoError(code, subtotalCents, currency) : null;
  const discountCents = promoCode && !error && code ? promoDiscountCents(code, subtotalCents, currency) : 0;
  return {
    currency,
    lines,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    promoCode: promoCode && !error ? promoCode : null,
    promoError: error,
    checkoutBlocked: lines.some((l) => l.problem) ? CART_MESSAGES.blocked : null,
  };
}

/** Writes the cart's items (an empty cart is deleted). */
async function saveItems(uid: string, items: CartItem[]): Promise<void> {
  if (items.length === 0) await cartsCol.doc(uid).delete();
  else await cartsCol.doc(uid).set({ items, updatedAt: Date.now() });
}

/** POST /cart/items: adds a product; its quantity adds to what the cart already holds of it. */
export async function addToCart(uid: string, item: CartItem): Promise<CartAnswer> {
  const [{ items }, snap] = await Promise.all([readItems(uid), readDoc(productsCol.doc(item.productId))]);
  const product = snap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  if (!findVariant(item.productId, product, item.variantId))
    throw new AppError("not-found", VARIANT_NOT_FOUND);
  const existing = items.find((i) => sameLine(i, item));
  const quantity = (existing?.quantity ?? 0) + item.quantity;
  refuseQuantity(product, quantity, otherPieces(items, item));
  if (!existing && items.length >= ORDER_MAX_LINES) throw new AppError("conflict", CART_MESSAGES.full);
  const next = existing
    ? items.map((i) => (sameLine(i, item) ? { ...i, quantity } : i))
    : [
        ...items,
        { productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity },
      ];
  await saveItems(uid, next);
  return getCart(uid);
}

/** PUT /cart/items/:productId: the line's new quantity (the minimum rule applies). */
export async function setCartQuantity(
  uid: string,
  line: { productId: string; variantId?: string },
  quantity: number,
): Promise<CartAnswer> {
  const { productId } = line;
  const [{ items }, snap] = await Promise.all([readItems(uid), readDoc(productsCol.doc(productId))]);
  if (!items.some((i) => sameLine(i, line)))
    throw new AppError("not-found", "This product is not in your cart");
  const product = snap.data();
  if (product) refuseQuantity(product, quantity, otherPieces(items, line));
  await saveItems(
    uid,
    items.map((i) => (sameLine(i, line) ? { ...i, quantity } : i)),
  );
  return getCart(uid);
}

/** DELETE /cart/items/:productId. */
export async function removeFromCart(
  uid: string,
  line: { productId: string; variantId?: string },
): Promise<CartAnswer> {
  const { items } = await readItems(uid);
  await saveItems(
    uid,
    items.filter((i) => !sameLine(i, line)),
  );
  return getCart(uid);
}

/**
 * In an order's conditional write: the ordered products leave the cart (on the condition that
 * the cart is unchanged since read, like the rest of the order's write). Answers whether the
 * cart had been reminded (issue 50: the order recovers it); what is left of it may be reminded anew.
 */
export async function removeOrderedFromCart(
  batch: WriteBatch,
  uid: string,
  ordered: readonly { productId: string; variantId?: string }[],
): Promise<{ reminded: boolean }> {
  const snap = await readDoc(cartsCol.doc(uid));
  const [items, readAt] = [snap.data()?.items ?? [], snap.updateTime];
  const isOrdered = (i: CartItem) => ordered.some((o) => sameLine(i, o));
  if (!readAt || !items.some(isOrdered)) return { reminded: false };
  const left = items.filter((i) => !isOrdered(i));
  const ref = cartsCol.doc(uid);
  if (left.length === 0) batch.delete(ref, { lastUpdateTime: readAt });
  else
    // update() skips the converter: `updatedAt` is written as the Timestamp the sweeps query by.
    batch.update(
      ref.withConverter(null),
      { items: left, updatedAt: Timestamp.now(), remindedAt: FieldValue.delete() },
      { lastUpdateTime: readAt },
    );
  return { reminded: snap.data()?.remindedAt != null };
}

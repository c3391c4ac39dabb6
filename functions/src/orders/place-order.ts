/**
 * Placing an order — one product from the purchase page (POST /purchase) or several with a
 * promo code from the cart (POST /orders) — through the same code: the server prices every line,
 * checks minimums and stock, and commits ONE conditional write holding every line's pieces, the
 * code's redemption, the customer's open-order slot, the purchases (and the order), and its
 * mail. All or nothing. The hold's expiry and the grid's stock figure are scheduled afterwards.
 */
import {
  newOrder,
  quantityRefusal,
  type Order,
  type OrderInput,
  type PlacedOrderAnswer,
  type Product,
  type Purchase,
} from "@shop/domain";
import { callerIdentity } from "../accounts/index.js";
import { removeOrderedFromCart } from "../cart/index.js";
import {
  PRODUCT_NOT_FOUND,
  exactStock,
  productsCol,
  refuseWhenShort,
  scheduleShownStockRefresh,
  stockLine,
} from "../catalog/index.js";
import { queueOrderMail, queuePurchaseMail } from "../mail/index.js";
import { readPromoCode, redeem, type Redemption } from "../promotions/index.js";
import { AppError } from "../platform/app-error.js";
import { takeAndWrite, type BucketLine } from "../platform/bucket-take.js";
import type { Caller } from "../platform/caller.js";
import { MAX_UNPAID_PURCHASES, PURCHASE_HOLD_SECONDS } from "../platform/config.js";
import { readDoc } from "../platform/reads.js";
import { ordersCol, purchasesCol } from "./data.js";
import { scheduleExpiry } from "./expiry.js";
import { claimOpenOrder, orderKey } from "./open-orders.js";

/** What the purchase page or the cart asks for. `single`: the purchase page's order of one product. */
export interface Placement extends Pick<OrderInput, "items" | "address" | "phone" | "promoCode"> {
  single: boolean;
}

type Priced = { product: Product & { id: string }; quantity: number };

/** Every line priced from the product as it is now; refused at once when a line cannot be served. */
async function priceLines(p: Placement): Promise<Priced[]> {
  const named = !p.single;
  return Promise.all(
    p.items.map(async ({ productId, quantity }) => {
      const [snap, available] = await Promise.all([
        readDoc(productsCol.doc(productId)),
        exactStock(productId),
      ]);
      const product = snap.data();
      if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
      const refusal = quantityRefusal(quantity, product);
      if (refusal) throw new AppError("invalid-argument", refusal);
      refuseWhenShort(available, quantity, named ? product.name : undefined);
      return { product: { ...product, id: productId }, quantity };
    }),
  );
}

/** POST /purchase and POST /orders: the order as one conditional write. */
export async function placeOrder(c: Caller, p: Placement): Promise<PlacedOrderAnswer & { orderId: string }> {
  const holdSeconds = PURCHASE_HOLD_SECONDS.value();
  // Read side by side, outside any lock: the buyer's name, every product with its exact stock,
  // the promo code. Nothing here is locked or written per order but the buckets it takes from.
  const [{ name }, priced, code] = await Promise.all([
    callerIdentity(c),
    priceLines(p),
    p.promoCode ? readPromoCode(p.promoCode) : Promise.resolve(undefined),
  ]);
  const subtotal = priced.reduce((sum, l) => sum + l.product.priceCents * l.quantity, 0);
  const redemption = p.promoCode ? redeem(code, subtotal) : null;
  const at = Date.now();
  const buyer = { uid: c.uid, name, email: c.email };
  const purchaseRefs = priced.map(() => purchasesCol.doc());
  const orderRef = ordersCol.doc();
  const built = newOrder({
    address: p.address,
    phone: p.phone,
    at,
    holdSeconds,
    buyer,
    orderId: orderRef.id,
    purchaseIds: purchaseRefs.map((r) => r.id),
    items: priced,
    promoCode: redemption?.code ?? null,
    discountCents: redemption?.discountCents ?? 0,
    placedFrom: p.single ? "purchase-page" : "cart",
  });
  const lines: BucketLine[] = priced.map((l) =>
    stockLine(l.product.id, l.quantity, l.product.stockBuckets ?? 1, p.single ? undefined : l.product.name),
  );
  if (redemption?.line) lines.push(redemption.line);
  const write = takeAndWrite(lines, async (batch) => {
    await claimOpenOrder(batch, c.uid, orderKey(orderRef.id), MAX_UNPAID_PURCHASES.value());
    built.purchases.forEach((purchase, i) => purchaseRefs[i] && batch.create(purchaseRefs[i], purchase));
    redemption?.count?.(batch);
    batch.create(orderRef, built.order);
    const [first, ref] = [built.purchases[0], purchaseRefs[0]];
    // The purchase page's order mails as the purchase it shows; the cart's lists its lines.
    if (p.single && first && ref) queuePurchaseMail(batch, ref.id, first, { kind: "purchase-placed" });
    else queueOrderMail(batch, orderRef.id, built.order, "order-placed");
    if (!p.single) {
      await removeOrderedFromCart(
        batch,
        c.uid,
        p.items.map((i) => i.productId),
      );
    }
  });
  // The hold's expiry task and the grid's refresh are enqueued while the write commits, not after
  // it: the order waits for the slower of the two, not their sum. If the write is refused, the
  // expiry task later finds nothing to expire and the refresh finds the stock unchanged.
  await Promise.all([write, followUp({ orderId: orderRef.id }, priced, holdSeconds)]);
  return answer(
    built,
    orderRef.id,
    purchaseRefs.map((r) => r.id),
    redemption,
  );
}

/** Beside the commit: the hold's expiry and the grid's stock figure (neither fails the order; each has a backstop). */
async function followUp(
  target: { orderId: string },
  priced: readonly Priced[],
  holdSeconds: number,
): Promise<void> {
  await Promise.all([
    ...priced.map((l) => scheduleShownStockRefresh(l.product.id)),
    scheduleExpiry(target, holdSeconds),
  ]);
}

function answer(
  built: { order: Order; purchases: Purchase[] },
  orderId: string,
  purchaseIds: string[],
  redemption: Redemption | null,
): PlacedOrderAnswer & { orderId: string } {
  const subtotalCents = built.purchases.reduce((sum, p) => sum + p.priceCents, 0);
  const discountCents = redemption?.discountCents ?? 0;
  return { orderId, purchaseIds, subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

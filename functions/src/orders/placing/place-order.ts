/**
 * Placing an order — one product from the purchase page (POST /purchase) or several with a
 * promo code from the cart (POST /orders) — through the same code: the server prices every line,
 * checks minimums and stock, and commits ONE conditional write holding every line's pieces, the
 * code's redemption, the customer's open-order slot, the purchases (and the order), and its
 * mail. All or nothing. The hold's expiry and the grid's stock figure are scheduled afterwards.
 */
import type { WriteBatch } from "firebase-admin/firestore";
import {
  formatAddress,
  lineVariantOf,
  newOrder,
  type Order,
  type PlacedOrderAnswer,
  type Purchase,
} from "@shop/domain";
import { keepLastAddress } from "../../accounts/index.js";
import { removeOrderedFromCart } from "../../cart/index.js";
import { scheduleShownStockRefresh, stockLine } from "../../catalog/index.js";
import { queueOrderMail, queuePurchaseMail } from "../../mail/index.js";
import { takeAndWrite, type BucketLine } from "../../platform/bucket-take.js";
import type { Caller } from "../../platform/caller.js";
import { MAX_UNPAID_PURCHASES, PURCHASE_HOLD_SECONDS } from "../../platform/config.js";
import { ordersCol, purchasesCol } from "../data.js";
import { scheduleExpiry } from "../lifecycle/expiry.js";
import { claimOpenOrder, orderKey } from "./open-orders.js";
import type { Priced, PricedTake } from "./price-lines.js";
import { priceOrder, type Placement, type PricedOrder } from "./quote.js";

export type { Placement } from "./quote.js";

/**
 * The answer an idempotent request keeps, written with the order itself (issue 47): whatever fails
 * after the order's write, a retry with the same `Idempotency-Key` answers this and places nothing.
 */
export type KeepAnswer = (batch: WriteBatch, placed: PlacedOrderAnswer) => void;

/** POST /purchase and POST /orders: the order as one conditional write. */
export async function placeOrder(
  c: Caller,
  p: Placement,
  keepAnswer?: KeepAnswer,
): Promise<PlacedOrderAnswer> {
  const holdSeconds = PURCHASE_HOLD_SECONDS.value();
  // The purchases' ids first: they name the lines of the order's tax calculation.
  const purchaseRefs = p.items.map(() => purchasesCol.doc());
  const orderRef = ordersCol.doc();
  // Read side by side, outside any lock: the buyer's name, every product with its exact stock,
  // the promo code; then shipping and tax. Nothing is locked or written but the buckets taken from.
  const pricedOrder = await priceOrder(
    c,
    p,
    purchaseRefs.map((r) => r.id),
  );
  const { priced, redemption, destination } = pricedOrder;
  const at = Date.now();
  const built = newOrder({
    // The spec's one-line address stays as the client wrote it (the purchase's `address`).
    address: typeof p.address === "string" ? p.address : formatAddress(destination.shippingAddress),
    phone: p.phone,
    at,
    holdSeconds,
    buyer: { uid: c.uid, name: pricedOrder.buyerName, email: c.email },
    orderId: orderRef.id,
    purchaseIds: purchaseRefs.map((r) => r.id),
    items: priced.map((l) => ({ ...l, variant: { ...lineVariantOf(l.variant), photo: l.variant.photo } })),
    promoCode: redemption?.code ?? null,
    discountCents: redemption?.discountCents ?? 0,
    destination,
    currency: p.currency,
    locale: p.locale,
    placedFrom: p.single ? "purchase-page" : "cart",
  });
  // One line per stock counter: a bundle takes its parts' pieces in the same write (issue 48).
  const { takes } = pricedOrder;
  const named = !p.single || takes.length > 1;
  const lines: BucketLine[] = takes.map((t) => stockLine(t, t.buckets, named ? t.productName : undefined));
  if (redemption?.line) lines.push(redemption.line);
  const write = takeAndWrite(lines, async (batch) => {
    await claimOpenOrder(batch, c.uid, orderKey(orderRef.id), MAX_UNPAID_PURCHASES.value());
    built.purchases.forEach((purchase, i) => purchaseRefs[i] && batch.create(purchaseRefs[i], purchase));
    redemption?.count?.(batch);
    // The ordered products leave the cart; a reminded cart's order counts as recovered (issue 50).
    const fromCart = p.single ? null : await removeOrderedFromCart(batch, c.uid, p.items);
    batch.create(orderRef, fromCart?.reminded ? { ...built.order, fromCartReminder: true } : built.order);
    keepAnswer?.(batch, answer(built, orderRef.id, pricedOrder));
    // A postal address becomes the profile's last one (the spec's one line is not an address).
    if (typeof p.address !== "string")
      keepLastAddress(batch, c.uid, pricedOrder.hasProfile, { address: p.address, phone: p.phone });
    const [first, ref] = [built.purchases[0], purchaseRefs[0]];
    // The purchase page's order mails as the purchase it shows; the cart's lists its lines.
    if (p.single && first && ref)
      queuePurchaseMail(batch, ref.id, first, { kind: "purchase-placed" }, built.order);
    else queueOrderMail(batch, orderRef.id, built.order, "order-placed");
  });
  // The hold's expiry task and the grid's refresh are enqueued while the write commits, not after
  // it: the order waits for the slower of the two, not their sum. If the write is refused, the
  // expiry task later finds nothing to expire and the refresh finds the stock unchanged.
  await Promise.all([write, followUp({ orderId: orderRef.id }, priced, takes, holdSeconds)]);
  return answer(built, orderRef.id, pricedOrder);
}

/** Beside the commit: the hold's expiry and the grid's stock figure (neither fails the order; each has a backstop). */
async function followUp(
  target: { orderId: string },
  priced: readonly Priced[],
  takes: readonly PricedTake[],
  holdSeconds: number,
): Promise<void> {
  const products = new Set([...priced.map((l) => l.product.id), ...takes.map((t) => t.productId)]);
  await Promise.all([
    ...[...products].map((id) => scheduleShownStockRefresh(id)),
    scheduleExpiry(target, holdSeconds),
  ]);
}

function answer(
  built: { order: Order; purchases: Purchase[] },
  orderId: string,
  pricedOrder: PricedOrder,
): PlacedOrderAnswer {
  return { orderId, purchaseIds: built.order.purchaseIds, ...pricedOrder.quote };
}

/** A new order with its purchases, and the order of a purchase made before every checkout was an order. */
import type { Cents } from "../core/money.js";
import { newPurchase } from "../purchase/events.js";
import { destinationFields, taxAddedCents } from "./totals.js";
import { spreadDiscount } from "../promo/promo.js";
import type { Purchase } from "../purchase/types.js";
import type { NewOrderInput, Order, OrderLine, OrderState } from "./record.js";

/** The order's line of one purchase, paid `paidCents` (its share of the order's total). */
function lineOf(purchaseId: string, p: Purchase, paidCents: Cents): OrderLine {
  const { productId, productName, productImage, unitPriceCents, quantity, priceCents } = p;
  const { variantId, sku, optionValues, parts } = p;
  return {
    productId,
    ...(variantId !== undefined ? { variantId, sku, optionValues } : {}),
    ...(parts ? { parts } : {}),
    productName,
    productImage,
    unitPriceCents,
    quantity,
    priceCents,
    paidCents,
    purchaseId,
  };
}

/** The order and its purchases (one per line, each with its share of the discount). */
export function newOrder(input: NewOrderInput): { order: Order; purchases: Purchase[] } {
  const { items, at, orderId } = input;
  const purchases = items.map((item, i) => ({
    ...newPurchase({ ...input, product: item.product, variant: item.variant, quantity: item.quantity }),
    ...(input.currency && input.currency !== "usd" ? { currency: input.currency } : {}),
    ...(input.locale && input.locale !== "en" ? { locale: input.locale } : {}),
    orderId,
    purchaseId: input.purchaseIds[i] ?? "",
  }));
  const paid = spreadDiscount(
    purchases.map((p) => p.priceCents),
    input.discountCents,
  );
  const lineTax = input.destination?.lineTaxCents;
  const lines = purchases.map((p, i) => ({
    ...lineOf(p.purchaseId, p, paid[i] ?? p.priceCents),
    ...(lineTax ? { taxCents: lineTax[i] ?? 0 } : {}),
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents, 0);
  const d = input.destination;
  const extra = (d?.shippingCents ?? 0) + (d ? taxAddedCents(d) : 0);
  const order: Order = {
    userId: input.buyer.uid,
    userName: input.buyer.name,
    userEmail: input.buyer.email,
    address: input.address,
    phone: input.phone,
    ...(input.currency && input.currency !== "usd" ? { currency: input.currency } : {}),
    ...destinationFields(input.destination),
    lines,
    purchaseIds: lines.map((l) => l.purchaseId),
    subtotalCents,
    discountCents: input.discountCents,
    totalCents: subtotalCents - input.discountCents + extra,
    promoCode: input.promoCode,
    ...(input.locale && input.locale !== "en" ? { locale: input.locale } : {}),
    placedFrom: input.placedFrom ?? "cart",
    state: "unpaid",
    paymentIntentId: null,
    transactionId: null,
    refundedCents: 0,
    refundedPurchaseIds: [],
    history: [{ state: "unpaid", at }],
    createdAt: at,
    updatedAt: at,
    holdUntil: at + input.holdSeconds * 1000,
  };
  return {
    order,
    purchases: purchases.map(({ purchaseId: _id, ...p }, i) => ({
      ...p,
      paidCents: paid[i] ?? p.priceCents,
      ...(lineTax ? { taxCents: lineTax[i] ?? 0 } : {}),
    })),
  };
}

/** The order state a purchase's state stands for (a shipped purchase's order is paid). */
const ORDER_STATE_OF: Record<Purchase["state"], OrderState> = {
  unpaid: "unpaid",
  paid: "paid",
  shipped: "paid",
  refunded: "refunded",
  cancelled: "cancelled",
  expired: "expired",
};

/**
 * The one-line order of a purchase made before every checkout was an order (the migration of
 * issue 30): its line, price, state, PaymentIntent and refund as the purchase holds them, placed
 * from the purchase page.
 */
export function orderOfPurchase(purchaseId: string, p: Purchase): Order {
  const paidCents = p.paidCents ?? p.priceCents;
  const state = ORDER_STATE_OF[p.state];
  const refunded = p.state === "refunded";
  return {
    userId: p.userId,
    userName: p.userName,
    userEmail: p.userEmail,
    address: p.address,
    phone: p.phone,
    lines: [lineOf(purchaseId, p, paidCents)],
    purchaseIds: [purchaseId],
    subtotalCents: p.priceCents,
    discountCents: p.priceCents - paidCents,
    totalCents: paidCents,
    promoCode: null,
    placedFrom: "purchase-page",
    state,
    paymentIntentId: p.paymentIntentId ?? null,
    transactionId: p.transactionId ?? null,
    refundedCents: refunded ? (p.refund?.amountCents ?? paidCents) : (p.refundedCents ?? 0),
    refundedPurchaseIds: refunded ? [purchaseId] : [],
    history: p.history
      .map((h) => ({ state: ORDER_STATE_OF[h.state], at: h.at }))
      .filter((h, i, all) => i === 0 || all[i - 1]?.state !== h.state),
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    holdUntil: p.holdUntil ?? p.createdAt,
  };
}

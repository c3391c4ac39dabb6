/**
 * A purchase (epoch milliseconds, as @shop/domain builds it) as the functions' converters store
 * it: every time a Timestamp. `ts` makes the Timestamp of whichever SDK writes it (Admin or
 * client), so the seed, the test helpers and the rules fixtures store exactly what the API does.
 */
import type { Order, Payment, Purchase } from "@shop/domain";

export function purchaseDocument<T>(purchase: Purchase, ts: (ms: number) => T): Record<string, unknown> {
  return {
    ...purchase,
    createdAt: ts(purchase.createdAt),
    updatedAt: ts(purchase.updatedAt),
    holdUntil: purchase.holdUntil == null ? null : ts(purchase.holdUntil),
    history: purchase.history.map((h) => ({ ...h, at: ts(h.at) })),
    refund: purchase.refund ? { ...purchase.refund, at: ts(purchase.refund.at) } : null,
    refundedCents: purchase.refundedCents ?? 0,
  };
}

/** An order as the functions' converters store it (its times as Timestamps). */
export function orderDocument<T>(order: Order, ts: (ms: number) => T): Record<string, unknown> {
  return {
    ...order,
    createdAt: ts(order.createdAt),
    updatedAt: ts(order.updatedAt),
    holdUntil: ts(order.holdUntil),
    history: order.history.map((h) => ({ ...h, at: ts(h.at) })),
  };
}

/** Stored data with its Timestamps (anything with `toMillis`) as epoch ms, nested included. */
function withMillis(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === "object" &&
    "toMillis" in value &&
    typeof value.toMillis === "function"
  )
    return (value.toMillis as () => number)();
  if (Array.isArray(value)) return value.map(withMillis);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withMillis(v)]));
  return value;
}

/** A stored purchase as @shop/domain shapes it (its Timestamps as epoch ms). */
export function purchaseFromDocument(data: Record<string, unknown>): Purchase {
  return withMillis(data) as Purchase;
}

/** A stored order as @shop/domain shapes it (its Timestamps as epoch ms). */
export function orderFromDocument(data: Record<string, unknown>): Order {
  return withMillis(data) as Order;
}

/** A stored payment record as @shop/domain shapes it (its Timestamps as epoch ms). */
export function paymentFromDocument(data: Record<string, unknown>): Payment {
  return withMillis(data) as Payment;
}

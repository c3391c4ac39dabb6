/**
 * The payment methods an order may be paid with (issue 49), chosen by the server from the order's
 * currency and destination, never by the client: cards everywhere; in euros also SEPA Direct
 * Debit, iDEAL to the Netherlands and Bancontact to Belgium. Stripe's Payment Element offers what
 * the PaymentIntent allows (`allowed_payment_method_types`).
 */
import type { Order } from "../order/record.js";

export const PAYMENT_METHOD_TYPES = ["card", "ideal", "bancontact", "sepa_debit"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Methods whose outcome takes days: the order is `processing` meanwhile. */
export const DELAYED_METHODS: readonly PaymentMethodType[] = ["sepa_debit"];

/** How the shop names each method (My Product, the return page). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethodType, string> = {
  card: "Card",
  ideal: "iDEAL",
  bancontact: "Bancontact",
  sepa_debit: "SEPA Direct Debit",
};

/** The methods for an order: its currency (absent: USD) and its destination's country. */
export function paymentMethodsFor(order: Pick<Order, "currency" | "shippingAddress">): PaymentMethodType[] {
  if ((order.currency ?? "usd") !== "eur") return ["card"];
  const country = order.shippingAddress?.country.toUpperCase();
  return [
    "card",
    ...(country === "NL" ? (["ideal"] as const) : []),
    ...(country === "BE" ? (["bancontact"] as const) : []),
    "sepa_debit",
  ];
}

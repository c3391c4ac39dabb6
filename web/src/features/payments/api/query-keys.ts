/** The payments feature's query keys (lib/api/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/api/query-keys";

export const paymentKeys = {
  /** The purchase being paid for. */
  purchase: (id: string) => queryKey("purchases", "detail", id),
  /** The order being paid for. */
  order: (id: string) => queryKey("orders", "detail", id),
  /** The order's PaymentIntent: nothing invalidates it (a new visit asks again). */
  orderPaymentIntent: (orderId: string) => queryKey("payment-intents", "order", orderId),
  /** The PaymentIntent a redirect came back with, as Stripe.js reads it. */
  returnedIntent: (paymentIntentId: string) => queryKey("payment-intents", "returned", paymentIntentId),
};

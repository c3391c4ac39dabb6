/** What Stripe.js' PaymentIntent calls resolve to: `{ paymentIntent }` or `{ error }`. */
import type { PaymentIntentLike, StripeJsError } from "./api.js";

export type PaymentIntentResult =
  | { paymentIntent: PaymentIntentLike; error?: undefined }
  | { error: StripeJsError; paymentIntent?: undefined };

export function resultFromIntent(paymentIntent: PaymentIntentLike): PaymentIntentResult {
  if (paymentIntent.status === "requires_payment_method" && paymentIntent.last_payment_error) {
    return { error: { ...paymentIntent.last_payment_error, payment_intent: paymentIntent } };
  }
  return { paymentIntent };
}

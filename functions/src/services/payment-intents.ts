/**
 * Stripe PaymentIntent operations used outside the payments handlers (payments issue owns this
 * file). Cancelling a purchase calls cancelPaymentIntent after its transaction commits.
 */
export async function cancelPaymentIntent(paymentIntentId: string): Promise<void> {
  void paymentIntentId;
}

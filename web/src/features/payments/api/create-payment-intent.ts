import { apiFetch } from "@/lib/api-client";

export interface PaymentIntentAnswer {
  clientSecret: string;
  amountCents: number;
}

/** The purchase's PaymentIntent (the server sets the amount from the purchase). */
export function createPaymentIntent(purchaseId: string) {
  return apiFetch<PaymentIntentAnswer>("/create-payment-intent", { method: "POST", body: { purchaseId } });
}

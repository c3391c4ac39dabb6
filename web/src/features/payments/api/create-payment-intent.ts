import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";

export interface PaymentIntentAnswer {
  clientSecret: string;
  amountCents: number;
}

/** POST /create-payment-intent: the purchase's PaymentIntent (the server sets the amount from the purchase). */
export function createPaymentIntent(purchaseId: string) {
  return apiFetch<PaymentIntentAnswer>("/create-payment-intent", { method: "POST", body: { purchaseId } });
}

/** Asks for the purchase's PaymentIntent (nothing the app shows changes yet). */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}

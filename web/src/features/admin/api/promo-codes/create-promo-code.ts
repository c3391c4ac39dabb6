import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** What the admin's form sends (the server validates it all again). */
export interface PromoCodeRequest {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  startsAt?: string;
  endsAt?: string;
  maxRedemptions?: number;
  minSubtotalCents?: number;
}

/** POST /promo-codes (admin). */
export function createPromoCode(input: PromoCodeRequest): Promise<{ code: string }> {
  return apiFetch<{ code: string }>("/promo-codes", { method: "POST", body: input });
}

/** A 403 is shown as the failure toast of the form (the spec's pattern), not a sign-out. */
export function useCreatePromoCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "promo-codes"),
  });
}

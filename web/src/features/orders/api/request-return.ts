import type { ReturnRequestInput, ReturnRequestedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { invalidate } from "@/lib/query-keys";

/** POST /purchase/{id}/returns: the customer asks to return pieces of a delivered purchase. */
export function requestReturn(
  purchaseId: string,
  input: ReturnRequestInput,
  idempotencyKey: string,
): Promise<ReturnRequestedAnswer> {
  return apiFetch<ReturnRequestedAnswer>(`/purchase/${encodeURIComponent(purchaseId)}/returns`, {
    method: "POST",
    body: input,
    idempotencyKey,
  });
}

/**
 * Asks for the return, with one `Idempotency-Key` per opened dialog (a second click sends it once);
 * the purchase's live row shows its state.
 */
export function useRequestReturn(purchaseId: string, idempotencyKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(purchaseId, input, idempotencyKey),
    onSuccess: () => void invalidate(client, "purchases", "returns"),
  });
}

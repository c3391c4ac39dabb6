import type { ReturnRequestInput, ReturnRequestedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

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
 * Asks for the return. One `Idempotency-Key` per request as typed (a second click, or the
 * mutation's retry, sends it once); a changed request (after a refusal) gets a new key, as the
 * server refuses a key reused for another body. The purchase's live row shows its state.
 */
export function useRequestReturn(purchaseId: string) {
  const client = useQueryClient();
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = (input: ReturnRequestInput): string => {
    const body = JSON.stringify(input);
    if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
    return last.current.key;
  };
  return useMutation({
    mutationFn: (input: ReturnRequestInput) => requestReturn(purchaseId, input, keyFor(input)),
    onSuccess: () => void invalidate(client, "purchases", "returns"),
  });
}

import type { DisputeEvidenceInput, DisputeRecord } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /disputes/:id/evidence (admin) `{ text }`: the shop's answer, sent to Stripe at once. */
export function submitEvidence(disputeId: string, input: DisputeEvidenceInput): Promise<DisputeRecord> {
  return apiFetch<DisputeRecord>(`/disputes/${encodeURIComponent(disputeId)}/evidence`, {
    method: "POST",
    body: input,
  });
}

export function useSubmitEvidence(disputeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeEvidenceInput) => submitEvidence(disputeId, input),
    onSuccess: () => void invalidate(client, "disputes"),
  });
}

import type { Period, ReconciliationAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /reconciliations (admin) `{ from, to }`: runs and stores a reconciliation. */
export function runReconciliation(period: Period): Promise<ReconciliationAnswer> {
  return apiFetch<ReconciliationAnswer>("/reconciliations", { method: "POST", body: period });
}

export function useRunReconciliation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "reconciliations"),
  });
}

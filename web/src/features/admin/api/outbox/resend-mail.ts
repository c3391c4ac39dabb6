import type { InsertedAnswer } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** POST /mail/{id}/retry (admin): a failed mail is sent again as a new mail. */
export function resendMail(id: string): Promise<{ insertedId: string }> {
  return apiFetch<InsertedAnswer>(`/mail/${encodeURIComponent(id)}/retry`, { method: "POST" });
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSuccess: () => void invalidate(client, "mail"),
  });
}

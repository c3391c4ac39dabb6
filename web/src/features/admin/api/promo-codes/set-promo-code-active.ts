import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

/** PATCH /promo-codes/{code} (admin): (de)activates a code. */
export function setPromoCodeActive({ code, active }: { code: string; active: boolean }) {
  return apiFetch<{ code: string; active: boolean }>(`/promo-codes/${encodeURIComponent(code)}`, {
    method: "PATCH",
    body: { active },
  });
}

export function useSetPromoCodeActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPromoCodeActive,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "promo-codes"),
  });
}

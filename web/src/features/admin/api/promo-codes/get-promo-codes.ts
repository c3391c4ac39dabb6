import type { PromoCodeAnswer } from "@shop/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/** GET /promo-codes (admin): every code with its redemptions used. */
export function getPromoCodes(signal?: AbortSignal): Promise<PromoCodeAnswer[]> {
  return apiFetch<PromoCodeAnswer[]>("/promo-codes", { signal });
}

export const promoCodesQuery = () =>
  queryOptions({ queryKey: adminKeys.promoCodes(), queryFn: ({ signal }) => getPromoCodes(signal) });

export function usePromoCodes() {
  return useQuery(promoCodesQuery());
}

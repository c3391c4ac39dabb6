import type { ListFilters, Payment, PaymentAnswer, WithId } from "@shop/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

export const PAYMENTS_PAGE_SIZE = 100;

/**
 * GET /payments (admin): newest first, PAYMENTS_PAGE_SIZE at a time, narrowed by the All Product
 * filters; `cursor` continues after a previous page's last payment.
 */
export function getPayments(
  filters: ListFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<WithId<Payment>[]> {
  return apiFetch<PaymentAnswer[]>("/payments", {
    query: { pageSize: PAYMENTS_PAGE_SIZE, cursor, ...filters },
    signal,
  });
}

/** A full page may be followed by older payments: the next call continues after its last one. */
export function nextPaymentsCursor(lastPage: WithId<Payment>[]): string | undefined {
  return lastPage.length < PAYMENTS_PAGE_SIZE ? undefined : lastPage.at(-1)?._id;
}

export const paymentsQuery = (filters: ListFilters = {}) =>
  infiniteQueryOptions({
    queryKey: adminKeys.payments(filters),
    queryFn: ({ pageParam, signal }) => getPayments(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPaymentsCursor,
  });

/** The payments loaded so far (`fetchNextPage` loads older ones); a refetch reloads every page on screen. */
export function usePayments(filters: ListFilters = {}) {
  return useInfiniteQuery({ ...paymentsQuery(filters), placeholderData: keepPreviousData });
}

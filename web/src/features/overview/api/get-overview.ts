import type { StatsOverviewAnswer, StatsPeriod } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { queryKey } from "@/lib/query-keys";

/** GET /stats/overview?days= (admin): the period's figures, never cached by the browser. */
export function getOverview(days: StatsPeriod, signal?: AbortSignal): Promise<StatsOverviewAnswer> {
  return apiFetch<StatsOverviewAnswer>("/stats/overview", { query: { days }, cache: "no-store", signal });
}

export const overviewQuery = (days: StatsPeriod) =>
  queryOptions({
    queryKey: queryKey("stats", "overview", days),
    queryFn: ({ signal }) => getOverview(days, signal),
    // The figures on screen stay while another period loads.
    placeholderData: keepPreviousData,
    // A payment is counted within seconds: an open overview catches up by itself.
    refetchInterval: 60_000,
  });

export function useOverview(days: StatsPeriod) {
  return useQuery(overviewQuery(days));
}

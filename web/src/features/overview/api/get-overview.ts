import type { Currency, StatsOverviewAnswer, StatsPeriod } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { queryKey } from "@/lib/api/query-keys";

/** GET /stats/overview?days=&currency= (admin): the period's figures in one currency, never cached by the browser. */
export function getOverview(
  days: StatsPeriod,
  currency: Currency = "usd",
  signal?: AbortSignal,
): Promise<StatsOverviewAnswer> {
  return apiFetch<StatsOverviewAnswer>("/stats/overview", {
    query: { days, currency },
    cache: "no-store",
    signal,
  });
}

export const overviewQuery = (days: StatsPeriod, currency: Currency = "usd") =>
  queryOptions({
    queryKey: queryKey("stats", "overview", days, currency),
    queryFn: ({ signal }) => getOverview(days, currency, signal),
    // The figures on screen stay while another period loads.
    placeholderData: keepPreviousData,
    // A payment is counted within seconds: an open overview catches up by itself.
    refetchInterval: 60_000,
  });

export function useOverview(days: StatsPeriod, currency: Currency = "usd") {
  return useQuery(overviewQuery(days, currency));
}

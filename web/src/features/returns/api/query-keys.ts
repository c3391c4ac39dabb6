/** The Returns screen's query keys (lib/api/query-keys.ts: the resource first). */
import type { ListFilters } from "@shop/domain";
import { queryKey } from "@/lib/api/query-keys";

export const returnKeys = {
  page: (filters: ListFilters, cursor: string | undefined) =>
    queryKey("returns", "page", filters, cursor ?? ""),
};

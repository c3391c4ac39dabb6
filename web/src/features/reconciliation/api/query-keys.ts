/** The reconciliation screen's query keys (lib/api/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/api/query-keys";

export const reconciliationKeys = {
  page: (cursor: string | undefined) => queryKey("reconciliations", "page", cursor ?? ""),
};

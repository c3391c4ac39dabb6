/** The reconciliation screen's query keys (lib/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/query-keys";

export const reconciliationKeys = {
  page: (cursor: string | undefined) => queryKey("reconciliations", "page", cursor ?? ""),
};

/** The disputes screen's query keys (lib/api/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/api/query-keys";

export const disputeKeys = {
  page: (cursor: string | undefined) => queryKey("disputes", "page", cursor ?? ""),
};

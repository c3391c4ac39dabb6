/** The disputes screen's query keys (lib/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/query-keys";

export const disputeKeys = {
  page: (cursor: string | undefined) => queryKey("disputes", "page", cursor ?? ""),
};

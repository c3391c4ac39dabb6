/** The shipping feature's query keys (lib/api/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/api/query-keys";

export const shippingKeys = {
  zones: () => queryKey("shipping-zones"),
};

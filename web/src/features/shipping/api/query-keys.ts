/** The shipping feature's query keys (lib/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/query-keys";

export const shippingKeys = {
  zones: () => queryKey("shipping-zones"),
};

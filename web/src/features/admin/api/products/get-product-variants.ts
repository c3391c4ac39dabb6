import type { ProductAnswer } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/**
 * GET /products/{id}: the product with its options and variants, each with its exact stock, in
 * English whatever the page's language (the editor writes the English options back).
 */
export function getProductVariants(id: string, signal?: AbortSignal): Promise<ProductAnswer> {
  return apiFetch<ProductAnswer>(`/products/${encodeURIComponent(id)}`, {
    cache: "no-store",
    signal,
    locale: "en",
  });
}

/** The variants editor's product (none asked while `id` is null). */
export function useProductVariants(id: string | null) {
  return useQuery({
    queryKey: adminKeys.productVariants(id ?? ""),
    queryFn: ({ signal }) => getProductVariants(id ?? "", signal),
    enabled: id !== null,
  });
}

import type { ProductTranslationsAnswer } from "@shop/domain";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

/** GET /products/{id}/translations (staff): the English words, each language's, and what each lacks. */
export function getProductTranslations(id: string, signal?: AbortSignal): Promise<ProductTranslationsAnswer> {
  return apiFetch<ProductTranslationsAnswer>(`/products/${encodeURIComponent(id)}/translations`, {
    cache: "no-store",
    signal,
  });
}

/** The translations editor's product (none asked while `id` is null). */
export function useProductTranslations(id: string | null) {
  return useQuery({
    queryKey: adminKeys.productTranslations(id ?? ""),
    queryFn: ({ signal }) => getProductTranslations(id ?? "", signal),
    enabled: id !== null,
  });
}

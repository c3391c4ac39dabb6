import type { ProductTranslationInput, ProductTranslationsAnswer, TranslatedLocale } from "@shop/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { invalidate } from "@/lib/api/query-keys";

export interface SetProductTranslationInput {
  id: string;
  locale: TranslatedLocale;
  translation: ProductTranslationInput;
  /** One key per save: the mutation's retries send the same one and act once. */
  idempotencyKey: string;
}

/** PUT /products/{id}/translations/{locale} (staff): one language's words of a product. */
export function setProductTranslation(input: SetProductTranslationInput): Promise<ProductTranslationsAnswer> {
  const path = `/products/${encodeURIComponent(input.id)}/translations/${input.locale}`;
  return apiFetch<ProductTranslationsAnswer>(path, {
    method: "PUT",
    body: input.translation,
    idempotencyKey: input.idempotencyKey,
  });
}

/** Saves a language's words; the product lists (their pages' addresses) and the trail change. */
export function useSetProductTranslation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProductTranslation,
    meta: { forbiddenIsAnswer: true },
    onSuccess: () => void invalidate(client, "products", "audit"),
  });
}

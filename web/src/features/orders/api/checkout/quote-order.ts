import {
  destinationAddressSchema,
  type OrderQuoteAnswer,
  type OrderQuoteInput,
  type Currency,
  type PostalAddress,
} from "@shop/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { orderKeys } from "../query-keys";

/** POST /orders/quote: what the order would cost at this destination (shipping and tax); nothing reserved. */
export function quoteOrder(input: OrderQuoteInput, signal?: AbortSignal): Promise<OrderQuoteAnswer> {
  return apiFetch<OrderQuoteAnswer>("/orders/quote", { method: "POST", body: input, signal });
}

/**
 * The quote as soon as the destination is known — the country, with its state and postal code
 * where it has them (checked here as the server checks them) — and null before.
 */
export function useOrderQuote(
  items: OrderQuoteInput["items"],
  address: Partial<PostalAddress> | undefined,
  extra: { promoCode?: string | null; taxId?: string | undefined; currency?: Currency } = {},
) {
  const destination = destinationAddressSchema.safeParse(address ?? {});
  const ready = destination.success && items.length > 0 && items.every((i) => i.quantity > 0);
  const input: OrderQuoteInput | null = ready
    ? {
        items,
        address: destination.data,
        currency: extra.currency ?? "usd",
        ...(extra.promoCode ? { promoCode: extra.promoCode } : {}),
        ...(extra.taxId ? { taxId: extra.taxId } : {}),
      }
    : null;
  return useQuery({
    queryKey: orderKeys.quote(input),
    queryFn: ({ signal }) => (input ? quoteOrder(input, signal) : Promise.resolve(null)),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

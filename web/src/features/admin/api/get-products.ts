import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page, Product } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "./query-keys";

export const MANAGE_PAGE_SIZE = 50;

/**
 * One page of GET /products for the Manage Product table. The public list may be cached by the
 * browser and Hosting's CDN for a minute; `fresh` makes each admin read a distinct URL so a
 * product just added or deleted shows at once (the server ignores the extra parameter).
 */
export function getProductsPage(page: number, signal?: AbortSignal): Promise<Page<Product>> {
  return apiFetch<Page<Product>>("/products", {
    auth: false,
    query: { page, pageSize: MANAGE_PAGE_SIZE, fresh: Date.now() },
    signal,
  });
}

export const productsPageQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.productsPage(page),
    queryFn: ({ signal }) => getProductsPage(page, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProductsPage(page: number) {
  return useQuery(productsPageQuery(page));
}

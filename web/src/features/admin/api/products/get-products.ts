import type { Page, Product, ProductPage } from "@shop/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/api-client";
import { adminKeys } from "../query-keys";

export const MANAGE_PAGE_SIZE = 50;

/**
 * One page of GET /products for the Manage Product table, with `stock=exact`: each product's true
 * number of pieces (the sum of its stock buckets, read now, never cached) rather than the figure
 * the shop grid shows, which follows the buckets a few seconds behind. Admins only (the ID token
 * goes with it).
 */
export function getProductsPage(page: number, signal?: AbortSignal): Promise<Page<Product>> {
  return apiFetch<ProductPage>("/products", {
    query: { page, pageSize: MANAGE_PAGE_SIZE, stock: "exact" },
    cache: "no-store",
    signal,
    // The English words the editors change (translations: translations-modal.tsx).
    locale: "en",
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

import type { Page, Product } from "@shop/domain/types";
import { apiFetch } from "@/lib/api-client";
import { useRefreshable } from "./use-refreshable";

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

export function useProductsPage(page: number) {
  return useRefreshable((signal) => getProductsPage(page, signal), `admin-products:${page}`);
}

import { PAGE_SIZE, type ProductPage } from "@shop/domain";
import { apiFetch } from "@/lib/api-client";
import { useAsync } from "@/lib/use-async";

export function getProducts(page: number, pageSize: number = PAGE_SIZE.products, signal?: AbortSignal) {
  return apiFetch<ProductPage>("/products", { auth: false, query: { page, pageSize }, signal });
}

/** One page of the catalogue (page numbers start at 1). */
export function useProducts(page: number, pageSize: number = PAGE_SIZE.products) {
  return useAsync((signal) => getProducts(page, pageSize, signal), `products:${page}:${pageSize}`);
}

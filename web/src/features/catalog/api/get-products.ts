import { PAGE_SIZE, type ProductPage } from "@shop/domain";
import { apiFetch } from "@/lib/api/api-client";
import { useAsync } from "@/lib/api/use-async";

export function getProducts(page: number, pageSize: number = PAGE_SIZE.products, signal?: AbortSignal) {
  return apiFetch<ProductPage>("/products", { auth: false, query: { page, pageSize }, signal });
}

/** The `useAsync` key of one page (also the key of the server's answer embedded in the HTML). */
export const productsKey = (page: number, pageSize: number = PAGE_SIZE.products) =>
  `products:${page}:${pageSize}`;

/** One page of the catalogue (page numbers start at 1). */
export function useProducts(page: number, pageSize: number = PAGE_SIZE.products) {
  return useAsync((signal) => getProducts(page, pageSize, signal), productsKey(page, pageSize));
}

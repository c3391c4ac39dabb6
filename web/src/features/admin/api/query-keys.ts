/** The admin screens' query keys (lib/query-keys.ts: the resource first). */
import { queryKey } from "@/lib/query-keys";

export const adminKeys = {
  users: () => queryKey("users", "admin-list"),
  /** The payments, loaded a page at a time (an infinite query: its pages live under one key). */
  payments: () => queryKey("payments", "admin-list"),
  productsPage: (page: number) => queryKey("products", "admin-page", page),
  messages: () => queryKey("messages", "admin-list"),
  outbox: (state: string) => queryKey("mail", "outbox", state),
  promoCodes: () => queryKey("promo-codes", "admin-list"),
};

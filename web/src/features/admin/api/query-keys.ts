/** The admin screens' query keys (lib/api/query-keys.ts: the resource first). */
import type { ListFilters } from "@shop/domain";
import { queryKey } from "@/lib/api/query-keys";
import type { AuditFilters } from "./audit/audit-filters";

export const adminKeys = {
  users: (filters: ListFilters = {}) => queryKey("users", "admin-list", filters),
  /** The payments, loaded a page at a time (an infinite query: its pages live under one key). */
  payments: (filters: ListFilters = {}) => queryKey("payments", "admin-list", filters),
  productsPage: (page: number) => queryKey("products", "admin-page", page),
  /** One product with its options and variants (the variants editor). */
  productVariants: (id: string) => queryKey("products", "admin-variants", id),
  /** One product's German and French words (the translations editor, issue 51). */
  productTranslations: (id: string) => queryKey("products", "admin-translations", id),
  messages: (filters: ListFilters = {}) => queryKey("messages", "admin-list", filters),
  outbox: (filters: ListFilters = {}) => queryKey("mail", "outbox", filters),
  promoCodes: () => queryKey("promo-codes", "admin-list"),
  /** The audit trail (owners), a page at a time. */
  audit: (filters: AuditFilters) => queryKey("audit", "list", filters),
};

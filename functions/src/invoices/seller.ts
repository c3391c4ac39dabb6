/**
 * The seller printed on invoices and credit notes: the shop's one seller identity
 * (platform/seller.ts). Their tax is each order's own, from Stripe Tax (issue 31): no configured rate.
 */
import type { Seller } from "@shop/domain";
import { sellerIdentity } from "../platform/seller/seller.js";

export function seller(): Seller {
  const s = sellerIdentity();
  return { name: s.name, address: s.addressLines.join("\n"), taxNumber: s.taxNumber };
}

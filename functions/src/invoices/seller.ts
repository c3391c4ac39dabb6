/**
 * The seller printed on invoices and credit notes, from the function parameters. Their tax is each
 * order's own, from Stripe Tax (issue 31): no configured rate.
 */
import type { Seller } from "@shop/domain";
import { SELLER_ADDRESS, SELLER_NAME, SELLER_TAX_NUMBER } from "../platform/config.js";

export function seller(): Seller {
  return {
    name: SELLER_NAME.value(),
    // "|" separates lines where an .env file cannot hold a line break.
    address: SELLER_ADDRESS.value()
      .split(/\s*[|\n]\s*/)
      .filter(Boolean)
      .join("\n"),
    taxNumber: SELLER_TAX_NUMBER.value(),
  };
}

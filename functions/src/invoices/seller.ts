/** The seller and tax rate printed on invoices and credit notes, from the function parameters. */
import type { Seller } from "@shop/domain";
import { SELLER_ADDRESS, SELLER_NAME, SELLER_TAX_NUMBER, TAX_RATE_PERCENT } from "../platform/config.js";

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

/** TAX_RATE_PERCENT as a number from 0 to 100 (a deployment with another value fails loudly). */
export function taxRatePercent(): number {
  const rate = Number(TAX_RATE_PERCENT.value());
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) {
    throw new Error(`TAX_RATE_PERCENT must be a number from 0 to 100, not "${TAX_RATE_PERCENT.value()}"`);
  }
  return rate;
}

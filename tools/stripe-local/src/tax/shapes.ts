/** Stripe Tax's objects as the API answers them (the `stripe` SDK's `Stripe.Tax.*` types). */
import type { FormReader } from "../form-body.js";
import { COMMON_PARAMS } from "../tables/parameters.js";

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface TaxId {
  type: string;
  value: string;
}

/** A line's (or shipping's) tax in one jurisdiction. */
export interface Breakdown {
  amount: number;
  jurisdiction: { country: string; display_name: string; level: string; state: string | null };
  sourcing: string;
  tax_rate_details: { display_name: string; percentage_decimal: string; tax_type: string } | null;
  taxability_reason: string;
  taxable_amount: number;
}

export interface CalculationLineItem {
  id: string;
  object: "tax.calculation_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: Record<string, string>;
  product: string | null;
  quantity: number;
  reference: string;
  tax_behavior: string;
  tax_breakdown: Breakdown[];
  tax_code: string;
}

export interface ShippingCost {
  amount: number;
  amount_tax: number;
  tax_behavior: string;
  tax_breakdown: Breakdown[];
  tax_code: string;
}

export interface CustomerDetails {
  address: Address | null;
  address_source: string | null;
  ip_address: string | null;
  tax_ids: TaxId[];
  taxability_override: string;
}

export interface ObjectList<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

export interface Calculation {
  id: string;
  object: "tax.calculation";
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_details: CustomerDetails;
  expires_at: number;
  line_items?: ObjectList<CalculationLineItem> | undefined;
  livemode: false;
  ship_from_details: { address: Address } | null;
  shipping_cost: ShippingCost | null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: number;
  tax_breakdown: {
    amount: number;
    inclusive: boolean;
    tax_rate_details: {
      country: string | null;
      flat_amount: null;
      percentage_decimal: string;
      rate_type: string | null;
      state: string | null;
      tax_type: string | null;
    };
    taxability_reason: string;
    taxable_amount: number;
  }[];
  tax_date: number;
}

export interface TransactionLineItem {
  id: string;
  object: "tax.transaction_line_item";
  amount: number;
  amount_tax: number;
  livemode: false;
  metadata: Record<string, string>;
  product: string | null;
  quantity: number;
  reference: string;
  reversal: { original_line_item: string } | null;
  tax_behavior: string;
  tax_code: string;
  type: "transaction" | "reversal";
}

export interface Transaction {
  id: string;
  object: "tax.transaction";
  created: number;
  currency: string;
  customer: string | null;
  customer_details: CustomerDetails;
  line_items?: ObjectList<TransactionLineItem> | undefined;
  livemode: false;
  metadata: Record<string, string>;
  posted_at: number;
  reference: string;
  reversal: { original_transaction: string | null } | null;
  ship_from_details: { address: Address } | null;
  shipping_cost: Omit<ShippingCost, "tax_breakdown"> | null;
  tax_date: number;
  type: "transaction" | "reversal";
}

export const CALCULATION_PARAMS = new Set([
  ...COMMON_PARAMS,
  "currency",
  "line_items",
  "customer",
  "customer_details",
  "ship_from_details",
  "shipping_cost",
  "tax_date",
]);
export const FROM_CALCULATION_PARAMS = new Set([
  ...COMMON_PARAMS,
  "calculation",
  "reference",
  "metadata",
  "posted_at",
]);
export const REVERSAL_PARAMS = new Set([
  ...COMMON_PARAMS,
  "mode",
  "original_transaction",
  "reference",
  "line_items",
  "shipping_cost",
  "flat_amount",
  "metadata",
]);

export function objectList<T>(data: T[], url: string): ObjectList<T> {
  return { object: "list", data, has_more: false, url };
}

/** An address parameter (`customer_details[address]`), country upper-cased; null when absent. */
export function readAddress(reader: FormReader | undefined): Address | null {
  if (!reader) return null;
  const field = (k: string) => reader.nonEmptyString(k) ?? null;
  return {
    city: field("city"),
    country: field("country")?.toUpperCase() ?? null,
    line1: field("line1"),
    line2: field("line2"),
    postal_code: field("postal_code"),
    state: field("state")?.toUpperCase() ?? null,
  };
}

/** `metadata[k]=v` as a record. */
export function readMetadata(reader: FormReader): Record<string, string> {
  const m = reader.object("metadata");
  return Object.fromEntries((m?.keys() ?? []).map((k) => [k, m?.string(k) ?? ""]));
}

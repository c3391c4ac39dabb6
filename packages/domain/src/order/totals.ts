/**
 * An order's totals by destination: goods (subtotal less the promo code's discount), shipping by
 * the destination's zone, and tax as Stripe Tax calculates it (prices exclude tax, the US way:
 * tax is added on top where the shop is registered). Pure: the Stripe call is the functions'.
 */
import type { Currency } from "../currency/currency.js";
import type { PostalAddress } from "../address/address.js";
import type { Cents } from "../core/money.js";

/** One jurisdiction's tax on an order: 'VAT 19 % (DE)' is `{ jurisdiction: "DE", ratePercent: 19, … }`. */
export interface TaxLine {
  /** The country, or country and state (`US-NY`, `CA-ON`). */
  jurisdiction: string;
  ratePercent: number;
  cents: Cents;
  /** VAT, GST, HST, QST, PST or Sales tax (as Stripe names the tax type). */
  label?: string;
}

/** An order's totals, as its quote and the order answer them (declared once). */
export interface OrderTotals {
  currency: Currency;
  /** The prices include the tax (EUR and GBP): `taxCents` is the VAT inside the total, not added to it. */
  taxIncluded: boolean;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
  taxLines: TaxLine[];
  /** Stripe answered reverse charge (an EU business buyer): the buyer accounts for the VAT. */
  reverseCharge: boolean;
  /**
   * Where Stripe's check of the buyer's VAT or tax ID stands (absent: none given). Reverse charge
   * applies only while it is `verified`; `unchecked`: a number Stripe does not verify.
   */
  taxIdStatus?: TaxIdStatus;
  /** 'VAT is charged until your VAT number is confirmed', while the number is not verified. */
  taxIdMessage?: string;
}

/** Stripe's `verification.status` of a tax ID, or `unchecked` for a kind Stripe does not verify. */
export type TaxIdStatus = "pending" | "verified" | "unverified" | "unavailable" | "unchecked";

export const TAX_ID_UNCONFIRMED_MESSAGE = "VAT is charged until your VAT number is confirmed";

/** The tax of one order line (its goods after the discount), for a refund's reversal. */
export interface LineTax {
  reference: string;
  amountCents: Cents;
  taxCents: Cents;
}

/** 'VAT 19 % (DE)': a tax line as invoices print it. */
export function taxLineLabel(line: TaxLine): string {
  return `${line.label ?? "Tax"} ${formatPercent(line.ratePercent)} % (${line.jurisdiction})`;
}

/** 19 → "19", 9.975 → "9.975", 7.25 → "7.25". */
export function formatPercent(rate: number): string {
  return String(Number(rate.toFixed(4)));
}

/** Stripe's tax type as a label: `vat` → VAT, `sales_tax` → Sales tax. */
export function taxTypeLabel(taxType: string | null | undefined): string {
  if (!taxType) return "Tax";
  if (["vat", "gst", "hst", "qst", "pst", "jct", "rst"].includes(taxType)) return taxType.toUpperCase();
  const words = taxType.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Tax lines merged by jurisdiction, type and rate (a breakdown may list the same rate for goods
 * and shipping), largest first; zero-rate lines are dropped.
 */
export function mergeTaxLines(lines: readonly TaxLine[]): TaxLine[] {
  const merged = new Map<string, TaxLine>();
  for (const l of lines) {
    if (l.ratePercent === 0 && l.cents === 0) continue;
    const key = `${l.jurisdiction}|${l.label ?? ""}|${l.ratePercent}`;
    const before = merged.get(key);
    merged.set(key, before ? { ...before, cents: before.cents + l.cents } : { ...l });
  }
  return [...merged.values()].sort((a, b) => b.cents - a.cents);
}

/** The tax added on top of the prices: none when the prices include it. */
export function taxAddedCents(t: { taxCents?: Cents; taxIncluded?: boolean }): Cents {
  return t.taxIncluded ? 0 : (t.taxCents ?? 0);
}

/** Where an order goes and what that adds: shipping, tax (per line of goods) and the calculation. */
export interface OrderDestination {
  shippingAddress: PostalAddress;
  taxId: string | null;
  currency: string;
  /** The prices (and shipping) include the tax: `taxCents` is inside them, not added (absent: no). */
  taxIncluded?: boolean;
  shippingCents: Cents;
  /** The tax of each line's goods, in the order of the items. */
  lineTaxCents: Cents[];
  taxCents: Cents;
  taxLines: TaxLine[];
  reverseCharge: boolean;
  taxCalculationId: string | null;
  /** Stripe's check of `taxId` when priced (absent: no tax ID). */
  taxIdStatus?: TaxIdStatus;
  /** The spec's one-line address, read in the shop's country: the admin checks it before shipping. */
  addressInOneLine?: boolean;
}

export type DestinationFields = Omit<OrderDestination, "lineTaxCents" | "taxIncluded"> & {
  taxIncluded: boolean;
  taxTransactionId: null;
};

/** The order's fields of a destination. */
export function destinationFields(
  d: OrderDestination | undefined,
): DestinationFields | Record<string, never> {
  if (!d) return {};
  const { shippingAddress, taxId, currency, shippingCents, taxCents, taxLines, reverseCharge } = d;
  return {
    shippingAddress,
    taxId,
    currency,
    taxIncluded: d.taxIncluded ?? false,
    shippingCents,
    taxCents,
    taxLines,
    reverseCharge,
    taxCalculationId: d.taxCalculationId,
    taxTransactionId: null,
    ...(d.taxIdStatus ? { taxIdStatus: d.taxIdStatus } : {}),
    ...(d.addressInOneLine ? { addressInOneLine: true } : {}),
  };
}

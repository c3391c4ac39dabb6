/**
 * Tax by destination with Stripe Tax: one Tax Calculation per quote and order — each line of
 * goods (after the discount) with its tax code and its purchase as `reference`, shipping as its
 * own cost, the buyer's address and VAT or tax ID. USD prices exclude tax (the US way): the tax is
 * added on top where the shop is registered (Stripe decides; elsewhere it answers 0); EUR and GBP
 * prices include it (`inclusive`): Stripe says how much of them is tax.
 */
import type Stripe from "stripe";
import {
  mergeTaxLines,
  stripeTaxIdType,
  taxTypeLabel,
  type Cents,
  type PostalAddress,
  type TaxLine,
} from "@shop/domain";
import { stripe } from "../platform/config.js";
import { sellerIdentity } from "../platform/seller/seller.js";
import { callStripeTax } from "../platform/stripe/stripe-calls.js";

/** General tangible goods, and shipping (Stripe's tax codes). */
export const GOODS_TAX_CODE = "txcd_99999999";
export const SHIPPING_TAX_CODE = "txcd_92010001";

export interface TaxRequest {
  currency: string;
  /** The amounts include the tax (EUR and GBP prices): Stripe says how much of them is tax. */
  taxIncluded?: boolean;
  address: PostalAddress;
  taxId: string | null;
  /** Each line's goods after the discount; `reference` names the line (its purchase, or its place). */
  lines: { reference: string; amountCents: Cents; quantity: number }[];
  shippingCents: Cents;
}

export interface TaxResult {
  calculationId: string | null;
  /** The tax on each line's goods, in the order of the request. */
  lineTaxCents: Cents[];
  taxCents: Cents;
  taxLines: TaxLine[];
  reverseCharge: boolean;
}

type Breakdown =
  Stripe.Tax.CalculationLineItem.TaxBreakdown | Stripe.Tax.Calculation.ShippingCost.TaxBreakdown;

function taxLineOf(b: Breakdown): TaxLine {
  const { country, state } = b.jurisdiction;
  return {
    jurisdiction: state ? `${country}-${state}` : country,
    ratePercent: Number(b.tax_rate_details?.percentage_decimal ?? 0),
    cents: b.amount,
    label: taxTypeLabel(b.tax_rate_details?.tax_type),
  };
}

/**
 * The tax of an order at its destination, as Stripe Tax calculates it, the goods shipping from the
 * seller's address (the one seller identity). Every destination has what Stripe Tax needs: a postal
 * address checked for its country, or the spec's one line ending with a postal code of the seller's
 * country (a US ZIP code gives the state). `taxId` is sent only once Stripe verified it (tax-ids.ts):
 * Stripe Tax itself only checks its format before applying reverse charge.
 */
export async function calculateTax(req: TaxRequest): Promise<TaxResult> {
  const a = req.address;
  const origin = sellerIdentity().address;
  const taxIdType = req.taxId ? stripeTaxIdType(req.taxId) : null;
  const taxBehavior = req.taxIncluded ? "inclusive" : "exclusive";
  const calc = await callStripeTax(() =>
    stripe().tax.calculations.create({
      currency: req.currency,
      line_items: req.lines.map((l) => ({
        amount: l.amountCents,
        quantity: l.quantity,
        reference: l.reference,
        tax_behavior: taxBehavior,
        tax_code: GOODS_TAX_CODE,
      })),
      shipping_cost: { amount: req.shippingCents, tax_behavior: taxBehavior, tax_code: SHIPPING_TAX_CODE },
      ship_from_details: {
        address: {
          line1: origin.line1,
          city: origin.city,
          state: origin.region ?? "",
          postal_code: origin.postalCode,
          country: origin.country,
        },
      },
      customer_details: {
        address: {
          line1: a.line1,
          line2: a.line2 ?? "",
          city: a.city,
          state: a.region ?? "",
          postal_code: a.postalCode,
          country: a.country,
        },
        address_source: "shipping",
        ...(req.taxId && taxIdType ? { tax_ids: [{ type: taxIdType, value: req.taxId }] } : {}),
      },
      expand: ["line_items", "line_items.data.tax_breakdown"],
    }),
  );
  return resultOf(calc, req);
}

function resultOf(calc: Stripe.Tax.Calculation, req: TaxRequest): TaxResult {
  const items = calc.line_items?.data ?? [];
  const byRef = new Map(items.map((i) => [i.reference, i]));
  const breakdowns: Breakdown[] = [
    ...items.flatMap((i) => i.tax_breakdown ?? []),
    ...(calc.shipping_cost?.tax_breakdown ?? []),
  ];
  return {
    calculationId: calc.id,
    lineTaxCents: req.lines.map((l) => byRef.get(l.reference)?.amount_tax ?? 0),
    taxCents: req.taxIncluded ? calc.tax_amount_inclusive : calc.tax_amount_exclusive,
    taxLines: mergeTaxLines(breakdowns.map(taxLineOf)),
    reverseCharge: breakdowns.some((b) => b.taxability_reason === "reverse_charge"),
  };
}

/** Answers of selling worldwide (issue 31): shipping zones, addresses, tax lines and order quotes. */
import { z } from "zod";
import { cents, id, ms } from "./answer-parts.js";

const zoneRate = z.object({ rateCents: cents, freeOverCents: cents.nullable().optional() });

export const shippingZone = z
  .object({
    _id: id,
    name: z.string(),
    countries: z.array(z.string().length(2)),
    rateCents: cents,
    freeOverCents: cents.nullable().optional(),
    rates: z
      .object({ eur: zoneRate.optional(), gbp: zoneRate.optional() })
      .optional()
      .meta({ description: "The rate in EUR and GBP (minor units); absent: not shipped in that currency" }),
    updatedAt: ms.optional(),
  })
  .meta({ id: "ShippingZone" });

export const postalAddress = z
  .object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    region: z.string().optional(),
    postalCode: z.string(),
    country: z.string().meta({ description: "ISO 3166-1 alpha-2" }),
  })
  .meta({ id: "PostalAddress" });

export const taxLine = z
  .object({
    jurisdiction: z.string().meta({ description: "Country, or country and state: DE, US-NY, CA-ON" }),
    ratePercent: z.number(),
    cents,
    label: z.string().optional().meta({ description: "VAT, GST, HST, Sales tax…" }),
  })
  .meta({ id: "TaxLine" });

const taxIdStatus = z.enum(["pending", "verified", "unverified", "unavailable", "unchecked"]);

/** The totals of a quote and of a placed order. */
export const orderTotals = {
  currency: z.enum(["usd", "eur", "gbp"]).meta({ description: "Lower-case ISO 4217" }),
  taxIncluded: z.boolean().meta({ description: "EUR and GBP: taxCents is the VAT inside the prices" }),
  subtotalCents: cents,
  discountCents: cents,
  shippingCents: cents,
  taxCents: cents,
  totalCents: cents,
  taxLines: z.array(taxLine),
  reverseCharge: z.boolean(),
  taxIdStatus: taxIdStatus.optional().meta({
    description:
      "Stripe's check of the buyer's VAT or tax ID (absent: none given); reverse charge only while verified",
  }),
  taxIdMessage: z
    .string()
    .optional()
    .meta({ description: "'VAT is charged until your VAT number is confirmed' while it is not verified" }),
};

export const orderQuoteAnswer = z.object(orderTotals).meta({ id: "OrderQuote" });

/** The fields an order keeps of its destination and tax (orders from issue 31 on). */
export const orderDestination = {
  shippingAddress: postalAddress.optional(),
  taxId: z.string().nullable().optional(),
  taxIdStatus: taxIdStatus
    .optional()
    .meta({ description: "Stripe's check of taxId when the order was placed" }),
  addressInOneLine: z.boolean().optional().meta({
    description: "The spec's one-line address, read in the shop's country: check it before shipping",
  }),
  currency: z.string().optional(),
  taxIncluded: z.boolean().optional(),
  shippingCents: cents.optional(),
  taxCents: cents.optional(),
  taxLines: z.array(taxLine).optional(),
  reverseCharge: z.boolean().optional(),
  taxCalculationId: z.string().nullable().optional(),
  taxTransactionId: z.string().nullable().optional(),
  taxRefundedCents: cents
    .optional()
    .meta({ description: "Tax the shop's refunds gave back, as its books hold it" }),
  dashboardTaxReversedCents: cents
    .optional()
    .meta({ description: "Tax reversed in Stripe Tax for refunds made in Stripe's Dashboard" }),
  taxReversals: z.record(z.string(), z.string()).optional().meta({
    description: "Refunds made in Stripe's Dashboard: their tax reversal ids ('none': nothing left)",
  }),
};

/** The books' answers for the OpenAPI document: reconciliation, the sales overview, disputes. */
import { z } from "zod";
import { DIFFERENCE_KINDS, DISPUTE_STATUSES, ORDER_STATES } from "@shop/domain";
import { cents, id, ms, page, withId } from "./answer-parts.js";

const difference = z.object({
  kind: z.enum(DIFFERENCE_KINDS),
  paymentIntentId: z.string().optional(),
  orderId: z.string().optional(),
  stripeCents: cents.optional(),
  shopCents: cents.optional(),
  currency: z
    .string()
    .optional()
    .meta({ description: "Lower-case ISO currency of the amounts (runs stored before have none: usd)" }),
  shopCurrency: z.string().optional().meta({ description: "The shop's currency where it is not Stripe's" }),
});
const reconciledDispute = z
  .object({
    disputeId: id,
    paymentIntentId: z.string().nullable(),
    status: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: "ReconciledDispute", description: "A dispute withdrawal of the period, known to the shop" });
const reconciliationFields = {
  matchedCount: z.number().int(),
  matchedCents: cents.meta({ description: "Matched payments in USD (never a sum across currencies)" }),
  matchedByCurrency: z
    .record(z.string(), z.object({ count: z.number().int(), cents }))
    .optional()
    .meta({ description: "Matched payments per currency (lower-case ISO code)" }),
  differences: z.array(difference),
  disputes: z.array(reconciledDispute).optional(),
  from: z.string(),
  to: z.string(),
};
export const reconciliationAnswer = withId(reconciliationFields).meta({ id: "ReconciliationRun" });
export const reconciliationPage = page(
  withId({ ...reconciliationFields, by: z.string(), createdAt: ms }),
  "ReconciliationPage",
);

export const statsOverview = z
  .object({
    currency: z.enum(["usd", "eur", "gbp"]).meta({ description: "Every amount is in this currency" }),
    days: z.array(
      z.object({ date: z.string(), revenueCents: cents, orders: z.number().int(), refundedCents: cents }),
    ),
    totals: z.object({
      revenueCents: cents,
      orders: z.number().int(),
      refundedCents: cents,
      averageOrderCents: cents,
    }),
    byState: z.object(
      Object.fromEntries(ORDER_STATES.map((s) => [s, z.number().int()])) as Record<
        (typeof ORDER_STATES)[number],
        z.ZodNumber
      >,
    ),
    topProducts: z.array(
      z.object({ productId: id, name: z.string(), revenueCents: cents, quantity: z.number().int() }),
    ),
    topVariants: z
      .array(
        z.object({
          productId: id,
          variantId: z.string(),
          sku: z.string(),
          name: z.string(),
          revenueCents: cents,
          quantity: z.number().int(),
        }),
      )
      .meta({ description: "The best-selling variants by revenue net of refunds, at most 5 (issue 48)" }),
    disputesLost: z.object({ count: z.number().int(), cents }),
    carts: z.object({ reminded: z.number().int(), recovered: z.number().int() }).meta({
      description:
        "Carts left behind, shop-wide: reminders mailed in the period, orders placed in it from a reminded cart",
    }),
    taxByCountry: z.array(z.object({ country: z.string().length(2), taxCents: cents })).meta({
      description: "Tax collected in the period by the destination's country (Stripe Tax), most first",
    }),
  })
  .meta({ id: "StatsOverview" });

const disputeFields = {
  id,
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string(),
  amountCents: z.number().int().meta({ description: "Integer minor units of `currency`" }),
  currency: z.string(),
  evidenceDueBy: ms.nullable(),
  orderId: id.nullable(),
  purchaseIds: z.array(id),
  paymentIntentId: z.string(),
  chargeId: z.string(),
  customerEmail: z.string().nullable(),
  createdAt: ms,
  updatedAt: ms,
  lastEventAt: z.number().int().meta({ description: "Unix seconds of the newest Stripe event applied" }),
  evidenceSubmittedAt: ms.nullable(),
  reminderSentAt: ms.nullable(),
  closedAt: ms.nullable(),
};
export const dispute = z.object(disputeFields).meta({ id: "Dispute" });
export const disputePage = page(withId(disputeFields), "DisputePage");

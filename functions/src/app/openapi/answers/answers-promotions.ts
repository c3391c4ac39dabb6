/** The promo codes' answers (OpenAPI document only; types in @shop/domain's promo entity). */
import { z } from "zod";
import { cents } from "./answer-parts.js";

const otherAmounts = z.object({ eur: cents.optional(), gbp: cents.optional() });

export const promoCode = z
  .object({
    code: z.string(),
    percentOff: z.number().int().nullable(),
    amountOffCents: cents.nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxRedemptions: z.number().int().nullable(),
    minSubtotalCents: cents.nullable(),
    amountsOff: otherAmounts.meta({ description: "Amount off in EUR and GBP (minor units)" }),
    minSubtotals: otherAmounts.meta({ description: "Minimum subtotal in EUR and GBP (minor units)" }),
    redeemed: z.number().int(),
    active: z.boolean(),
  })
  .meta({ id: "PromoCode" });
export const promoCodeCreated = z.object({ code: z.string() }).meta({ id: "PromoCodeCreated" });
export const promoCodeActive = z
  .object({ code: z.string(), active: z.boolean() })
  .meta({ id: "PromoCodeActive" });

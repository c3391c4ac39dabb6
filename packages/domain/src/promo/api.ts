/**
 * The REST API's promo answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Cents } from "../core/money.js";

/** GET /promo-codes (admin). */
export interface PromoCodeAnswer {
  code: string;
  percentOff: number | null;
  amountOffCents: Cents | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  minSubtotalCents: Cents | null;
  /** EUR and GBP amounts off and minimum subtotals (issue 32). */
  amountsOff: Partial<Record<"eur" | "gbp", Cents>>;
  minSubtotals: Partial<Record<"eur" | "gbp", Cents>>;
  redeemed: number;
  active: boolean;
}

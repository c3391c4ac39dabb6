/**
 * The refund shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { Cents } from "../core/money.js";

export interface PurchaseRefund {
  /** Stripe refund id (re_…). */
  id: string;
  amountCents: Cents;
  at: number;
  /** Who: an admin's uid, "stripe" (made in Stripe's Dashboard) or "system" (automatic). */
  by: string;
  reason: string;
  restocked: boolean;
}

/** What recording a succeeded PaymentIntent on its order came to (record-payment.ts). */
import { PAY_REFUSAL_MESSAGES, type PayRefusal } from "@shop/domain";
import { AppError } from "../../platform/app-error.js";
import type { StripeEventRef } from "../stripe-events/stripe-events.js";

export type FinaliseOutcome =
  | { kind: "paid"; modifiedCount: 1 }
  | { kind: "unchanged"; modifiedCount: 0; reason: "already-paid" | "duplicate-event" }
  | {
      kind: "rejected";
      modifiedCount: 0;
      error: AppError;
      /** The order was already paid, cancelled or expired: this PaymentIntent was refunded in full. */
      secondPaymentRefunded?: true;
      /** The PaymentIntent's money was (partly) refunded: it pays nothing. */
      refunded?: true;
    };

export interface FinaliseOptions {
  /** PATCH: only this user's order may be recorded. */
  ownerUid?: string;
  event?: StripeEventRef;
}

/** The application error for a purchase that cannot be paid. */
export function payRefusalError(refusal: PayRefusal): AppError {
  return new AppError(
    refusal === "not-owner" ? "permission-denied" : "conflict",
    PAY_REFUSAL_MESSAGES[refusal],
  );
}

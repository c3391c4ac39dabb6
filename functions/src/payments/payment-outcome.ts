/** What recording a succeeded PaymentIntent came to, for a purchase or an order. */
import { PAY_REFUSAL_MESSAGES, type PayRefusal } from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import type { StripeEventRef } from "./stripe-events.js";

export type FinaliseOutcome =
  | { kind: "paid"; modifiedCount: 1 }
  | { kind: "unchanged"; modifiedCount: 0; reason: "already-paid" | "duplicate-event" }
  | {
      kind: "rejected";
      modifiedCount: 0;
      error: AppError;
      /** The money was taken for a purchase (or order) cancelled or expired just before: refund it. */
      lostRace?: { purchaseId: string } | { orderId: string };
      /** A second payment for a purchase already paid with another PaymentIntent: refund it. */
      duplicate?: { purchaseId: string };
      /** The PaymentIntent's money was (partly) refunded: it pays nothing. */
      refunded?: true;
    };

export interface FinaliseOptions {
  /** PATCH: only this user's purchase may be recorded. */
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

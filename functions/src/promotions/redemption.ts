/**
 * Redeeming a promo code with an order: the code must apply (active, started, not ended, the
 * order's subtotal), and a limited code must have a redemption left — taken from one of its
 * shards in the order's one conditional write, so a code with 10 redemptions hit by 50
 * simultaneous orders discounts exactly 10 and answers 'Promo code used up' to the 40 others.
 * Cancelling or expiring the order gives its redemption back.
 */
import { FieldValue, type Transaction, type WriteBatch } from "firebase-admin/firestore";
import {
  PROMO_MESSAGES,
  promoDiscountCents,
  promoRefusal,
  type Cents,
  type Currency,
  type PromoCode,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import type { BucketLine } from "../platform/bucket-take.js";
import { readDoc } from "../platform/reads.js";
import { promoCodesCol, redemptionShardsOf } from "./data.js";

export interface Redemption {
  code: string;
  discountCents: Cents;
  /** A limited code's take of one redemption, a line of the order's conditional write. */
  line: BucketLine | null;
  /** An unlimited code's count: an increment on a random shard, added to the order's write. */
  count: ((batch: WriteBatch) => void) | null;
}

/** The code as it is now, or undefined. */
export async function readPromoCode(code: string): Promise<PromoCode | undefined> {
  return (await readDoc(promoCodesCol.doc(code))).data();
}

/** Why a code does not apply to a subtotal now ('Invalid promo code', …), or null. */
export function promoError(
  code: PromoCode | undefined,
  subtotalCents: Cents,
  currency: Currency = "usd",
  now = Date.now(),
): string | null {
  const refusal = promoRefusal(code, subtotalCents, now, currency);
  return refusal ? PROMO_MESSAGES[refusal] : null;
}

/** The redemption of `code` by an order of `subtotalCents`; throws 400 when the code does not apply. */
export function redeem(
  code: PromoCode | undefined,
  subtotalCents: Cents,
  currency: Currency = "usd",
): Redemption {
  const error = promoError(code, subtotalCents, currency);
  if (error || !code) throw new AppError("invalid-argument", error ?? PROMO_MESSAGES.invalid);
  const shards = redemptionShardsOf(code.code);
  const discountCents = promoDiscountCents(code, subtotalCents, currency);
  if (code.maxRedemptions === null) {
    const shard = String(Math.floor(Math.random() * code.redemptionShards));
    return {
      code: code.code,
      discountCents,
      line: null,
      count: (batch) => batch.update(shards.doc(shard), { redeemed: FieldValue.increment(1) }),
    };
  }
  return {
    code: code.code,
    discountCents,
    count: null,
    line: {
      buckets: shards,
      count: code.redemptionShards,
      quantity: 1,
      short: () => new AppError("conflict", PROMO_MESSAGES.usedUp),
      alsoWrite: { redeemed: FieldValue.increment(1) },
    },
  };
}

/**
 * Gives an order's redemption back (in the cancellation's or expiry's transaction): one more
 * left and one fewer used, on its first shard (the code's totals are sums over its shards; a
 * cancellation is no launch-day burst, so one shard takes them all).
 */
export function returnRedemption(writer: Transaction | WriteBatch, code: string): void {
  const ref = redemptionShardsOf(code).doc("0");
  const change = { available: FieldValue.increment(1), redeemed: FieldValue.increment(-1) };
  if ("commit" in writer) writer.update(ref, change);
  else writer.update(ref, change);
}

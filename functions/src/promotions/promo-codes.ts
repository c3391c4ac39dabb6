/**
 * Promo codes (admin): create, list with the redemptions used, (de)activate. A code's
 * redemptions live in shards (`promoCodes/{CODE}/redemptions/{i}`) so that a launch's orders do
 * not queue on one counter: a limited code's remaining redemptions are spread over its shards
 * and an order takes one with the same conditional write as its stock (redemption.ts).
 */
import {
  PROMO_MESSAGES,
  spreadStock,
  type PromoCode,
  type PromoCodeAnswer,
  type PromoCodeInput,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction, newBatch } from "../platform/firestore.js";
import { readQuery, readSum, txRead } from "../platform/reads.js";
import { promoCodesCol, redemptionShardsOf } from "./data.js";

/** Shards of a code: enough for simultaneous orders to miss each other, never more than its redemptions. */
export function shardCountFor(maxRedemptions: number | null): number {
  return maxRedemptions === null ? 8 : Math.max(1, Math.min(16, maxRedemptions));
}

function isAlreadyExists(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && Number(err.code) === 6;
}

/** POST /promo-codes (admin): a new code, unique whatever its case. */
export async function createPromoCode(actor: Caller, input: PromoCodeInput): Promise<{ code: string }> {
  const max = input.maxRedemptions ?? null;
  const shards = shardCountFor(max);
  const code: PromoCode = {
    code: input.code,
    percentOff: input.percentOff ?? null,
    amountOffCents: input.amountOffCents ?? null,
    startsAt: input.startsAt ?? null,
    endsAt: input.endsAt ?? null,
    maxRedemptions: max,
    minSubtotalCents: input.minSubtotalCents ?? null,
    ...(input.amountsOff ? { amountsOff: input.amountsOff } : {}),
    ...(input.minSubtotals ? { minSubtotals: input.minSubtotals } : {}),
    active: true,
    redemptionShards: shards,
    createdAt: Date.now(),
  };
  const batch = newBatch();
  batch.create(promoCodesCol.doc(code.code), code);
  const levels = max === null ? Array.from({ length: shards }, () => 0) : spreadStock(max, shards);
  levels.forEach((available, i) =>
    batch.create(redemptionShardsOf(code.code).doc(String(i)), { available, redeemed: 0 }),
  );
  recordAudit(batch, actor, {
    kind: "promo-create",
    path: promoCodesCol.doc(code.code).path,
    before: null,
    after: {
      code: code.code,
      percentOff: code.percentOff,
      amountOffCents: code.amountOffCents,
      maxRedemptions: max,
      startsAt: code.startsAt,
      endsAt: code.endsAt,
    },
  });
  try {
    await batch.commit();
  } catch (err) {
    if (isAlreadyExists(err)) throw new AppError("conflict", PROMO_MESSAGES.exists);
    throw err;
  }
  return { code: code.code };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /promo-codes (admin): every code, newest first, with its redemptions used (a sum over its shards). */
export async function listPromoCodes(): Promise<PromoCodeAnswer[]> {
  const snap = await readQuery(promoCodesCol.orderBy("createdAt", "desc").limit(500));
  return Promise.all(
    snap.docs.map(async (d) => {
      const c = d.data();
      return {
        code: c.code,
        percentOff: c.percentOff,
        amountOffCents: c.amountOffCents,
        startsAt: iso(c.startsAt),
        endsAt: iso(c.endsAt),
        maxRedemptions: c.maxRedemptions,
        minSubtotalCents: c.minSubtotalCents,
        amountsOff: c.amountsOff ?? {},
        minSubtotals: c.minSubtotals ?? {},
        redeemed: await readSum(redemptionShardsOf(c.code), "redeemed"),
        active: c.active,
      };
    }),
  );
}

/** PATCH /promo-codes/:code (staff with promo codes) `{ active }`; a change is in the trail. */
export async function setPromoCodeActive(
  actor: Caller,
  code: string,
  active: boolean,
): Promise<{ code: string; active: boolean }> {
  const ref = promoCodesCol.doc(code);
  await inTransaction(async (tx) => {
    const current = (await txRead(tx, ref)).data();
    if (!current) throw new AppError("not-found", PROMO_MESSAGES.notFound);
    if (current.active === active) return;
    tx.update(ref, { active });
    recordAudit(tx, actor, {
      kind: "promo-change",
      path: ref.path,
      before: { active: current.active },
      after: { active },
    });
  });
  return { code, active };
}

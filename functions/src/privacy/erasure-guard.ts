/** When an erasure is refused (issue 50): an open order, return or dispute of the customer (409 naming it). */
import {
  ERASURE_MESSAGES,
  erasureBlocker,
  isDisputeOpen,
  isRecentSignIn,
  type ErasureOrderFacts,
  type PurchaseState,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { readQuery } from "../platform/reads.js";
import { col } from "./data.js";

/** Throws 409 with the reason when the customer `uid` cannot be erased now. */
export async function assertErasable(uid: string): Promise<void> {
  const [orders, purchases, returns] = await Promise.all([
    readQuery(col.orders.where("userId", "==", uid)),
    readQuery(col.purchases.where("userId", "==", uid)),
    readQuery(col.returns.where("userId", "==", uid)),
  ]);
  const lineState = new Map<string, PurchaseState>(purchases.docs.map((d) => [d.id, d.data().state]));
  const facts: ErasureOrderFacts[] = orders.docs.map((d) => {
    const o = d.data();
    return {
      id: d.id,
      state: o.state,
      lineStates: o.lines.map((l) => lineState.get(l.purchaseId) ?? "cancelled"),
      disputed: o.dispute != null && isDisputeOpen(o.dispute.status),
    };
  });
  const blocker = erasureBlocker(
    facts,
    returns.docs.map((d) => ({ rmaNumber: d.data().rmaNumber, state: d.data().state })),
  );
  if (blocker) throw new AppError("failed-precondition", blocker);
}

/** A customer erasing their own account signed in within the last minutes (the token's auth_time). */
export function assertRecentSignIn(c: Caller, now = Date.now()): void {
  if (!isRecentSignIn(c.authTime, now)) {
    throw new AppError("failed-precondition", ERASURE_MESSAGES.recentSignIn);
  }
}

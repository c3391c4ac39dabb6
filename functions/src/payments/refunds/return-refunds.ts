/**
 * Issue 52, a second look at a return's refund: the returns area makes a return's refund and
 * depends on payments, never the other way — so approving a return's request (refund-approvals.ts)
 * reaches the returns through this port, connected once at start (app/wiring.ts).
 */
import type { Purchase } from "@shop/domain";
import type { Caller } from "../../platform/caller.js";

/** A received return's refund: made already (its Stripe refund), or its share still due. */
export type ReturnRefundDue = { refundId: string } | { amountCents: number; purchase: Purchase };

export interface ReturnRefunds {
  /** The return's refund now; 404 for no return, 409 for one neither received nor refunded. */
  refundDue(returnId: string): Promise<ReturnRefundDue>;
  /**
   * Makes the received return's refund by `by` (the approver), exactly as receiving it makes one
   * at or under the limit: received → refunded, idempotent (one Stripe key per return).
   */
  refund(by: Caller, returnId: string): Promise<{ refundId: string }>;
}

let connected: ReturnRefunds | null = null;

/** Called once at start by the app (app/wiring.ts) with the returns area's side. */
export function connectReturnRefunds(returns: ReturnRefunds): void {
  connected = returns;
}

export function returnRefunds(): ReturnRefunds {
  if (!connected) throw new Error("payments: the returns' refunds were not connected (app/wiring.ts)");
  return connected;
}

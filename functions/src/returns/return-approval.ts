/**
 * Issue 52, a second look: the returns' side of payments' port (connected in app/wiring.ts). A
 * received return's refund above REFUND_APPROVAL_CENTS waits for a request's approval; approving
 * it (POST /refund-approvals/:id/approve) makes here the refund receiving makes at or under it.
 */
import { RETURN_MESSAGES, type ReturnRecord } from "@shop/domain";
import type { ReturnRefundDue, ReturnRefunds } from "../payments/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { readDoc } from "../platform/reads.js";
import { returnsCol } from "./data.js";
import { readPurchase, refundReceived } from "./handle-return.js";
import { returnShare } from "./return-share.js";

/** The return as a refund finds it: refunded already, or received (anything else: 404/409). */
async function refundableReturn(id: string): Promise<{ refundId: string } | { received: ReturnRecord }> {
  const current = (await readDoc(returnsCol.doc(id))).data();
  if (!current) throw new AppError("not-found", RETURN_MESSAGES.notFound);
  if (current.state === "refunded" && current.refund) return { refundId: current.refund.id };
  if (current.state !== "received") throw new AppError("conflict", RETURN_MESSAGES.notRefundable);
  return { received: current };
}

async function refundDue(id: string): Promise<ReturnRefundDue> {
  const found = await refundableReturn(id);
  if ("refundId" in found) return found;
  const purchase = await readPurchase(found.received.purchaseId);
  return { amountCents: (await returnShare(found.received, purchase)).amountCents, purchase };
}

async function refund(by: Caller, id: string): Promise<{ refundId: string }> {
  const found = await refundableReturn(id);
  if ("refundId" in found) return found;
  const purchase = await readPurchase(found.received.purchaseId);
  const after = await refundReceived(by, id, purchase, await returnShare(found.received, purchase));
  if (!after.refund) throw new AppError("conflict", RETURN_MESSAGES.notRefundable);
  return { refundId: after.refund.id };
}

/** What payments' refund approvals use of the returns (app/wiring.ts connects it). */
export const returnRefundsSide: ReturnRefunds = { refundDue, refund };

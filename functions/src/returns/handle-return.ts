/**
 * An admin handles a return: approve, reject, and receive it — every change of state through
 * @shop/domain's `applyReturnEvent`, written in one transaction with the purchase's `lastReturn`
 * and the customer's mail. Receiving puts the pieces back in stock (when asked) and is followed at
 * once by the refund of their share of what was paid (payments' partial refund, with its credit
 * note): received → refunded. A refund Stripe refused leaves the return `received`; receiving it
 * again retries the same refund (one Stripe idempotency key per return), never a second one.
 * Above REFUND_APPROVAL_CENTS the refund waits for a second staff member's approval (issue 52):
 * approving it makes the same refund (return-approval.ts, through payments' port).
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  PURCHASE_NOT_FOUND,
  RETURN_MESSAGES,
  applyReturnEvent,
  refundNeedsApproval,
  returnSummary,
  type ReturnAnswer,
  type ReturnAwaitingApprovalAnswer,
  type ReturnEvent,
  type Purchase,
  type ReturnRecord,
} from "@shop/domain";
import { returnStock, scheduleShownStockRefresh } from "../catalog/index.js";
import { purchasesCol } from "../orders/index.js";
import {
  afterReturnRefund,
  assertRefundWithinRole,
  recordPartialRefund,
  refundPartOfLine,
  requestReturnRefundApproval,
} from "../payments/index.js";
import { AppError } from "../platform/app-error.js";
import { assertRecentSignIn, type Caller } from "../platform/caller.js";
import { REFUND_APPROVAL_CENTS } from "../platform/config.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { withoutSearchFields } from "../platform/search-index.js";
import { returnsCol } from "./data.js";
import { queueReturnMail, type ReturnStep } from "./return-mail.js";
import { returnShare, type ReturnShare } from "./return-share.js";

const answer = (id: string, r: ReturnRecord): ReturnAnswer => ({ _id: id, ...withoutSearchFields(r) });

async function readReturn(tx: Transaction, id: string): Promise<ReturnRecord> {
  const record = (await txRead(tx, returnsCol.doc(id))).data();
  if (!record) throw new AppError("not-found", RETURN_MESSAGES.notFound);
  return record;
}

/** Writes a decided change of the return, the purchase's summary of it and its mail. */
function writeChange(
  tx: Transaction,
  actor: Caller,
  id: string,
  current: ReturnRecord,
  event: ReturnEvent,
  step: ReturnStep,
) {
  const outcome = applyReturnEvent(current, event, Date.now());
  if (!outcome.ok) throw new AppError("conflict", outcome.refusal.message);
  tx.set(returnsCol.doc(id), outcome.change, { merge: true });
  // The trail (issue 52): each staff decision on a return, with the refund it made.
  recordAudit(tx, actor, {
    kind: "return-decision",
    path: returnsCol.doc(id).path,
    before: { state: current.state },
    after: {
      state: outcome.after.state,
      rmaNumber: outcome.after.rmaNumber,
      ...(event.type === "receive" ? { restock: event.restock } : {}),
      ...(event.type === "reject" ? { reason: event.reason } : {}),
      ...(event.type === "refund"
        ? { refundId: event.refund.id, amountCents: event.refund.amountCents }
        : {}),
    },
  });
  tx.set(
    purchasesCol.doc(current.purchaseId),
    { lastReturn: returnSummary(id, outcome.after) },
    { merge: true },
  );
  queueReturnMail(tx, outcome.after, step);
  return outcome.after;
}

/** POST /returns/:id/approve (admin): the customer is mailed the return address and the RMA number. */
export async function approveReturn(admin: Caller, id: string): Promise<ReturnAnswer> {
  const after = await inTransaction(async (tx) =>
    writeChange(
      tx,
      admin,
      id,
      await readReturn(tx, id),
      { type: "approve", by: admin.uid },
      { kind: "return-approved" },
    ),
  );
  return answer(id, after);
}

/** POST /returns/:id/reject (admin) `{ reason }`: mailed to the customer. */
export async function rejectReturn(admin: Caller, id: string, reason: string): Promise<ReturnAnswer> {
  const after = await inTransaction(async (tx) =>
    writeChange(
      tx,
      admin,
      id,
      await readReturn(tx, id),
      { type: "reject", by: admin.uid, reason },
      { kind: "return-rejected" },
    ),
  );
  return answer(id, after);
}

/** approved → received, the pieces back in stock when `restock`. A return already received passes. */
async function markReceived(admin: Caller, id: string, restock: boolean): Promise<ReturnRecord> {
  const { record, restocked } = await inTransaction(async (tx) => {
    const current = await readReturn(tx, id);
    if (current.state === "received") return { record: current, restocked: false };
    const event = { type: "receive" as const, by: admin.uid, restock };
    const decided = applyReturnEvent(current, event, Date.now());
    if (!decided.ok) throw new AppError("conflict", decided.refusal.message);
    // Every read before the first write: the stock's buckets, then the return's change.
    if (restock) {
      // A bundle's pieces go back to its parts, a variant's to its own stock (the line's copy).
      const line = (await txRead(tx, purchasesCol.doc(current.purchaseId))).data();
      const { variantId, parts } = line ?? {};
      await returnStock(tx, { productId: current.productId, variantId, parts, quantity: current.quantity });
    }
    return {
      record: writeChange(tx, admin, id, current, event, { kind: "return-received" }),
      restocked: restock,
    };
  });
  if (restocked) await scheduleShownStockRefresh(record.productId);
  return record;
}

/** What receiving did: refunded at once, or (above the limit) a refund waiting for approval. */
export type ReceiveOutcome = { refunded: ReturnAnswer } | { awaiting: ReturnAwaitingApprovalAnswer };

/**
 * POST /returns/:id/receive (admin) `{ restock }`: received, then the returned quantity's share of
 * what was paid for the line refunded in Stripe and recorded (with its credit note): refunded.
 * Above REFUND_APPROVAL_CENTS (issue 52, a second look) the refund waits for another staff
 * member's approval instead (payments' refund approvals): the return stays received.
 */
export async function receiveReturn(admin: Caller, id: string, restock: boolean): Promise<ReceiveOutcome> {
  await assertSecondLook(admin, id);
  const received = await markReceived(admin, id, restock);
  const purchase = await readPurchase(received.purchaseId);
  const share = await returnShare(received, purchase);
  if (refundNeedsApproval(share.amountCents, REFUND_APPROVAL_CENTS.value())) {
    const ret = { id, rmaNumber: received.rmaNumber, purchaseId: received.purchaseId };
    const refundApproval = await requestReturnRefundApproval(admin, ret, purchase, share.amountCents);
    return { awaiting: { ...answer(id, received), refundApproval } };
  }
  return { refunded: answer(id, await refundReceived(admin, id, purchase, share)) };
}

/** The return's line (404 when gone). */
export async function readPurchase(purchaseId: string): Promise<Purchase> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
  return purchase;
}

/**
 * The received return's share refunded in Stripe by `admin` (the receiver, or the approver of its
 * request) and recorded with its credit note: received → refunded. One Stripe idempotency key per
 * return: a retry makes the same refund, never a second one.
 */
export async function refundReceived(
  admin: Caller,
  id: string,
  purchase: Purchase,
  share: ReturnShare,
): Promise<ReturnRecord> {
  const refund = await refundPartOfLine(purchase, share.amountCents, `return-${id}-refund`, {
    returnId: id,
    by: admin.uid,
  });
  const after = await inTransaction(async (tx) => {
    const current = await readReturn(tx, id);
    const line = (await txRead(tx, purchasesCol.doc(current.purchaseId))).data();
    if (current.state === "refunded" || !line) return current;
    const at = Date.now();
    const event = {
      type: "refund" as const,
      by: admin.uid,
      refund: { ...refund, currency: line.currency ?? "usd", at },
    };
    const part = {
      quantity: current.quantity,
      amountCents: refund.amountCents,
      reason: `Return ${current.rmaNumber}: ${current.reason}`,
      returnId: id,
      ...(share.booked ? { goodsCents: share.goodsCents, taxCents: share.taxCents, shippingCents: 0 } : {}),
    };
    await recordPartialRefund(tx, current.purchaseId, line, refund, part);
    return writeChange(tx, admin, id, current, event, {
      kind: "return-refunded",
      amountCents: refund.amountCents,
    });
  });
  // Its tax reversed in Stripe Tax once, and the order's shipping once every piece is back (issue 47).
  await afterReturnRefund(refund.id, purchase);
  return after;
}

/**
 * Issue 52 before a return's refund: a support member's cap (the return's share counts against the
 * order's refunds), and above REFUND_APPROVAL_CENTS a sign-in within the last 5 minutes.
 */
async function assertSecondLook(c: Caller, id: string): Promise<void> {
  const current = (await readDoc(returnsCol.doc(id))).data();
  // A received one too: receiving it again retries its refund, or asks for its approval again.
  if (!current || current.state === "refunded") return;
  const purchase = (await readDoc(purchasesCol.doc(current.purchaseId))).data();
  if (!purchase) return;
  const { amountCents } = await returnShare(current, purchase);
  if (refundNeedsApproval(amountCents, REFUND_APPROVAL_CENTS.value())) assertRecentSignIn(c);
  if (c.role !== "owner" && c.role !== "admin") await assertRefundWithinRole(c, purchase, amountCents);
}

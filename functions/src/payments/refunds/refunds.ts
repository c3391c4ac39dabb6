/**
 * Refunds, always in full from the shop (partial refunds made in Stripe are recorded, and keep
 * the purchase paid):
 * - `refundPurchase`: an admin refunds a paid or shipped purchase (POST /purchase/:id/refund).
 *   Stripe's refund is created with an idempotency key per purchase, then the purchase becomes
 *   'refunded' with its payment record, and the pieces go back to stock when asked, in one
 *   transaction.
 * - `syncRefundsFromStripe`: a refund event from Stripe (`charge.refunded`, `refund.created`,
 *   `refund.updated`, `charge.refund.updated`) — whichever arrives, in any order, the shop asks
 *   Stripe for the PaymentIntent's refunds and applies their total: idempotent by construction.
 * A payment its order can no longer take (already paid, cancelled, expired) is refunded by
 * second-payments.ts.
 */
import {
  DISPUTE_MESSAGES,
  disputeBlocksRefund,
  PURCHASE_NOT_FOUND,
  REFUND_MESSAGES,
  applyOrderEvent,
  checkRefund,
  defaultRestock,
  planLineRest,
  pricesIncludeTax,
  type CreditNotePart,
  type Purchase,
  type PurchaseRefund,
  type RefundAnswer,
  type RefundPlan,
  type RefundApprovalAnswer,
  refundNeedsApproval,
} from "@shop/domain";
import { returnStock, scheduleShownStockRefresh } from "../../catalog/index.js";
import { queueCreditNote } from "../../invoices/index.js";
import { queuePurchaseMail } from "../../mail/index.js";
import { decidePurchaseEvent, ordersCol, purchasesCol } from "../../orders/index.js";
import { AppError } from "../../platform/app-error.js";
import type { Transaction } from "firebase-admin/firestore";
import { inTransaction } from "../../platform/firestore.js";
import { recordAudit } from "../../platform/audit/audit-trail.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { ledgerRefundsCol, readBook, txReadBook, writeBookRefund } from "../books/ledger.js";
import { paymentsCol } from "../data.js";
import { reverseRefundedLineTax } from "../intents/order-tax.js";
import { claimEvent, type StripeEventRef } from "../stripe-events/stripe-events.js";
import { refundShippingIfAllBack, reverseBookedRefundTax } from "./booked-refunds.js";
import { createRefund } from "./create-refund.js";
import { assertRefundWithinRole } from "./refund-limit.js";
import { requestRefundApproval } from "./approval-requests.js";
import { REFUND_APPROVAL_CENTS } from "../../platform/config.js";
import { assertRecentSignIn, type Caller } from "../../platform/caller.js";

/**
 * Marks a paid or shipped purchase refunded in full, with its payment record, returning its
 * pieces when `refund.restocked`. Changes nothing for a purchase already refunded (or not
 * refundable), and nothing twice for one webhook event.
 */
export async function applyFullRefund(
  purchaseId: string,
  /** `actor`: the staff member refunding through the API (the audit trail's entry, issue 52). */
  refund: Omit<PurchaseRefund, "at" | "restocked"> & {
    restock: boolean | undefined;
    actor?: Caller;
    /** The purchase as the staff call read it before asking Stripe: the trail's "before". */
    before?: AuditedPurchase;
  },
  event?: StripeEventRef,
  paymentIntentId = "",
  /** False for a Dashboard refund of a whole order: booked as money by its event, not per line. */
  books = true,
): Promise<RefundAnswer | null> {
  const ref = purchasesCol.doc(purchaseId);
  const answer = await inTransaction(async (tx): Promise<RefundAnswer | null> => {
    const claim = await claimEvent(tx, event, paymentIntentId);
    if (claim.duplicate) return null;
    const purchase = (await txRead(tx, ref)).data();
    if (!purchase) return null;
    if (purchase.state === "refunded" && purchase.refund) {
      // The refund's own webhook event recorded it a moment earlier: still this staff call's change.
      if (refund.actor && purchase.refund.id === refund.id)
        auditRefund(tx, refund.actor, ref.path, refund.before ?? purchase, purchase.refund);
      claim.record();
      return { modifiedCount: 0, refund: purchase.refund };
    }
    if (!checkRefund(purchase.state).ok) {
      claim.record();
      return null;
    }
    // Decided on the purchase as this transaction reads it: a refund racing a shipment never
    // restocks pieces that have left (issue 22).
    const { restock, actor, before, ...facts } = refund;
    const restocked = restock ?? defaultRestock(purchase.state);
    const decided = decidePurchaseEvent(ref, purchase, { type: "refund", refund: { ...facts, restocked } });
    // A line of an order: the order records the line's refund (partially_refunded, then refunded).
    const orderRef = purchase.orderId ? ordersCol.doc(purchase.orderId) : null;
    const order = orderRef ? (await txRead(tx, orderRef)).data() : undefined;
    // The books (issue 47): only what is left of the line — returned pieces were given back with
    // their return, and stay out of stock unless their return put them back.
    const book = books ? await txReadBook(tx, order?.transactionId ?? purchase.transactionId) : null;
    const plan = book ? planLineRest(book, purchaseId) : null;
    const pieces = plan ? (plan.lines[0]?.pieces ?? 0) : purchase.quantity;
    if (restocked && pieces > 0) {
      const { productId, variantId, parts } = purchase;
      await returnStock(tx, { productId, variantId, parts, quantity: pieces });
    }
    const refunded = decided.write(tx);
    if (book && plan)
      writeBookRefund(
        tx,
        book,
        refund.id,
        { ...plan, amountCents: refund.amountCents },
        { at: refunded.updatedAt },
      );
    if (orderRef && order) {
      const line = { type: "refund-line" as const, purchaseId, amountCents: refund.amountCents };
      const orderChange = applyOrderEvent(order, line, refunded.updatedAt);
      if (orderChange.ok) tx.set(orderRef, orderChange.change, { merge: true });
    }
    queuePurchaseMail(tx, purchaseId, refunded, {
      kind: "purchase-refunded",
      amountCents: refund.amountCents,
    });
    tx.set(paymentsCol.doc(purchaseId), { refunded: true, refundId: refund.id }, { merge: true });
    tx.set(ref, { refundPending: null }, { merge: true });
    const part = plan ? creditNotePart(plan, refund.amountCents, refund.reason) : undefined;
    queueCreditNote(tx, purchaseId, purchase.orderId ?? null, refund.id, part);
    if (actor) auditRefund(tx, actor, ref.path, before ?? purchase, refunded.refund);
    claim.record();
    return {
      modifiedCount: 1,
      refund: refunded.refund ?? { ...facts, restocked, at: refunded.updatedAt },
    };
  });
  if (answer?.modifiedCount === 1 && answer.refund.restocked) {
    const purchase = (await readDoc(ref)).data();
    if (purchase) await scheduleShownStockRefresh(purchase.productId);
  }
  return answer;
}

/**
 * What is left to refund of a line: the books' rest of it (goods and tax not given back, issue 47),
 * or for a payment from before the books its share less what its returns refunded.
 */
async function lineMoneyLeft(
  purchaseId: string,
  purchase: Purchase,
  paymentIntentId: string,
): Promise<number> {
  const book = await readBook(paymentIntentId);
  if (book) return planLineRest(book, purchaseId)?.amountCents ?? 0;
  // EUR and GBP prices include their VAT: the line's tax is inside what it paid, not added.
  const addedTax = pricesIncludeTax(purchase.currency ?? "usd") ? 0 : (purchase.taxCents ?? 0);
  return (purchase.paidCents ?? purchase.priceCents) + addedTax - (purchase.returnedCents ?? 0);
}

type AuditedPurchase = Pick<Purchase, "state" | "refundedCents">;

/** The trail's entry of a staff refund: the purchase's state and money before and after. */
function auditRefund(
  tx: Transaction,
  actor: Caller,
  path: string,
  before: AuditedPurchase,
  after: PurchaseRefund | null | undefined,
): void {
  recordAudit(tx, actor, {
    kind: "refund",
    path,
    before: { state: before.state, refundedCents: before.refundedCents ?? 0 },
    after: {
      state: "refunded",
      refundId: after?.id ?? null,
      amountCents: after?.amountCents ?? null,
      restocked: after?.restocked ?? null,
    },
  });
}

/** The credit note of a booked refund: the pieces, goods, tax and shipping it gave back. */
export function creditNotePart(plan: RefundPlan, amountCents: number, reason: string): CreditNotePart {
  return {
    quantity: plan.lines.reduce((sum, l) => sum + l.pieces, 0),
    amountCents,
    reason,
    returnId: null,
    goodsCents: plan.lines.reduce((sum, l) => sum + l.goodsCents, 0),
    taxCents: plan.taxCents,
    shippingCents: plan.shippingCents,
    rest: true,
  };
}

/** A line as a refund finds it: refunded already (its answer), or what is left to refund of it. */
export type RefundableLine =
  { done: RefundAnswer } | { purchase: Purchase; paymentIntentId: string; left: number };

/**
 * Checks that the line may be refunded now (not disputed, paid or shipped, money left) and how
 * much is left; a line refunded already answers its refund (0 changed).
 */
export async function refundableLine(purchaseId: string): Promise<RefundableLine> {
  const purchase = (await readDoc(purchasesCol.doc(purchaseId))).data();
  if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
  // The bank has taken (or may take) the money back: a refund would pay the customer twice.
  if (disputeBlocksRefund(purchase.dispute)) throw new AppError("conflict", DISPUTE_MESSAGES.refundRefused);
  const check = checkRefund(purchase.state);
  if (!check.ok) {
    if (check.reason === "already-refunded" && purchase.refund)
      return { done: { modifiedCount: 0, refund: purchase.refund } };
    throw new AppError(
      "conflict",
      check.reason === "already-refunded" ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.notRefundable,
    );
  }
  const paymentIntentId = purchase.transactionId ?? purchase.paymentIntentId;
  if (!paymentIntentId) throw new AppError("conflict", REFUND_MESSAGES.notRefundable);
  // Pieces already returned (issue 33) were refunded with their return, and a line of an order
  // with a destination gives back its tax too: only what is left of what the buyer paid.
  const left = await lineMoneyLeft(purchaseId, purchase, paymentIntentId);
  if (left <= 0) throw new AppError("conflict", REFUND_MESSAGES.alreadyRefunded);
  return { purchase, paymentIntentId, left };
}

/** What POST /purchase/:id/refund did: refunded (200), or asked for a second look (202). */
export type RefundOutcome = { refunded: RefundAnswer } | { approval: RefundApprovalAnswer };

/**
 * POST /purchase/:id/refund (staff) `{ restock? }`. Above REFUND_APPROVAL_CENTS (issue 52, a
 * second look) nothing goes to Stripe yet: after a recent sign-in, an approval request is made
 * for another staff member to approve or decline (refund-approvals.ts).
 */
export async function refundPurchase(
  admin: Caller,
  purchaseId: string,
  restock: boolean | undefined,
): Promise<RefundOutcome> {
  const line = await refundableLine(purchaseId);
  if ("done" in line) return { refunded: line.done };
  await assertRefundWithinRole(admin, line.purchase, line.left);
  if (refundNeedsApproval(line.left, REFUND_APPROVAL_CENTS.value())) {
    assertRecentSignIn(admin);
    return { approval: await requestRefundApproval(admin, purchaseId, line, restock) };
  }
  return { refunded: await sendLineRefund(admin, purchaseId, line, restock) };
}

/**
 * Refunds what is left of the line in Stripe (one idempotency key per purchase: the same refund
 * again on a retry) and records it, by `admin` (the refunding or approving staff member).
 */
export async function sendLineRefund(
  admin: Caller,
  purchaseId: string,
  { purchase, paymentIntentId, left }: { purchase: Purchase; paymentIntentId: string; left: number },
  restock: boolean | undefined,
): Promise<RefundAnswer> {
  // The admin's choices travel with the refund: its webhook events may apply it first. Without
  // one, the default is decided inside the refund's transaction (shipped pieces stay out). A line
  // of an order refunds exactly its share of the order's payment (a partial refund of it).
  const line = purchase.orderId || (purchase.returnedCents ?? 0) > 0 ? { amount: left } : {};
  // Recorded as pending before Stripe is asked: a timeout leaves it so until the answer or the
  // refund's event records the refund (issue 54).
  await purchasesCol
    .doc(purchaseId)
    .update({ refundPending: { amountCents: left, by: admin.uid, at: Date.now() } });
  const refund = await createRefund(
    {
      payment_intent: paymentIntentId,
      reason: "requested_by_customer",
      ...line,
      metadata: {
        purchaseId,
        ...(purchase.orderId ? { orderId: purchase.orderId } : {}),
        by: admin.uid,
        ...(restock === undefined ? {} : { restock: String(restock) }),
      },
    },
    `purchase-${purchaseId}-refund`,
  );
  const answer = await applyFullRefund(purchaseId, {
    id: refund.id,
    amountCents: refund.amount,
    by: admin.uid,
    reason: "Refunded by the shop",
    restock,
    actor: admin,
    before: { state: purchase.state, refundedCents: purchase.refundedCents ?? 0 },
  });
  if (!answer) throw new AppError("conflict", REFUND_MESSAGES.notRefundable);
  // The line's tax reversed in Stripe Tax once per refund: as booked (issue 47), or the whole line.
  if ((await readDoc(ledgerRefundsCol.doc(refund.id))).exists) await reverseBookedRefundTax(refund.id);
  else await reverseRefundedLineTax(purchaseId, refund.id);
  // Every piece of the order back: its shipping too (issue 47).
  await refundShippingIfAllBack(paymentIntentId, admin.uid);
  // The refund's own webhook event may have recorded it a moment earlier: it is still this call's.
  if (answer.modifiedCount === 0 && answer.refund.id === refund.id) return { ...answer, modifiedCount: 1 };
  return answer;
}

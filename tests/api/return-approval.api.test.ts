/**
 * Issue 52, item 3 ("a second look") for returns: a received return whose refund (its share of the
 * line) is above REFUND_APPROVAL_CENTS is not refunded by the one who received it. Receiving
 * answers 202 — the return received, a refund approval request with its `returnId`, nothing in
 * Stripe — and another staff member allowed to refund approves it (the return's own refund is
 * made: one Stripe refund of the share, its credit note, received → refunded) or declines it (the
 * return stays received). The lines above the limit: second-look.api.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_REFUND_APPROVAL_CENTS,
  REFUND_APPROVAL_MESSAGES,
  formatMinorUnits,
  staffClaims,
  type AuditPage,
  type RefundApprovalAnswer,
  type ReturnAnswer,
  type ReturnAwaitingApprovalAnswer,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { createCustomer, setClaims, type TestUser } from "../support/auth.js";
import { docData } from "../support/admin-sdk.js";
import { waitForPartialCreditNote } from "../support/invoices.js";
import { mailDocs, received } from "../support/mail.js";
import {
  SLOW_EMULATOR_MS,
  createUnpaidPurchase,
  payWithCard,
  readPurchase,
  stripe,
} from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

/** Two pieces of $300.00: both back, their share ($600.00) is above the limit ($500.00). */
const BIG = DEFAULT_REFUND_APPROVAL_CENTS + 10_000;
const AMOUNT = formatMinorUnits(BIG, "usd");
const YEAR = new Date().getUTCFullYear();

let owner: TestUser;
let buyer: TestUser;
/** The one who receives the return (and so asks), and two who may decide. */
let receiver: TestUser;
let approver: TestUser;
let decliner: TestUser;

const admin = async (name: string) => setClaims(await createCustomer(name), staffClaims({}, "admin"));

beforeAll(async () => {
  owner = await signInAdmin();
  buyer = await createCustomer("Return Approval Buyer");
  [receiver, approver, decliner] = await Promise.all([
    admin("Return Approval Receiver"),
    admin("Return Approval Approver"),
    admin("Return Approval Decliner"),
  ]);
}, 60_000);

interface ApprovedReturn {
  purchaseId: string;
  pi: string;
  returnId: string;
  rmaNumber: string;
}

/** A paid line of BIG, shipped, both pieces asked back and the return approved. */
async function approvedReturn(): Promise<ApprovedReturn> {
  const purchaseId = await createUnpaidPurchase(buyer, { priceCents: BIG });
  const pi = await payWithCard(buyer, purchaseId);
  const shipped = await call("PUT", `/purchase/${purchaseId}`, { token: receiver.idToken, body: {} });
  expect(shipped.status, shipped.text).toBe(200);
  const asked = await call<ReturnRequestedAnswer>("POST", `/purchase/${purchaseId}/returns`, {
    token: buyer.idToken,
    body: { quantity: 2, reason: "Damaged" },
  });
  expect(asked.status, asked.text).toBe(201);
  const { returnId, rmaNumber } = asked.body;
  const approved = await call("POST", `/returns/${returnId}/approve`, { token: receiver.idToken, body: {} });
  expect(approved.status, approved.text).toBe(200);
  return { purchaseId, pi, returnId, rmaNumber };
}

const receive = (by: TestUser, returnId: string) =>
  call<ReturnAwaitingApprovalAnswer>("POST", `/returns/${returnId}/receive`, {
    token: by.idToken,
    body: { restock: false },
  });
const decide = (by: TestUser, id: string, what: "approve" | "decline", body: object = {}) =>
  call<RefundApprovalAnswer>("POST", `/refund-approvals/${id}/${what}`, { token: by.idToken, body });
const stripeRefunds = async (pi: string) => (await stripe.refunds.list({ payment_intent: pi })).data;
const returnDoc = async (id: string) => (await docData("returns", id)) as ReturnAnswer | undefined;
const trail = async (person: string, kind: string) =>
  (await call<AuditPage>("GET", `/audit?person=${person}&kind=${kind}`, { token: owner.idToken })).body.items;

/** Receives the return: 202, received, a request for its share and nothing in Stripe. */
async function receivedAwaiting(r: ApprovedReturn): Promise<RefundApprovalAnswer> {
  const answer = await receive(receiver, r.returnId);
  expect(answer.status, answer.text).toBe(202);
  expect(answer.body).toMatchObject({ _id: r.returnId, state: "received", refund: null });
  expect(answer.body.refundApproval).toMatchObject({
    purchaseId: r.purchaseId,
    returnId: r.returnId,
    rmaNumber: r.rmaNumber,
    amountCents: BIG,
    currency: "usd",
    state: "requested",
    requestedBy: { uid: receiver.uid, email: receiver.email },
    refundId: null,
  });
  expect(await stripeRefunds(r.pi)).toEqual([]);
  expect((await returnDoc(r.returnId))?.state).toBe("received");
  return answer.body.refundApproval;
}

describe("a return's refund above REFUND_APPROVAL_CENTS", () => {
  it(
    "waits for another staff member's approval, who makes exactly the return's refund",
    async () => {
      const r = await approvedReturn();
      const request = await receivedAwaiting(r);
      // Receiving again answers the return's open request, never a second one.
      const again = await receive(receiver, r.returnId);
      expect(again.status, again.text).toBe(202);
      expect(again.body.refundApproval._id).toBe(request._id);
      const listed = await call<RefundApprovalAnswer[]>("GET", "/refund-approvals?state=requested", {
        token: approver.idToken,
      });
      expect(listed.body.filter((a) => a.returnId === r.returnId).map((a) => a._id)).toEqual([request._id]);
      await received(
        "admin@gimbal.test",
        `Refund approval needed: ${AMOUNT} for order order-${r.purchaseId}`,
      );

      expectError(
        await decide(receiver, request._id, "approve"),
        403,
        "permission-denied",
        REFUND_APPROVAL_MESSAGES.own,
      );
      expect(await stripeRefunds(r.pi)).toEqual([]);

      const approved = await decide(approver, request._id, "approve");
      expect(approved.status, approved.text).toBe(200);
      expect(approved.body).toMatchObject({
        state: "approved",
        returnId: r.returnId,
        decidedBy: { uid: approver.uid },
      });
      const made = await stripeRefunds(r.pi);
      expect(made.map((x) => [x.id, x.amount, x.metadata?.["returnId"]])).toEqual([
        [approved.body.refundId, BIG, r.returnId],
      ]);
      expect(await returnDoc(r.returnId)).toMatchObject({
        state: "refunded",
        refund: { id: approved.body.refundId, amountCents: BIG, currency: "usd" },
      });
      // A return's refund, not the line's: the line stays shipped, its pieces returned.
      expect(await readPurchase(r.purchaseId)).toMatchObject({
        state: "shipped",
        returnedQuantity: 2,
        returnedCents: BIG,
      });
      expect(await docData("refundApprovals", request._id)).toMatchObject({
        state: "approved",
        refundId: approved.body.refundId,
      });
      const number = await waitForPartialCreditNote(r.purchaseId, approved.body.refundId ?? "");
      expect(number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
      expectError(
        await decide(approver, request._id, "approve"),
        409,
        "conflict",
        REFUND_APPROVAL_MESSAGES.decided,
      );
      expect(await stripeRefunds(r.pi)).toHaveLength(1);

      // The trail: the request by its receiver, the return's refund by the approver.
      expect(await trail(receiver.uid, "refund-approval")).toContainEqual(
        expect.objectContaining({
          path: `refundApprovals/${request._id}`,
          after: expect.objectContaining({
            state: "requested",
            returnId: r.returnId,
            amountCents: BIG,
          }) as unknown,
        }),
      );
      expect(await trail(approver.uid, "return-decision")).toContainEqual(
        expect.objectContaining({
          path: `returns/${r.returnId}`,
          after: expect.objectContaining({ state: "refunded", refundId: approved.body.refundId }) as unknown,
        }),
      );
      await received(receiver.email, `Refund approved: ${AMOUNT} for order order-${r.purchaseId}`);
      await received(buyer.email, `Return refunded: ${r.rmaNumber} (${AMOUNT})`);
    },
    2 * SLOW_EMULATOR_MS,
  );

  it(
    "declined: the return stays received, nothing refunded, the requester mailed",
    async () => {
      const r = await approvedReturn();
      const request = await receivedAwaiting(r);
      const declined = await decide(decliner, request._id, "decline", { reason: "Parcel was empty" });
      expect(declined.status, declined.text).toBe(200);
      expect(declined.body).toMatchObject({ state: "declined", returnId: r.returnId });
      expectError(
        await decide(approver, request._id, "approve"),
        409,
        "conflict",
        REFUND_APPROVAL_MESSAGES.decided,
      );
      expect(await stripeRefunds(r.pi)).toEqual([]);
      expect(await returnDoc(r.returnId)).toMatchObject({ state: "received", refund: null });
      expect((await readPurchase(r.purchaseId)).state).toBe("shipped");
      const shopMails = await mailDocs({ purchaseId: r.purchaseId });
      expect(shopMails.map((m) => m.kind)).toContain("shop-refund-approval-decided");
      const mail = await received(
        receiver.email,
        `Refund declined: ${AMOUNT} for order order-${r.purchaseId}`,
      );
      expect(mail.text).toContain("Parcel was empty");
      expect(mail.text).toContain(r.rmaNumber);
    },
    2 * SLOW_EMULATOR_MS,
  );
});

import { describe, expect, it } from "vitest";
import {
  checkRefundDecision,
  refundApprovalDeclineSchema,
  refundApprovalQuerySchema,
  type RefundApproval,
} from "./approval.js";

const alice = { uid: "alice", email: "alice@example.com" };
const bob = { uid: "bob", email: "bob@example.com" };

function request(change: Partial<RefundApproval> = {}): RefundApproval {
  return {
    purchaseId: "p1",
    orderId: "o1",
    amountCents: 60_000,
    currency: "usd",
    reason: "Refund requested by staff",
    restock: null,
    state: "requested",
    requestedBy: alice,
    requestedAt: 1,
    decidedBy: null,
    decidedAt: null,
    declineReason: null,
    refundId: null,
    updatedAt: 1,
    ...change,
  };
}

describe("checkRefundDecision (issue 52, a second look)", () => {
  it("lets another staff member approve or decline a requested refund", () => {
    expect(checkRefundDecision(request(), bob.uid, "approved")).toEqual({ ok: true });
    expect(checkRefundDecision(request(), bob.uid, "declined")).toEqual({ ok: true });
  });

  it("never lets the requester decide their own request", () => {
    expect(checkRefundDecision(request(), alice.uid, "approved")).toEqual({ ok: false, reason: "own" });
    expect(checkRefundDecision(request(), alice.uid, "declined")).toEqual({ ok: false, reason: "own" });
  });

  it("refuses a second decision, but lets the approver finish an approval whose refund is not made", () => {
    const declined = request({ state: "declined", decidedBy: bob });
    expect(checkRefundDecision(declined, "carol", "approved")).toEqual({ ok: false, reason: "decided" });
    expect(checkRefundDecision(declined, bob.uid, "approved")).toEqual({ ok: false, reason: "decided" });
    const approved = request({ state: "approved", decidedBy: bob });
    expect(checkRefundDecision(approved, bob.uid, "declined")).toEqual({ ok: false, reason: "decided" });
    expect(checkRefundDecision(approved, "carol", "approved")).toEqual({ ok: false, reason: "decided" });
    expect(checkRefundDecision(approved, bob.uid, "approved")).toEqual({ ok: true, retry: true });
    const refunded = request({ state: "approved", decidedBy: bob, refundId: "re_1" });
    expect(checkRefundDecision(refunded, bob.uid, "approved")).toEqual({ ok: false, reason: "decided" });
  });
});

describe("refund approval schemas", () => {
  it("lists requested ones by default and refuses an unknown state", () => {
    expect(refundApprovalQuerySchema.parse({})).toEqual({ state: "requested" });
    expect(refundApprovalQuerySchema.safeParse({ state: "lost" }).success).toBe(false);
  });

  it("takes an optional reason of at most 500 characters, and nothing else", () => {
    expect(refundApprovalDeclineSchema.parse({ reason: "  Not ours  " })).toEqual({ reason: "Not ours" });
    expect(refundApprovalDeclineSchema.parse({})).toEqual({});
    expect(refundApprovalDeclineSchema.safeParse({ reason: "x".repeat(501) }).success).toBe(false);
    expect(refundApprovalDeclineSchema.safeParse({ amountCents: 1 }).success).toBe(false);
  });
});

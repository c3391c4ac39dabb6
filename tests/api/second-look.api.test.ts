/**
 * Issue 52, item 3 ("a second look"): a staff refund above REFUND_APPROVAL_CENTS (default 50000)
 * is not sent to Stripe at once but becomes a request (202) that another staff member allowed to
 * refund approves (the refund is made) or declines, each step mailed and written to the audit
 * trail; a big refund, approving one, deleting a product that has orders and granting a role
 * need a sign-in within the last 5 minutes (401 `recent-sign-in-required`). The stale tokens are
 * the Auth emulator's own, refreshed after the account's last sign-in was set back
 * (tests/support/auth.ts, `signedInMinutesAgo`).
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_REFUND_APPROVAL_CENTS,
  RECENT_SIGN_IN_MESSAGE,
  REFUND_APPROVAL_MESSAGES,
  formatMinorUnits,
  staffClaims,
  type AuditPage,
  type RefundApprovalAnswer,
  type StaffRole,
} from "@shop/domain";
import { createCustomer, setClaims, signedInMinutesAgo, type TestUser } from "../support/auth.js";
import { createTestProduct, docData } from "../support/admin-sdk.js";
import { mailDocs, mailsTo, received, type InboxMail } from "../support/mail.js";
import {
  createUnpaidPurchase,
  payWithCard,
  readOrderOf,
  readPayment,
  readPurchase,
  SLOW_EMULATOR_MS,
  stripe,
} from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

const BIG = DEFAULT_REFUND_APPROVAL_CENTS + 10_000;
/** How the mails write BIG: $600.00. */
const AMOUNT = formatMinorUnits(BIG, "usd");
const SHOP_MAIL = "admin@gimbal.test";
const STALE = { code: "recent-sign-in-required", message: RECENT_SIGN_IN_MESSAGE };

let owner: TestUser;
let buyer: TestUser;
/** Three admins: the one who asks, and two who may decide. */
let asker: TestUser;
let approver: TestUser;
let decliner: TestUser;

const staffMember = async (name: string, role: StaffRole) =>
  setClaims(await createCustomer(name), staffClaims({}, role));

beforeAll(async () => {
  owner = await signInAdmin();
  buyer = await createCustomer("Second Look Buyer");
  [asker, approver, decliner] = await Promise.all([
    staffMember("Second Look Asker", "admin"),
    staffMember("Second Look Approver", "admin"),
    staffMember("Second Look Decliner", "admin"),
  ]);
}, 60_000);

/** A paid line of BIG (or `cents`) minor units; its purchase id and PaymentIntent. */
async function paidLine(cents = BIG): Promise<{ id: string; pi: string }> {
  const id = await createUnpaidPurchase(buyer, { priceCents: cents });
  return { id, pi: await payWithCard(buyer, id) };
}

const refund = (by: TestUser, id: string, key?: string) =>
  call<RefundApprovalAnswer>("POST", `/purchase/${id}/refund`, {
    token: by.idToken,
    body: {},
    ...(key && { headers: { "Idempotency-Key": key } }),
  });
const decide = (by: TestUser, id: string, what: "approve" | "decline", body: object = {}) =>
  call<RefundApprovalAnswer>("POST", `/refund-approvals/${id}/${what}`, { token: by.idToken, body });
const stripeRefunds = async (pi: string) => (await stripe.refunds.list({ payment_intent: pi })).data;
/** The mail in MailDev; failing, what its outbox document and the inbox say instead. */
async function mailed(to: string, subject: string): Promise<InboxMail> {
  try {
    return await received(to, subject);
  } catch (err) {
    const docs = (await mailDocs({ to })).map((m) => [
      m.kind,
      m.message.subject,
      m.delivery.state,
      m.delivery.error,
    ]);
    const inboxSubjects = (await mailsTo(to)).map((m) => m.subject);
    throw new Error(
      `${String(err)}; outbox: ${JSON.stringify(docs)}; inbox: ${JSON.stringify(inboxSubjects)}`,
    );
  }
}
const trail = async (person: string, kind: string) =>
  (await call<AuditPage>("GET", `/audit?person=${person}&kind=${kind}`, { token: owner.idToken })).body.items;

describe("a refund above REFUND_APPROVAL_CENTS", () => {
  it(
    "is requested (202, nothing in Stripe), refused to its requester, and made once another staff member approves",
    async () => {
      const { id, pi } = await paidLine();
      const asked = await refund(asker, id, `second-look-${id}`);
      expect(asked.status, asked.text).toBe(202);
      expect(asked.body).toMatchObject({
        purchaseId: id,
        amountCents: BIG,
        currency: "usd",
        state: "requested",
        requestedBy: { uid: asker.uid, email: asker.email },
        refundId: null,
      });
      const again = await refund(asker, id, `second-look-${id}`);
      expect(again.status).toBe(202);
      expect(again.body._id).toBe(asked.body._id);
      // Asked again without the key: the line's open request, not a second one.
      expect((await refund(approver, id)).body._id).toBe(asked.body._id);
      expect(await stripeRefunds(pi)).toEqual([]);
      expect((await readPurchase(id)).state).toBe("paid");

      const listed = await call<RefundApprovalAnswer[]>("GET", "/refund-approvals?state=requested", {
        token: approver.idToken,
      });
      expect(listed.body.map((a) => a._id)).toContain(asked.body._id);
      const shopMails = await mailDocs({ purchaseId: id });
      expect(shopMails.map((m) => [m.kind, m.to])).toContainEqual([
        "shop-refund-approval-requested",
        SHOP_MAIL,
      ]);
      await mailed(SHOP_MAIL, `Refund approval needed: ${AMOUNT} for order order-${id}`);

      expectError(
        await decide(asker, asked.body._id, "approve"),
        403,
        "permission-denied",
        REFUND_APPROVAL_MESSAGES.own,
      );
      expect(await stripeRefunds(pi)).toEqual([]);

      const approved = await decide(approver, asked.body._id, "approve");
      expect(approved.status, approved.text).toBe(200);
      expect(approved.body).toMatchObject({ state: "approved", decidedBy: { uid: approver.uid } });
      const made = await stripeRefunds(pi);
      expect(made.map((r) => [r.id, r.amount])).toEqual([[approved.body.refundId, BIG]]);
      expect(await readPurchase(id)).toMatchObject({ state: "refunded", refund: { amountCents: BIG } });
      expect(await readPayment(id)).toMatchObject({ refunded: true, refundId: approved.body.refundId });
      expect(await readOrderOf(id)).toMatchObject({ refundedCents: BIG });
      expect(await docData("refundApprovals", asked.body._id)).toMatchObject({
        state: "approved",
        refundId: approved.body.refundId,
      });
      expectError(
        await decide(decliner, asked.body._id, "decline"),
        409,
        "conflict",
        REFUND_APPROVAL_MESSAGES.decided,
      );

      // The trail: the request by its requester, the approval and the refund by the approver.
      const requested = (await trail(asker.uid, "refund-approval")).filter(
        (e) => e.path === `refundApprovals/${asked.body._id}`,
      );
      expect(requested).toEqual([
        expect.objectContaining({
          actorRole: "admin",
          before: null,
          after: expect.objectContaining({ state: "requested", amountCents: BIG }) as unknown,
        }),
      ]);
      expect(await trail(approver.uid, "refund-approval")).toContainEqual(
        expect.objectContaining({
          before: expect.objectContaining({ state: "requested" }) as unknown,
          after: expect.objectContaining({ state: "approved" }) as unknown,
        }),
      );
      expect(await trail(approver.uid, "refund")).toContainEqual(
        expect.objectContaining({
          path: `purchases/${id}`,
          after: expect.objectContaining({ amountCents: BIG }) as unknown,
        }),
      );
      await mailed(asker.email, `Refund approved: ${AMOUNT} for order order-${id}`);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "declined with a reason: nothing refunded, the requester mailed",
    async () => {
      const { id, pi } = await paidLine();
      const asked = await refund(asker, id);
      expect(asked.status, asked.text).toBe(202);
      const declined = await decide(decliner, asked.body._id, "decline", { reason: "The buyer kept it" });
      expect(declined.status, declined.text).toBe(200);
      expect(declined.body).toMatchObject({ state: "declined", declineReason: "The buyer kept it" });
      expectError(
        await decide(approver, asked.body._id, "approve"),
        409,
        "conflict",
        REFUND_APPROVAL_MESSAGES.decided,
      );
      expect(await stripeRefunds(pi)).toEqual([]);
      expect((await readPurchase(id)).state).toBe("paid");
      expect(await trail(decliner.uid, "refund-approval")).toContainEqual(
        expect.objectContaining({
          path: `refundApprovals/${asked.body._id}`,
          after: expect.objectContaining({
            state: "declined",
            declineReason: "The buyer kept it",
          }) as unknown,
        }),
      );
      const mail = await mailed(asker.email, `Refund declined: ${AMOUNT} for order order-${id}`);
      expect(mail.text).toContain("The buyer kept it");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "approved and declined at once: exactly one decision wins",
    async () => {
      const { id, pi } = await paidLine();
      const asked = await refund(asker, id);
      expect(asked.status, asked.text).toBe(202);
      const [approve, decline] = await Promise.all([
        decide(approver, asked.body._id, "approve"),
        decide(decliner, asked.body._id, "decline"),
      ]);
      const statuses = [approve.status, decline.status].sort();
      expect(statuses, `${approve.text} ${decline.text}`).toEqual([200, 409]);
      const won = approve.status === 200 ? "approved" : "declined";
      expect(await docData("refundApprovals", asked.body._id)).toMatchObject({ state: won });
      expect((await stripeRefunds(pi)).length).toBe(won === "approved" ? 1 : 0);
      expect((await readPurchase(id)).state).toBe(won === "approved" ? "refunded" : "paid");
      const decided = (await mailDocs({ purchaseId: id })).filter(
        (m) => m.kind === "shop-refund-approval-decided",
      );
      expect(decided).toHaveLength(1);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "leaves a refund up to the limit as it was: made at once (200)",
    async () => {
      const { id, pi } = await paidLine(DEFAULT_REFUND_APPROVAL_CENTS);
      const made = await refund(asker, id);
      expect(made.status, made.text).toBe(200);
      expect((await stripeRefunds(pi)).map((r) => r.amount)).toEqual([DEFAULT_REFUND_APPROVAL_CENTS]);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a recent sign-in (auth_time within 5 minutes)", () => {
  it(
    "is needed to ask for and to approve a big refund",
    async () => {
      const { id, pi } = await paidLine();
      const staleAsker = await signedInMinutesAgo(asker, 6);
      expectError(await refund(staleAsker, id), 401, STALE.code, STALE.message);
      // A token from 4 minutes ago is recent enough.
      const asked = await refund(await signedInMinutesAgo(asker, 4), id);
      expect(asked.status, asked.text).toBe(202);
      const staleApprover = await signedInMinutesAgo(approver, 6);
      expectError(await decide(staleApprover, asked.body._id, "approve"), 401, STALE.code, STALE.message);
      expect(await stripeRefunds(pi)).toEqual([]);
      expect(await docData("refundApprovals", asked.body._id)).toMatchObject({ state: "requested" });
    },
    SLOW_EMULATOR_MS,
  );

  it("is needed to delete a product that has orders (not one without), with the trail's entry", async () => {
    const manager = await staffMember("Second Look Manager", "manager");
    const ordered = await createTestProduct({ priceCents: 1_000, minimumOrder: 0, availableOrder: 5 });
    await createUnpaidPurchase(buyer, { productId: ordered, priceCents: 1_000 });
    const unordered = await createTestProduct({ priceCents: 1_000, minimumOrder: 0, availableOrder: 5 });
    const stale = await signedInMinutesAgo(manager, 6);
    const del = (by: TestUser, id: string) => call("DELETE", `/products/${id}`, { token: by.idToken });
    expectError(await del(stale, ordered), 401, STALE.code, STALE.message);
    expect(await docData("products", ordered)).toBeDefined();
    expect((await del(stale, unordered)).status).toBe(200);
    const fresh = await setClaims(manager, staffClaims({}, "manager"));
    expect((await del(fresh, ordered)).status).toBe(200);
    expect(await docData("products", ordered)).toBeUndefined();
    const entries = await trail(manager.uid, "product-delete");
    expect(entries.map((e) => [e.path, e.before?.ordered, e.after])).toEqual(
      expect.arrayContaining([
        [`products/${ordered}`, true, null],
        [`products/${unordered}`, false, null],
      ]),
    );
  });

  it("is needed to grant a role, through PUT /users/:uid/role and Make an Admin", async () => {
    const roleOwner = await staffMember("Second Look Owner", "owner");
    const target = await createCustomer("Second Look Target");
    const stale = await signedInMinutesAgo(roleOwner, 6);
    const setRole = (by: TestUser) =>
      call("PUT", `/users/${target.uid}/role`, { token: by.idToken, body: { role: "support" } });
    const makeAdmin = (by: TestUser) =>
      call("PUT", `/users/admin/${encodeURIComponent(target.email)}`, { token: by.idToken });
    expectError(await setRole(stale), 401, STALE.code, STALE.message);
    expectError(await makeAdmin(stale), 401, STALE.code, STALE.message);
    const fresh = await setClaims(roleOwner, staffClaims({}, "owner"));
    expect((await setRole(fresh)).status).toBe(200);
    const made = await makeAdmin(fresh);
    expect(made.status, made.text).toBe(200);
    await vi.waitFor(async () => {
      const entries = await trail(roleOwner.uid, "role-change");
      expect(entries.map((e) => e.after?.role).sort()).toEqual(["admin", "support"]);
    });
  });

  it(
    "is needed to receive a return whose refund is above the limit (nothing changes without it)",
    async () => {
      const line = await paidLine();
      const receiver = await staffMember("Second Look Receiver", "admin");
      const act = (by: TestUser, path: string, body: object = {}) =>
        call<{ state: string }>("POST", path, { token: by.idToken, body });
      const shipped = await call("PUT", `/purchase/${line.id}`, { token: receiver.idToken, body: {} });
      expect(shipped.status, shipped.text).toBe(200);
      // Both pieces back: their share, BIG, is above the limit.
      const asked = await call<{ returnId: string }>("POST", `/purchase/${line.id}/returns`, {
        token: buyer.idToken,
        body: { quantity: 2, reason: "Damaged" },
      });
      expect(asked.status, asked.text).toBe(201);
      const path = `/returns/${asked.body.returnId}`;
      expect((await act(receiver, `${path}/approve`)).status).toBe(200);
      const stale = await signedInMinutesAgo(receiver, 6);
      expectError(await act(stale, `${path}/receive`), 401, STALE.code, STALE.message);
      expect((await docData("returns", asked.body.returnId))?.state).toBe("approved");
      expect(await stripeRefunds(line.pi)).toEqual([]);
      const fresh = await setClaims(receiver, staffClaims({}, "admin"));
      const received = await act(fresh, `${path}/receive`);
      // Received, its refund waiting for another staff member (return-approval.api.test.ts).
      expect(received.status, JSON.stringify(received.body)).toBe(202);
      expect(received.body.state).toBe("received");
      expect(await stripeRefunds(line.pi)).toEqual([]);
    },
    SLOW_EMULATOR_MS,
  );
});

/**
 * Card disputes on the live stack: an order paid with the dispute test card gets its dispute from
 * Stripe's events (the shop mailed at once, listed for admins, a dashboard refund refused), the
 * shop is reminded three days before the deadline (once), and evidence goes to Stripe and closes
 * it as Stripe decides.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it, vi } from "vitest";
import {
  DISPUTE_MESSAGES,
  type ApiErrorBody,
  type DisputePage,
  type DisputeRecord,
  type OrderAnswer,
  type PlacedOrderAnswer,
  type ReconciliationAnswer,
  type StatsOverviewAnswer,
} from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { STRIPE_LOCAL_URL } from "../support/env.js";
import { inbox } from "../support/mail.js";
import {
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  localEvents,
  paymentIntentIdOf,
  resendEvent,
  stripe,
} from "../support/payments.js";
import { call } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

/**
 * Webhooks, triggers and mail run in the functions emulator beside every other lane: on two busy
 * cores they can take far longer than the API's answers, so these waits get more than SETTLE.
 */
const BUSY_WAIT = { timeout: 90_000, interval: 500 } as const;

const CONTACT = { address: "1 Chargeback Lane, Springfield, IL 62701", phone: "+1 555 0100" };

/** A two-line order paid with the card that opens a dispute; the order and its PaymentIntent. */
async function disputedOrder(
  customer: TestUser,
): Promise<{ orderId: string; pi: string; purchaseIds: string[] }> {
  const [a, b] = await Promise.all([
    createTestProduct({ name: "Dispute Gimbal A", priceCents: 4000, minimumOrder: 1, availableOrder: 20 }),
    createTestProduct({ name: "Dispute Gimbal B", priceCents: 2500, minimumOrder: 1, availableOrder: 20 }),
  ]);
  const placed = await api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user: customer,
    body: {
      items: [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
      ],
      ...CONTACT,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId;
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user: customer,
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const pi = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_createDispute" });
  const order = await vi.waitFor(async () => {
    const res = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    expect(res.body.state).toBe("paid");
    return res.body;
  }, BUSY_WAIT);
  return { orderId, pi, purchaseIds: order.lines.map((l) => l.purchaseId) };
}

async function storedDispute(pi: string): Promise<DisputeRecord & { id: string }> {
  const snap = await adminDb().collection("disputes").where("paymentIntentId", "==", pi).get();
  const doc = snap.docs[0];
  if (!doc) throw new Error(`no dispute for ${pi} yet`);
  return { ...(doc.data() as DisputeRecord), id: doc.id };
}

const subjectsFor = async (text: string) =>
  (await inbox()).map((m) => m.subject).filter((s) => s.includes(text));

describe("card disputes", () => {
  it(
    "records a dispute on the order within seconds, mails the shop, lists it, refuses a dashboard refund and reminds once",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer(), signInAdmin()]);
      const { orderId, pi, purchaseIds } = await disputedOrder(customer);

      const dispute = await vi.waitFor(() => storedDispute(pi), BUSY_WAIT);
      expect(dispute).toMatchObject({
        status: "needs_response",
        reason: "fraudulent",
        orderId,
        currency: "usd",
      });
      expect(dispute.amountCents).toBe(2 * 4000 + 2 * 2500);
      expect(dispute.evidenceDueBy).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      expect(dispute.evidenceDueBy).toBeLessThan(Date.now() + 8 * 24 * 3600 * 1000);
      const order = (await adminDb().collection("orders").doc(orderId).get()).data();
      expect(order?.["dispute"]).toMatchObject({
        id: dispute.id,
        status: "needs_response",
        amountCents: 13000,
      });

      const day = new Date(dispute.evidenceDueBy ?? 0).toISOString().slice(0, 10);
      const opened = `Dispute opened: order ${orderId}, answer by ${day}`;
      await vi.waitFor(async () => expect(await subjectsFor(opened)).toHaveLength(1), BUSY_WAIT);

      const listed = await api<DisputePage>("/disputes?pageSize=50", { user: admin });
      expect(listed.status).toBe(200);
      expect(listed.body.items.find((d) => d._id === dispute.id)).toMatchObject({
        orderId,
        evidenceDueBy: dispute.evidenceDueBy,
      });
      expect((await api("/disputes", { user: customer })).status).toBe(403);

      const refund = await api<ApiErrorBody>(`/purchase/${purchaseIds[0]}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refund.status).toBe(409);
      expect(refund.body.error.message).toBe(DISPUTE_MESSAGES.refundRefused);

      // The bank moves the deadline to two days from now: the three-day reminder is due at once.
      const dueBy = Math.floor(Date.now() / 1000) + 2 * 24 * 3600;
      const moved = await fetch(`${STRIPE_LOCAL_URL}/_local/disputes/${dispute.id}/deadline`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ due_by: String(dueBy) }).toString(),
      });
      expect(moved.status).toBe(200);
      const reminder = `Dispute deadline in 3 days: order ${orderId}`;
      await vi.waitFor(async () => expect(await subjectsFor(reminder)).toHaveLength(1), BUSY_WAIT);
      expect((await storedDispute(pi)).evidenceDueBy).toBe(dueBy * 1000);
      // The same event again (a redelivery) reminds nobody twice and opens nothing twice.
      const updated = (await localEvents(pi, "charge.dispute.updated")).at(-1);
      if (!updated) throw new Error("no charge.dispute.updated event");
      await resendEvent(updated.id);
      await vi.waitFor(async () => {
        const events = await localEvents(pi, "charge.dispute.updated");
        expect(events.at(-1)?.deliveries).toBe(2);
        expect(events.at(-1)?.status).toBe("succeeded");
      }, BUSY_WAIT);
      expect(await subjectsFor(reminder)).toHaveLength(1);
      expect(await subjectsFor(opened)).toHaveLength(1);
    },
    3 * SLOW_EMULATOR_MS,
  );

  it(
    "sends an admin's evidence to Stripe: losing_evidence closes it as lost, on the order too; bad evidence is refused",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer(), signInAdmin()]);
      const { orderId, pi } = await disputedOrder(customer);
      const dispute = await vi.waitFor(() => storedDispute(pi), BUSY_WAIT);

      const empty = await api<ApiErrorBody>(`/disputes/${dispute.id}/evidence`, {
        method: "POST",
        user: admin,
        body: { text: " " },
      });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe(DISPUTE_MESSAGES.evidenceRequired);
      expect(
        (await api(`/disputes/dp_unknown/evidence`, { method: "POST", user: admin, body: { text: "x" } }))
          .status,
      ).toBe(404);
      expect(
        (
          await api(`/disputes/${dispute.id}/evidence`, {
            method: "POST",
            user: customer,
            body: { text: "x" },
          })
        ).status,
      ).toBe(403);

      const lostBefore = (await api<StatsOverviewAnswer>("/stats/overview?days=7", { user: admin })).body
        .disputesLost;
      const answer = await api<DisputeRecord>(`/disputes/${dispute.id}/evidence`, {
        method: "POST",
        user: admin,
        body: { text: "losing_evidence" },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ id: dispute.id, status: "lost" });
      expect(answer.body.evidenceSubmittedAt).toEqual(expect.any(Number));
      expect((await stripe.disputes.retrieve(dispute.id)).status).toBe("lost");
      await vi.waitFor(async () => {
        const order = (await adminDb().collection("orders").doc(orderId).get()).data();
        expect(order?.["dispute"]).toMatchObject({ status: "lost" });
        expect((await localEvents(pi, "charge.dispute.closed")).at(-1)?.status).toBe("succeeded");
      }, BUSY_WAIT);
      const again = await api<ApiErrorBody>(`/disputes/${dispute.id}/evidence`, {
        method: "POST",
        user: admin,
        body: { text: "more" },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(DISPUTE_MESSAGES.notOpen);

      // The overview counts it as money lost (only this file loses disputes).
      const lostAfter = (await api<StatsOverviewAnswer>("/stats/overview?days=7", { user: admin })).body
        .disputesLost;
      expect(lostAfter).toEqual({ count: lostBefore.count + 1, cents: lostBefore.cents + 13000 });
      // The books: the lost dispute is a withdrawal reconciliation knows, never a difference.
      const today = new Date().toISOString().slice(0, 10);
      const run = await api<ReconciliationAnswer>("/reconciliations", {
        method: "POST",
        user: admin,
        body: { from: today, to: today },
      });
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      expect(run.body.disputes).toContainEqual({
        disputeId: dispute.id,
        paymentIntentId: pi,
        status: "lost",
        amountCents: 13000,
        currency: "usd",
      });
      expect(run.body.differences.filter((d) => d.paymentIntentId === pi)).toEqual([]);
      // The CSV export says so.
      const exported = await call("GET", `/orders/export.csv?from=${today}&to=${today}`, {
        token: admin.idToken,
      });
      expect(exported.status).toBe(200);
      const rows = parse(exported.text, { columns: true, bom: true }) as Record<string, string>[];
      expect(rows.find((r) => r["orderId"] === orderId)).toMatchObject({ dispute: "lost" });
    },
    2 * SLOW_EMULATOR_MS,
  );
});

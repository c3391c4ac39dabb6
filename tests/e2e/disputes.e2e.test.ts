/**
 * Issue 33 item 3 in the browser: an order paid with the card that opens a dispute is listed on
 * Disputes with its deadline; the evidence form refuses an empty answer with its message, then
 * sends the admin's evidence to Stripe, and the row shows the dispute closed and answered.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type OrderAnswer, type PlacedOrderAnswer } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { SLOW_EMULATOR_MS, adminDb, api, paymentIntentIdOf, stripe } from "../support/payments.js";

const session = browserSession();
/** Webhooks and triggers run beside the other lanes: generous waits on two busy cores. */
const BUSY_WAIT = { timeout: 90_000, interval: 500 } as const;

let customer: TestUser;
let orderId: string;
let disputeId: string;

beforeAll(async () => {
  customer = await createCustomer("Dana Dispute");
  const productId = await createTestProduct({ name: `Dispute E2E Gimbal ${Date.now()}`, priceCents: 4_500 });
  const placed = await api<PlacedOrderAnswer>("/orders", {
    method: "POST",
    user: customer,
    body: {
      items: [{ productId, quantity: 2 }],
      address: "9 Bank Street, Springfield, IL 62701",
      phone: "+1 555 0199",
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  orderId = placed.body.orderId;
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user: customer,
  });
  const pi = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_createDispute" });
  await vi.waitFor(async () => {
    expect((await api<OrderAnswer>(`/orders/${orderId}`, { user: customer })).body.state).toBe("paid");
  }, BUSY_WAIT);
  disputeId = await vi.waitFor(async () => {
    const snap = await adminDb().collection("disputes").where("paymentIntentId", "==", pi).get();
    const id = snap.docs[0]?.id;
    if (!id) throw new Error(`no dispute of ${pi} yet`);
    return id;
  }, BUSY_WAIT);
}, 2 * SLOW_EMULATOR_MS);

describe("Disputes in the dashboard", () => {
  it(
    "lists the dispute with its deadline and sends the admin's evidence from its form",
    async () => {
      const page = await signInThroughLogin(
        await session.newContext(),
        DEMO_ACCOUNTS.admin.email,
        DEMO_ACCOUNTS.admin.password,
      );
      await page.goto(`${SHOP_URL}/dashboard`);
      await page.locator('a[href="/dashboard/disputes"]').click(UI);
      await page.getByRole("heading", { name: "Disputes" }).waitFor(UI);
      const row = page.getByRole("row").filter({ hasText: orderId });
      await row.getByText("needs response").waitFor(UI);
      const due = await stripe.disputes.retrieve(disputeId);
      const day = new Date((due.evidence_details.due_by ?? 0) * 1000).toISOString().slice(0, 10);
      await row.getByText(day, { exact: true }).waitFor(UI);
      // 2 × $45.00 and the United States zone's $9.00 (the spec's one-line address is in the US).
      await row.getByText("$99.00").waitFor(UI);

      const form = page.getByRole("form", { name: `Answer the dispute of order ${orderId}` });
      await form.getByRole("button", { name: "Submit evidence" }).click();
      await form.getByText("Please write the evidence for the bank").waitFor(UI);
      await form.getByLabel("Evidence").fill("winning_evidence");
      await form.getByRole("button", { name: "Submit evidence" }).click();
      await page.getByText("Evidence sent: the dispute is now won").waitFor(UI);
      await row.getByText("won", { exact: true }).waitFor(UI);
      await row.getByText("Sent", { exact: true }).waitFor(UI);
      expect(await form.count()).toBe(0);
      expect((await stripe.disputes.retrieve(disputeId)).status).toBe("won");
    },
    SLOW_EMULATOR_MS,
  );
});

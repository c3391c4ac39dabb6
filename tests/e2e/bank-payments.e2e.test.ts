/**
 * Paying the way each country pays (issue 49) in a real browser: iDEAL through the bank's test
 * page back to a paid order, and a SEPA debit with Stripe's delayed-failure IBAN that leaves the
 * order processing ('We are waiting for your bank'), then, when the local Stripe's clock moves on,
 * unpaid again with its pieces still held and a mail sent, and paid by card at the second try.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, OrderAnswer, PlacedOrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct, productStock } from "../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import { setStripeClock } from "../support/books.js";
import { browserSession } from "../support/browser-session.js";
import { UI, signInThroughLogin } from "../support/browser.js";
import { SHOP_URL, STRIPE_LOCAL_URL } from "../support/env.js";
import { received } from "../support/mail.js";
import { SLOW_EMULATOR_MS, api } from "../support/payments.js";

const session = browserSession({ keepContexts: true });
/** The webhook (and for a debit the clock) decides: the page follows it by asking again. */
const DECIDED = { timeout: 90_000 } as const;

const AMSTERDAM = {
  name: "Test Buyer",
  line1: "Hoofdstraat 1",
  city: "Amsterdam",
  postalCode: "1011 AB",
  country: "NL",
};
const BERLIN = {
  name: "Test Buyer",
  line1: "Unter den Linden 1",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};

/** The order as its customer reads it (GET /orders/:id: times in milliseconds). */
async function readOrder(user: TestUser, orderId: string): Promise<OrderAnswer> {
  return (await api<OrderAnswer>(`/orders/${orderId}`, { user })).body;
}

/** A signed-in customer on the payment page of a new order of 2 × 50.00 EUR to `address` (20 pieces in stock). */
async function payingInEuros(
  address: PostalAddress,
  phone: string,
): Promise<{ page: Page; user: TestUser; orderId: string; productId: string }> {
  const user = await createCustomer("Test Customer");
  const page = await signInThroughLogin(await session.newContext(), user.email, user.password);
  const productId = await createTestProduct({
    name: `Bank methods ${randomUUID()}`,
    priceCents: 5_000,
    prices: { usd: 5_000, eur: 5_000 },
    minimumOrder: 0,
    availableOrder: 20,
  });
  const placed = await api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user,
    body: { items: [{ productId, quantity: 2 }], address, phone, currency: "eur" },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId;
  await page.goto(`${SHOP_URL}/dashboard/payment/order/${orderId}`);
  await page.getByRole("heading", { name: "Hello, Test Customer" }).waitFor(UI);
  await page.getByRole("tablist", { name: "Payment method" }).waitFor(UI);
  return { page, user, orderId, productId };
}

async function payByCard(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Card" }).click();
  await page.getByLabel("Card number").pressSequentially("4242 4242 4242 4242");
  await page.getByLabel("Expiration date").pressSequentially("12 / 34");
  await page.getByLabel("Security code").pressSequentially("123");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

describe("paying in euros with the bank methods (issue 49)", () => {
  it(
    "iDEAL from the Netherlands: the bank's page, then back to the order paid; coming back twice changes nothing",
    async () => {
      const { page, user, orderId } = await payingInEuros(AMSTERDAM, "+31 20 624 1111");
      const tabs = page.getByRole("tablist", { name: "Payment method" }).getByRole("tab");
      await expect.poll(() => tabs.allTextContents(), UI).toEqual(["Card", "iDEAL", "SEPA Debit"]);
      await page.getByRole("tab", { name: "iDEAL" }).click();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.waitForURL((url) => url.href.startsWith(`${STRIPE_LOCAL_URL}/_local/bank_redirect/`), UI);
      await page.getByRole("button", { name: "Authorize test payment" }).click();
      await page.waitForURL((url) => url.pathname === `/dashboard/payment/order/${orderId}`, UI);
      await page.getByText("Payment Success!").waitFor(DECIDED);
      const paid = await readOrder(user, orderId);
      expect(paid.state).toBe("paid");
      expect(paid.history.map((h) => h.state)).toEqual(["unpaid", "paid"]);
      // The bank's return again (a reload, a second tab): the same page, the order untouched.
      await page.reload();
      await page.getByText("Payment Success!").waitFor(DECIDED);
      expect((await readOrder(user, orderId)).updatedAt).toBe(paid.updatedAt);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "a SEPA debit that fails after days: waiting for the bank, then unpaid with its pieces held and a mail, then paid by card",
    async () => {
      const { page, user, orderId, productId } = await payingInEuros(BERLIN, "+49 30 901820");
      await page.getByRole("tab", { name: "SEPA Debit" }).click();
      await page.getByText(/you authorise \(A\) Gimbal Shop and Stripe/).waitFor(UI);
      await page.getByLabel("IBAN").fill("DE78370400440532013004");
      await page.getByLabel("Full name").fill("Test Customer");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.getByRole("heading", { name: "We are waiting for your bank" }).waitFor(DECIDED);
      expect((await readOrder(user, orderId)).state).toBe("processing");
      expect(await productStock(productId)).toBe(18);

      // Stripe's "after at least three minutes": the local Stripe's clock moves on.
      const moved = await fetch(`${STRIPE_LOCAL_URL}/_local/clock`, {
        method: "POST",
        body: new URLSearchParams({ advance: "180" }),
      });
      expect(moved.ok).toBe(true);
      await setStripeClock(null);
      await page
        .getByText("The payment did not go through: try again or choose another method")
        .waitFor(DECIDED);
      const unpaid = await readOrder(user, orderId);
      expect(unpaid.state).toBe("unpaid");
      expect(unpaid.holdUntil).toBeGreaterThan(Date.now());
      expect(await productStock(productId)).toBe(18);
      const name = unpaid.lines[0]?.productName ?? "";
      await received(user.email, `Your payment failed: pay again — ${name} × 2`);

      await payByCard(page);
      await page.getByText("Payment Success!").waitFor(DECIDED);
      await vi.waitFor(async () => expect((await readOrder(user, orderId)).state).toBe("paid"), DECIDED);
      expect((await readOrder(user, orderId)).history.map((h) => h.state)).toEqual([
        "unpaid",
        "processing",
        "unpaid",
        "paid",
      ]);
    },
    SLOW_EMULATOR_MS,
  );
});

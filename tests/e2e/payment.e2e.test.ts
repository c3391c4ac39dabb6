import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createCustomer, type TestUser } from "../support/auth.js";
import { SHOP_URL } from "../support/env.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  createUnpaidPurchase,
  readPayment,
  readOrderOf,
  readPurchase,
  stripe,
} from "../support/payments.js";
import { browserSession } from "../support/browser-session.js";
import { UI } from "../support/browser.js";

const session = browserSession({ keepContexts: true });

const CARDS = {
  visa: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  threeDSecure: "4000 0027 6000 3184",
};

/** A fresh customer signed in through /login, with one unpaid purchase of $49.98. */
async function signedInWithPurchase(): Promise<{ page: Page; user: TestUser; purchaseId: string }> {
  const user = await createCustomer("Test Customer");
  const purchaseId = await createUnpaidPurchase(user, {
    priceCents: 4_998,
    productName: "Payment Test Gimbal",
  });
  const context = await session.newContext();
  const page = await context.newPage();
  await page.goto(`${SHOP_URL}/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/login", UI);
  return { page, user, purchaseId };
}

async function openPayment(page: Page, purchaseId: string): Promise<void> {
  await page.goto(`${SHOP_URL}/dashboard/payment/${purchaseId}`);
  await page.getByRole("heading", { name: "Hello, Test Customer" }).waitFor(UI);
  expect(await page.getByText("Pay for Payment Test Gimbal").count()).toBe(1);
  expect(await page.getByText("$49.98").count()).toBe(1);
  await page.getByLabel("Card number").waitFor(UI);
}

async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Card number").fill("");
  await page.getByLabel("Card number").pressSequentially(number);
  await page.getByLabel("Expiration date").fill("");
  await page.getByLabel("Expiration date").pressSequentially("12 / 34");
  await page.getByLabel("Security code").fill("");
  await page.getByLabel("Security code").pressSequentially("123");
  // The Payment Element asks for the country, and a ZIP code for the US (its default here).
  if ((await page.getByLabel("ZIP code").count()) > 0) {
    await page.getByLabel("ZIP code").fill("");
    await page.getByLabel("ZIP code").pressSequentially("12345");
  }
}

async function pay(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: "Pay", exact: true });
  await expect.poll(() => button.isEnabled(), UI).toBe(true);
  await button.click();
}

async function expectSuccess(page: Page): Promise<string> {
  await page.getByRole("heading", { name: "Payment Success!" }).waitFor(UI);
  expect(await page.getByText("Congrats! Your payment is confirmed").count()).toBe(1);
  const transactionId = (await page.locator(".payment-success__id").textContent()) ?? "";
  expect(transactionId).toMatch(/^pi_/);
  return transactionId;
}

describe("payment page", { timeout: SLOW_EMULATOR_MS }, () => {
  it("pays with 4242 4242 4242 4242 and shows the transaction id; the purchase is paid", async () => {
    const { page, purchaseId } = await signedInWithPurchase();
    await page.setViewportSize({ width: 360, height: 740 });
    await openPayment(page, purchaseId);
    // Usable on a small phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await enterCard(page, CARDS.visa);
    await pay(page);
    const transactionId = await expectSuccess(page);
    await expect.poll(async () => (await readPurchase(purchaseId)).transactionId, SETTLE).toBe(transactionId);
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "paid", paid: true });
    expect((await readPayment(purchaseId))?.transactionId).toBe(transactionId);

    // Coming back shows the paid state, not the form.
    await page.reload();
    await page.getByText("This purchase is already paid.").waitFor(UI);
    expect(await page.getByLabel("Card number").count()).toBe(0);
  });

  it("shows a declined card's message in red, stays unpaid, and a retry with 4242 succeeds", async () => {
    const { page, purchaseId } = await signedInWithPurchase();
    await openPayment(page, purchaseId);
    await enterCard(page, CARDS.declined);
    await pay(page);
    const error = page.getByRole("alert").filter({ hasText: "Your card was declined." });
    await error.waitFor(UI);
    expect(await error.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(185, 28, 28)");
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "unpaid", paid: false });

    await enterCard(page, CARDS.visa);
    await pay(page);
    const transactionId = await expectSuccess(page);
    await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");
    expect((await readPurchase(purchaseId)).transactionId).toBe(transactionId);
  });

  it("asks for 3-D Secure: completing it pays, failing it shows the error and stays unpaid", async () => {
    const { page, purchaseId } = await signedInWithPurchase();
    await openPayment(page, purchaseId);
    await enterCard(page, CARDS.threeDSecure);
    await pay(page);
    const challenge = page.getByRole("dialog", { name: "Secure payment authentication" });
    await challenge.waitFor(UI);
    await challenge.getByRole("button", { name: "Fail authentication" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "We are unable to authenticate your payment method." })
      .waitFor(UI);
    expect(await readPurchase(purchaseId)).toMatchObject({ state: "unpaid", paid: false });

    await enterCard(page, CARDS.threeDSecure);
    await pay(page);
    await challenge.waitFor(UI);
    await challenge.getByRole("button", { name: "Complete authentication" }).click();
    const transactionId = await expectSuccess(page);
    await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");
    expect((await readPurchase(purchaseId)).transactionId).toBe(transactionId);
  });

  it("is still paid when the customer closes the page right after confirming (webhook)", async () => {
    const { page, purchaseId } = await signedInWithPurchase();
    await openPayment(page, purchaseId);
    // The page never gets to record the payment itself: only Stripe's webhook can.
    await page.route("**/api/purchase/**", (route) =>
      route.request().method() === "PATCH" ? route.abort() : route.continue(),
    );
    await enterCard(page, CARDS.visa);
    const confirmed = page.waitForResponse((r) =>
      /\/v1\/payment_intents\/[^/]+\/confirm$/.test(new URL(r.url()).pathname),
    );
    await pay(page);
    expect((await confirmed).status()).toBe(200);
    await page.close();
    await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");
    expect((await readPurchase(purchaseId)).transactionId).toMatch(/^pi_/);
    expect(await readPayment(purchaseId)).toBeDefined();
  });

  it("comes back from a redirecting payment method to the return URL and shows the spec's success texts", async () => {
    const { page, purchaseId } = await signedInWithPurchase();
    await openPayment(page, purchaseId);
    // The page made the purchase's PaymentIntent; a redirecting method (a bank page) paid it.
    // It pays the purchase's order (every checkout is an order), which keeps it.
    const paymentIntentId = String((await readOrderOf(purchaseId)).paymentIntentId ?? "");
    expect(paymentIntentId).toMatch(/^pi_/);
    const pi = await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
    const back = new URLSearchParams({
      payment_intent: pi.id,
      payment_intent_client_secret: pi.client_secret ?? "",
      redirect_status: "succeeded",
    });
    await page.goto(`${SHOP_URL}/dashboard/payment/${purchaseId}?${back.toString()}`);
    const transactionId = await expectSuccess(page);
    expect(transactionId).toBe(pi.id);
    await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");
  });
});

/**
 * Orders of several products in the browser: a customer fills the cart from two purchase pages,
 * edits a quantity, removes a line, applies LAUNCH10, places one order, pays it with 4242 and
 * sees two paid rows in My Product; an admin creates a promo code and refunds one line.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { SETTLE, adminDb, api, paymentIntentIdOf, stripe } from "../support/payments.js";
import { browserSession } from "../support/browser-session.js";
import { fillAddress } from "../support/address-form.js";
import { payWith4242 } from "../support/pay-with-card.js";

const session = browserSession({ keepContexts: true });

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await session.newContext();
  return signInThroughLogin(context, email, password);
}

async function addToCart(page: Page, productId: string, quantity: number): Promise<void> {
  await page.goto(`${SHOP_URL}/products/${productId}`);
  await page.getByLabel("Quantity").fill(String(quantity));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.getByText("Added to cart").first().waitFor(UI);
}

/** A new customer's order of two products, paid with 4242 through the API; its id and first line's product. */
async function paidTwoLineOrder(stamp: number): Promise<{ orderId: string; lineName: string }> {
  const user = await createCustomer("Line Refund Customer");
  const lineName = `Refund Line ${stamp}`;
  const [a, b] = await Promise.all([
    createTestProduct({ name: lineName, priceCents: 1500, minimumOrder: 0, availableOrder: 10 }),
    createTestProduct({ name: `Kept Line ${stamp}`, priceCents: 2500, minimumOrder: 0, availableOrder: 10 }),
  ]);
  const placed = await api<{ orderId: string }>("/orders", {
    method: "POST",
    user,
    body: {
      items: [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
      ],
      address: "1 Road, Springfield, IL 62701",
      phone: "+1 555 0100",
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const intent = await api<{ clientSecret: string }>(`/orders/${placed.body.orderId}/payment-intent`, {
    method: "POST",
    user,
  });
  await stripe.paymentIntents.confirm(paymentIntentIdOf(intent.body.clientSecret), {
    payment_method: "pm_card_visa",
  });
  await expect
    .poll(
      async () => (await adminDb().collection("orders").doc(placed.body.orderId).get()).get("state"),
      SETTLE,
    )
    .toBe("paid");
  return { orderId: placed.body.orderId, lineName };
}

describe("the cart", () => {
  it("adds two products, edits, removes, applies LAUNCH10, orders once and pays once", async () => {
    const stamp = Date.now();
    const [a, b, c] = await Promise.all([
      createTestProduct({
        name: `Cart Alpha ${stamp}`,
        priceCents: 2000,
        minimumOrder: 1,
        availableOrder: 30,
      }),
      createTestProduct({
        name: `Cart Beta ${stamp}`,
        priceCents: 3000,
        minimumOrder: 1,
        availableOrder: 30,
      }),
      createTestProduct({
        name: `Cart Gamma ${stamp}`,
        priceCents: 500,
        minimumOrder: 1,
        availableOrder: 30,
      }),
    ]);
    const user = await createCustomer("Cart Shopper");
    const page = await signedIn(user.email, user.password);
    await addToCart(page, a, 2);
    await addToCart(page, b, 3);
    await addToCart(page, c, 2);
    // The header's Cart link counts the lines (its accessible name includes the count).
    const cartLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Cart\b/ });
    await expect.poll(() => cartLink.textContent(), UI).toMatch(/^Cart\W*3\W*lines$/);

    await cartLink.click();
    await page.getByRole("heading", { name: "Your Cart" }).waitFor(UI);
    await page.getByRole("button", { name: `Remove Cart Gamma ${stamp}` }).click();
    await expect.poll(() => page.getByText(`Cart Gamma ${stamp}`).count(), UI).toBe(0);
    const quantity = page
      .getByRole("listitem")
      .filter({ hasText: `Cart Alpha ${stamp}` })
      .getByLabel("Quantity");
    await quantity.fill("4");
    await quantity.press("Enter");
    // 4 × $20 + 3 × $30 = $170, priced by the server.
    await page.getByText("$170.00").first().waitFor(UI);

    await page.getByLabel("Promo code").fill("launch10");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Discount").waitFor(UI);
    expect(await page.getByText("−$17.00").count()).toBe(1);
    expect(await page.getByText("$153.00").count()).toBe(1);

    // Austin, Texas: free US shipping over $100 and no tax, so the total stays $153.00.
    await fillAddress(page, { line1: "1 Reseller Road" });
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL(/\/dashboard\/payment\/order\//, UI);
    await page.getByText(`Pay for Cart Alpha ${stamp}, Cart Beta ${stamp}`).waitFor(UI);
    expect(await page.getByText("$153.00").count()).toBeGreaterThan(0);
    await payWith4242(page);

    await page.goto(`${SHOP_URL}/dashboard`);
    const rows = page.getByRole("row").filter({ hasText: String(stamp) });
    await expect.poll(() => rows.filter({ hasText: "Paid" }).count(), SETTLE).toBe(2);
  }, 180_000);

  it("lets the admin create a code and refund one line of a paid two-line order", async () => {
    const stamp = Date.now();
    const page = await signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.goto(`${SHOP_URL}/dashboard/promoCodes`);
    await page.getByRole("heading", { name: "Promo Codes" }).waitFor(UI);
    const code = `E2E${stamp}`.slice(0, 20);
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Percent off (1–100)").fill("15");
    await page.getByRole("button", { name: "Create code" }).click();
    await page.getByRole("cell", { name: code, exact: true }).waitFor(UI);
    const row = page.getByRole("row").filter({ hasText: code });
    expect(await row.getByRole("cell", { name: "15 %", exact: true }).count()).toBe(1);
    expect(await row.getByRole("cell", { name: "0", exact: true }).count()).toBe(1);

    // A customer's paid order of two lines (placed and paid through the API and local Stripe).
    const { orderId, lineName } = await paidTwoLineOrder(stamp);
    await page.goto(`${SHOP_URL}/dashboard/allProducts`);
    const refund = page.getByRole("button", { name: new RegExp(`^Refund: ${lineName} for `) });
    await refund.first().waitFor(UI);
    await refund.first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Refund", exact: true }).click();
    await page.getByText("Payment refunded").first().waitFor(UI);
    const order = (await adminDb().collection("orders").doc(orderId).get()).data();
    expect(order?.state).toBe("partially_refunded");
  }, 120_000);
});

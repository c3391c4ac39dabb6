/**
 * Selling worldwide in the browser (issue 31): choosing Germany and a Berlin postal code on the
 * cart shows the Shipping and Tax lines quoted by the server (Europe's rate, VAT 19 %) before
 * Place Order; a German postal code of four digits is refused with the country's name. The admin
 * Shipping page: a zone's rate edited there is what the next quote on the cart charges. The
 * profile's Address: saved there, it fills the cart's fieldset, which is quoted at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { TEXAS_BUYER, fillAddress } from "../support/address-form.js";
import { createCustomer, signIn } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { api } from "../support/payments.js";

const session = browserSession();

/** The value beside a term of the checkout's totals. */
const totalOf = (page: Page, term: string | RegExp) =>
  page.locator(".checkout__totals dt").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");

describe("the cart to Berlin", () => {
  it("shows Shipping and Tax from the server once Germany and the postal code are chosen", async () => {
    const stamp = Date.now();
    const productId = await createTestProduct({
      name: `Berlin Gimbal ${stamp}`,
      priceCents: 6_000,
      minimumOrder: 0,
      availableOrder: 20,
    });
    const user = await createCustomer("Erika Browser");
    const context = await session.newContext();
    const page = await signInThroughLogin(context, user.email, user.password);
    await page.goto(`${SHOP_URL}/products/${productId}`);
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart").first().waitFor(UI);

    await page.goto(`${SHOP_URL}/cart`);
    await page.getByRole("heading", { name: "Your Cart" }).waitFor(UI);
    const address = page.getByRole("group", { name: "Address" });
    await address.waitFor(UI);
    expect(await page.locator(".checkout__totals dt").filter({ hasText: "Shipping" }).count()).toBe(0);
    await page.getByLabel("Country").selectOption("DE");
    // Germany has no State / region field.
    await expect.poll(() => page.getByLabel("State / region").count(), UI).toBe(0);
    await page.getByLabel("Postal code").fill("10115");
    // 2 × $60.00 = $120.00; Europe's shipping $15.00; VAT 19 % of $135.00 = $25.65.
    await expect.poll(() => totalOf(page, /^Shipping$/).textContent(), UI).toBe("$15.00");
    expect(await totalOf(page, /^Tax/).textContent()).toBe("$25.65");
    expect(await page.locator(".checkout__totals").textContent()).toContain("VAT 19 % (DE)");
    expect(await totalOf(page, /^Total$/).textContent()).toBe("$160.65");
    expect(await page.getByRole("button", { name: "Place Order" }).isEnabled()).toBe(true);

    await page.getByLabel("Postal code").fill("1234");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Please enter a valid postal code for Germany" })
      .waitFor(UI);
    expect(new URL(page.url()).pathname).toBe("/cart");
  }, 120_000);
});

describe("the admin Shipping page", () => {
  it("edits a zone's rate, and the cart's next quote to that country charges it", async () => {
    const stamp = Date.now();
    // A zone of the test's own, for a country no other zone or test ships to (Singapore).
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const zoneId = `e2e-singapore-${stamp}`;
    const name = `Test Singapore ${stamp}`;
    const created = await api(`/shipping-zones/${zoneId}`, {
      method: "PUT",
      user: admin,
      body: { name, countries: ["SG"], rateCents: 2_000 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    try {
      const adminContext = await session.newContext();
      const adminPage = await signInThroughLogin(
        adminContext,
        DEMO_ACCOUNTS.admin.email,
        DEMO_ACCOUNTS.admin.password,
      );
      await adminPage.goto(`${SHOP_URL}/dashboard/shipping`);
      await adminPage.getByRole("heading", { name: "Shipping" }).first().waitFor(UI);
      await adminPage.getByRole("button", { name: `Edit ${name}` }).click();
      await adminPage.getByLabel("Rate ($)").fill("27.50");
      await adminPage.getByRole("button", { name: `Save ${name}` }).click();
      await adminPage.getByText(`Shipping zone ${name} saved`).first().waitFor(UI);
      const row = adminPage.getByRole("row").filter({ hasText: name });
      await expect.poll(() => row.textContent(), UI).toContain("$27.50");

      const productId = await createTestProduct({
        name: `Singapore Gimbal ${stamp}`,
        priceCents: 4_000,
        minimumOrder: 0,
        availableOrder: 20,
      });
      const user = await createCustomer("Sing Buyer");
      const context = await session.newContext();
      const page = await signInThroughLogin(context, user.email, user.password);
      await page.goto(`${SHOP_URL}/products/${productId}`);
      await page.getByLabel("Quantity").fill("1");
      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").first().waitFor(UI);
      await page.goto(`${SHOP_URL}/cart`);
      await page.getByRole("group", { name: "Address" }).waitFor(UI);
      await page.getByLabel("Country").selectOption("SG");
      await page.getByLabel("Postal code").fill("018956");
      // The edited rate, not the one the zone was made with; no tax (no registration there).
      await expect.poll(() => totalOf(page, /^Shipping$/).textContent(), UI).toBe("$27.50");
      expect(await totalOf(page, /^Tax/).textContent()).toBe("$0.00");
      expect(await totalOf(page, /^Total$/).textContent()).toBe("$67.50");
    } finally {
      await api(`/shipping-zones/${zoneId}`, { method: "DELETE", user: admin });
    }
  }, 150_000);
});

describe("the profile's Address", () => {
  it("is saved on My Profile and fills the cart's Address fieldset, quoted at once", async () => {
    const stamp = Date.now();
    const productId = await createTestProduct({
      name: `Profile Gimbal ${stamp}`,
      priceCents: 4_000,
      minimumOrder: 0,
      availableOrder: 20,
    });
    const user = await createCustomer("Tex Profile");
    const context = await session.newContext();
    const page = await signInThroughLogin(context, user.email, user.password);
    await page.goto(`${SHOP_URL}/dashboard/profile`);
    await page.getByRole("group", { name: "Address" }).waitFor(UI);
    await fillAddress(page, TEXAS_BUYER);
    await page.getByRole("button", { name: "Save address" }).click();
    await page.getByText("Address saved").first().waitFor(UI);

    await page.goto(`${SHOP_URL}/products/${productId}`);
    await page.getByLabel("Quantity").fill("1");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart").first().waitFor(UI);
    await page.goto(`${SHOP_URL}/cart`);
    await page.getByRole("group", { name: "Address" }).waitFor(UI);
    await expect.poll(() => page.getByLabel("Full name").inputValue(), UI).toBe(TEXAS_BUYER.name);
    expect(await page.getByLabel("State / region").inputValue()).toBe("TX");
    expect(await page.getByLabel("Postal code").inputValue()).toBe("78701");
    expect(await page.getByLabel("Phone").inputValue()).toBe(TEXAS_BUYER.phone);
    // Quoted without typing anything: the United States zone's $9.00, no tax in Texas.
    await expect.poll(() => totalOf(page, /^Shipping$/).textContent(), UI).toBe("$9.00");
    expect(await totalOf(page, /^Tax/).textContent()).toBe("$0.00");
    expect(await totalOf(page, /^Total$/).textContent()).toBe("$49.00");
  }, 120_000);
});

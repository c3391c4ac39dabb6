/**
 * Selling worldwide in the browser (issue 31): choosing Germany and a Berlin postal code on the
 * cart shows the Shipping and Tax lines quoted by the server (Europe's rate, VAT 19 %) before
 * Place Order; a German postal code of four digits is refused with the country's name.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer } from "../support/auth.js";
import { signInThroughLogin } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { SHOP_URL } from "../support/env.js";

const session = browserSession();
const UI = { timeout: 30_000 };

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

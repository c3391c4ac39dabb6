/**
 * Prices in the buyer's currency in the browser (issue 32): `/shop?currency=eur` arrives as HTML
 * with € prices and JSON-LD offers in EUR; the header's Currency switch turns the shop grid, the
 * cart (its lines and the server's totals with VAT included) and the payment page to euros, and
 * the choice is remembered on the next visit.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer } from "../support/auth.js";
import { signInThroughLogin, UI, waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { fillAddress } from "../support/address-form.js";
import { SHOP_URL } from "../support/env.js";

const session = browserSession();

/** A product sold at $60.00, €55.00 and £48.00 (newest first: the first card of page 1). */
function listedProduct(name: string): Promise<string> {
  return createTestProduct({
    name,
    priceCents: 6_000,
    prices: { usd: 6_000, eur: 5_500, gbp: 4_800 },
    minimumOrder: 0,
    availableOrder: 20,
  });
}

/** The price on the card of the product named `name`. */
const cardPrice = (page: Page, name: string) =>
  page.locator("article.product-card").filter({ hasText: name }).locator(".product-card__price");

/** The value beside a term of the checkout's totals. */
const totalOf = (page: Page, term: string | RegExp) =>
  page.locator(".checkout__totals dt").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");

describe("/shop?currency=eur as fetched without scripts", () => {
  it("has € prices on the cards and JSON-LD offers in EUR", async () => {
    const name = `Euro Gimbal ${Date.now()}`;
    await listedProduct(name);
    const res = await fetch(`${SHOP_URL}/shop?currency=eur`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const card = new RegExp(`${name}</a></h2>.*?class="product-card__price">([^<]*)<`, "s").exec(html);
    expect(card?.[1]).toBe("€55.00");
    const lists = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? "null") as { itemListElement?: { item: Record<string, unknown> }[] })
      .flatMap((ld) => ld.itemListElement ?? []);
    expect(lists.find((l) => l.item.name === name)?.item.offers).toMatchObject({
      "@type": "Offer",
      price: "55.00",
      priceCurrency: "EUR",
    });
    // Without `?currency=` the page stays in the spec's dollars.
    const usd = await (await fetch(`${SHOP_URL}/shop`)).text();
    expect(new RegExp(`${name}</a></h2>.*?class="product-card__price">([^<]*)<`, "s").exec(usd)?.[1]).toBe(
      "$60.00",
    );
  });
});

describe("the Currency switch", () => {
  it("turns the shop grid, the cart and the payment page to euros, and is remembered", async () => {
    const user = await createCustomer("Marianne Browser");
    const context = await session.newContext();
    const page = await signInThroughLogin(context, user.email, user.password);
    // Made once signed in: the other lanes' new products, listed newest first, then have only a
    // moment to push it off the first page (a slow sign-in gave them long enough once).
    const name = `Switch Gimbal ${Date.now()}`;
    const productId = await listedProduct(name);

    await page.goto(`${SHOP_URL}/shop`);
    await expect.poll(() => cardPrice(page, name).textContent(), UI).toBe("$60.00");
    // A click before React has hydrated the switch does nothing (run 21, beside the other lane).
    await waitForHydrated(page, '.currency-switch[aria-label="Currency"] button');
    const currency = page.getByRole("group", { name: "Currency" });
    await currency.getByRole("button", { name: "EUR €" }).click();
    await expect.poll(() => cardPrice(page, name).textContent(), UI).toBe("€55.00");
    expect(await currency.getByRole("button", { name: "EUR €" }).getAttribute("aria-pressed")).toBe("true");

    await page.goto(`${SHOP_URL}/products/${productId}`);
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await page.getByText("Added to cart").first().waitFor(UI);

    // A new page load: the choice is remembered.
    await page.goto(`${SHOP_URL}/cart`);
    await page.getByRole("heading", { name: "Your Cart" }).waitFor(UI);
    await expect.poll(() => page.locator(".cart-line__total").first().textContent(), UI).toBe("€110.00");
    await fillAddress(page, {
      name: "Marianne Dupont",
      line1: "1 Rue de Rivoli",
      city: "Paris",
      region: "",
      postalCode: "75001",
      country: "FR",
      phone: "+33 1 42 76 40 40",
    });
    // 2 × €55.00 + Europe's €14.00 = €124.00, VAT 20 % included: €20.66 (€18.33 + €2.33, each line rounded).
    await expect.poll(() => totalOf(page, /^Shipping$/).textContent(), UI).toBe("€14.00");
    expect(await totalOf(page, /^Total$/).textContent()).toBe("€124.00");
    expect(await totalOf(page, /^Tax/).textContent()).toBe("€20.66");
    expect(await page.locator(".checkout__totals").textContent()).toContain("included in the prices");

    await page.getByRole("button", { name: "Place Order" }).click();
    await page.waitForURL(/\/dashboard\/payment\/order\//, UI);
    await expect.poll(() => page.locator(".payment-summary__amount").textContent(), UI).toBe("€124.00");
  }, 150_000);
});

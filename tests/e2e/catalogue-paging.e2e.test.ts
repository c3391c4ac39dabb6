/**
 * A visitor pages through the products (6 per page) and the customer feedback (3 per page), the
 * current page highlighted, each page compared with the API's. Runs alone (ALONE_STEPS in
 * scripts/emulated-suites.ts): a product or review another lane adds meanwhile shifts the pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, SHOP_URL } from "../support/env.js";

const session = browserSession();

async function newPage(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Each card's name: its heading's first node (a feedback card's heading may add 'Verified buyer'). */
const cardNames = (page: Page, selector: string) =>
  page
    .locator(`${selector} h3`)
    .evaluateAll((headings) => headings.map((h) => h.firstChild?.textContent ?? ""));
const cardMessages = (page: Page) => page.locator(".feedback-card__message").allTextContents();
const buyNowHrefs = (page: Page) =>
  page.locator(".product-card a.btn").evaluateAll((links) => links.map((a) => a.getAttribute("href")));

interface ListPage {
  items: { _id: string; name: string; star?: number; feedbackMessage?: string }[];
  total: number;
}

/** The API page the app asks for (so the test compares the screen with what the server sent). */
async function waitForPage(page: Page, path: string, n: number): Promise<ListPage> {
  const res = await page.waitForResponse((r) => {
    const u = new URL(r.url());
    return u.pathname === path && u.searchParams.get("page") === String(n) && r.request().method() === "GET";
  });
  return (await res.json()) as ListPage;
}

describe("public pages", () => {
  it("a visitor pages through the products, 6 per page, with the current page highlighted", async () => {
    const page = await newPage();
    // The first page arrives in the HTML (functions/src/storefront): the browser asks for none.
    const one = (await (await fetch(`${API_URL}/products?page=1&pageSize=6`)).json()) as ListPage;
    await page.goto(`${SHOP_URL}/`);
    const products = page.getByRole("navigation", { name: "Product pages" });
    expect(one.items).toHaveLength(6);
    await expect
      .poll(() => buyNowHrefs(page), { timeout: 20_000 })
      .toEqual(one.items.map((p) => `/products/${p._id}`));
    expect(
      await products.getByRole("link", { name: "Page 1", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    expect(await page.locator(".product-card__price").first().textContent()).toMatch(/^\$\d/);

    await waitForHydrated(page, 'nav[aria-label="Product pages"] a');
    const secondPage = waitForPage(page, "/api/products", 2);
    await products.getByRole("link", { name: "Page 2", exact: true }).click();
    const two = await secondPage;
    expect(new URL(page.url()).search).toBe("?page=2");
    expect(two.items.length).toBeGreaterThan(0);
    expect(two.items.length).toBeLessThanOrEqual(6);
    await expect
      .poll(() => buyNowHrefs(page), { timeout: 15_000 })
      .toEqual(two.items.map((p) => `/products/${p._id}`));
    expect(
      await products.getByRole("link", { name: "Page 2", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      await products.getByRole("link", { name: "Page 1", exact: true }).getAttribute("aria-current"),
    ).toBeNull();
    expect(two.items.some((p) => one.items.some((q) => q._id === p._id))).toBe(false);
  });

  it("a visitor pages through the customer feedback, 3 per page, with stars and avatars", async () => {
    const page = await newPage();
    // The first page arrives in the HTML (functions/src/storefront): the browser asks for none.
    const one = (await (await fetch(`${API_URL}/feedback?page=1&pageSize=3`)).json()) as ListPage;
    await page.goto(`${SHOP_URL}/home`);
    const pager = page.getByRole("navigation", { name: "Feedback pages" });
    await waitForHydrated(page, 'nav[aria-label="Feedback pages"] button');
    expect(one.items).toHaveLength(3);
    await expect
      .poll(() => cardNames(page, ".feedback-card"), { timeout: 20_000 })
      .toEqual(one.items.map((f) => f.name));
    const card = page.locator(".feedback-card").first();
    expect(await card.getByRole("img", { name: `${one.items[0]?.star} out of 5 stars` }).count()).toBe(1);
    expect(await card.locator(".star--on").count()).toBe(one.items[0]?.star);
    const avatar = card.locator("img.feedback-card__avatar");
    expect(await avatar.getAttribute("width")).toBe("64");
    expect(await avatar.getAttribute("height")).toBe("64");

    const secondPage = waitForPage(page, "/api/feedback", 2);
    await pager.getByRole("button", { name: "Page 2", exact: true }).click();
    const two = await secondPage;
    expect(two.items.length).toBeGreaterThan(0);
    await expect
      .poll(() => cardMessages(page), { timeout: 15_000 })
      .toEqual(two.items.map((f) => f.feedbackMessage));
    expect(
      await pager.getByRole("button", { name: "Page 2", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      await pager.getByRole("button", { name: "Page 1", exact: true }).getAttribute("aria-current"),
    ).toBeNull();
  });
});

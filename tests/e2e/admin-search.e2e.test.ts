/**
 * Issue 25 items 3 and 5 in Chromium: the admin searches All Product by a customer's email as
 * they type, the search lands in the URL (a link to it opens the same list; Back goes back), a
 * state filter narrows it; and on a 375 px phone each admin row is a card whose action buttons
 * are on screen, not scrolled off to the side; at 390 px the filters and the two exports fold
 * behind Filters and Export (issue 35), so the first row is on the first screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct, markPaid } from "../support/admin-sdk.js";
import { createCustomer, signIn, type TestUser } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";

const session = browserSession();

/** The search trigger runs within seconds; on two busy cores beside other suites, allow more. */
const INDEXED = { timeout: 90_000, interval: 500 };

async function adminPage(width: number, height = 800): Promise<Page> {
  const context = await session.newContext({ viewport: { width, height } });
  return signInThroughLogin(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}

/** A paid purchase of `buyer` (placed through the API, paid as the payment service records it). */
async function paidPurchase(buyer: TestUser, productName: string): Promise<string> {
  const productId = await createTestProduct({ name: productName, availableOrder: 20, priceCents: 2500 });
  const res = await fetch(`${API_URL}/purchase`, {
    method: "POST",
    headers: { Authorization: `Bearer ${buyer.idToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      productId,
      quantity: 2,
      address: "3 Search Street, Springfield, IL 62701",
      phone: "555-0142",
    }),
  });
  expect(res.status).toBe(201);
  const { insertedId } = (await res.json()) as { insertedId: string };
  await markPaid(insertedId);
  // Its search fields are written by a trigger within seconds of the payment record.
  const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await expect
    .poll(async () => {
      const found = await fetch(`${API_URL}/payments?q=${insertedId}`, {
        headers: { Authorization: `Bearer ${admin.idToken}` },
      });
      return ((await found.json()) as { _id: string }[]).map((p) => p._id);
    }, INDEXED)
    .toEqual([insertedId]);
  return insertedId;
}

describe("All Product search and filters", () => {
  it("searches by email as the admin types, keeps it in the URL, and Back undoes it", async () => {
    const [jane, other] = await Promise.all([createCustomer("Jane Finder"), createCustomer("Otto Other")]);
    const tag = Date.now().toString(36);
    await Promise.all([
      paidPurchase(jane, `Finder gimbal ${tag}`),
      paidPurchase(other, `Other gimbal ${tag}`),
    ]);
    const page = await adminPage(1280);
    await page.goto(`${SHOP_URL}/dashboard/allProducts`);
    const table = page.getByRole("table", { name: "Payments" });
    await table.getByRole("row", { name: new RegExp(other.email) }).waitFor(UI);

    await page.getByRole("searchbox", { name: "Search" }).fill(jane.email);
    await page.waitForURL((url) => url.searchParams.get("q") === jane.email, UI);
    // The other customer's row leaves once the search's answer is on screen; Jane's stays.
    await table.getByRole("row", { name: new RegExp(other.email) }).waitFor({ state: "detached", ...UI });
    await table.getByRole("row", { name: new RegExp(`Finder gimbal ${tag}`) }).waitFor(UI);

    await page.getByLabel("State").selectOption("shipped");
    await page.waitForURL((url) => url.searchParams.get("state") === "shipped", UI);
    await page.getByText("No payments match these filters.").waitFor(UI);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("state") === null, UI);
    await table.getByRole("row", { name: new RegExp(`Finder gimbal ${tag}`) }).waitFor(UI);
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(jane.email);

    // A shared link opens the same filtered list.
    const link = `${SHOP_URL}/dashboard/allProducts?q=${encodeURIComponent(other.email)}`;
    await page.goto(link);
    await table.getByRole("row", { name: new RegExp(`Other gimbal ${tag}`) }).waitFor(UI);
    expect(await table.getByRole("row", { name: new RegExp(jane.email) }).count()).toBe(0);
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe(other.email);
  });
});

describe("admin tables on a phone", () => {
  it("shows each payment as a card with its actions on screen at 375 px", async () => {
    const buyer = await createCustomer("Phone Card");
    const tag = Date.now().toString(36);
    await paidPurchase(buyer, `Card gimbal ${tag}`);
    const page = await adminPage(375);
    await page.goto(`${SHOP_URL}/dashboard/allProducts?q=${encodeURIComponent(buyer.email)}`);
    const ship = page.getByRole("button", { name: new RegExp(`Make a Shipment: Card gimbal ${tag}`) });
    const refund = page.getByRole("button", { name: new RegExp(`Refund: Card gimbal ${tag}`) });
    await ship.waitFor(UI);
    for (const button of [ship, refund]) {
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    // The page itself does not scroll sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("folds the filters and the two exports behind Filters and Export at 390 px: the first row is on the first screen", async () => {
    const page = await adminPage(390, 844);
    await page.goto(`${SHOP_URL}/dashboard/allProducts`);
    const firstRow = page.locator("main table tbody tr").first();
    await firstRow.waitFor(UI);
    const row = await firstRow.boundingBox();
    expect(row).not.toBeNull();
    // The row starts on the first screen, with room to read its first lines.
    expect(row?.y ?? Infinity).toBeLessThan(844 - 120);

    const filters = page.getByRole("button", { name: "Filters" });
    const exports = page.getByRole("button", { name: "Export", exact: true });
    const search = page.getByRole("searchbox", { name: "Search" });
    const exportPayments = page.getByRole("form", { name: "Export Payments" });
    expect(await filters.getAttribute("aria-expanded")).toBe("false");
    expect(await search.isVisible()).toBe(false);
    expect(await exportPayments.isVisible()).toBe(false);
    await filters.click();
    await search.waitFor({ state: "visible", ...UI });
    expect(await filters.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByLabel("State").isVisible()).toBe(true);
    await exports.click();
    await exportPayments.waitFor({ state: "visible", ...UI });
    expect(await exports.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => page.getByRole("button", { name: "Export CSV (orders)" }).isVisible()).toBe(true);
    await exportPayments.getByLabel("Payments from").waitFor({ state: "visible", ...UI });

    // On a wide screen nothing folds: no Filters button, the search shown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => filters.isVisible()).toBe(false);
    expect(await search.isVisible()).toBe(true);
  });
});

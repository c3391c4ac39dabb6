/**
 * Issue 25: the admin's Overview in Chromium — reached from the menu's Overview item, charts
 * drawn (canvas with pixels, a tooltip under the pointer, the figures as tables for screen
 * readers), the period switched (7 / 30 / 90 days, in the URL), no axe violation, nothing wider
 * than a 360 px phone; and Manage Product's **Low stock** mark.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { axeFindings } from "../support/axe.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";

const session = browserSession();

async function adminPage(width: number, height: number): Promise<Page> {
  const context = await session.newContext({ viewport: { width, height } });
  const { email, password } = DEMO_ACCOUNTS.admin;
  return signInThroughLogin(context, email, password);
}

/** How many pixels of the chart's canvas are painted (not transparent). */
function paintedPixels(page: Page, index: number): Promise<number> {
  return page.evaluate((i) => {
    const canvas = document.querySelectorAll<HTMLCanvasElement>(".day-chart__plot canvas")[i];
    const ctx = canvas?.getContext("2d");
    if (!canvas || !ctx || canvas.width === 0) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let p = 3; p < data.length; p += 4) if ((data[p] ?? 0) > 0) painted += 1;
    return painted;
  }, index);
}

function tableRows(page: Page, caption: string) {
  return page.locator("table", { has: page.locator("caption", { hasText: caption }) }).locator("tbody tr");
}

describe("Overview", () => {
  it("opens from the menu with two charts, a tooltip and their tables; the period switches", async () => {
    const page = await adminPage(1280, 900);
    await page.goto(`${SHOP_URL}/dashboard`);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    const adminLinks = menu.getByRole("link");
    await expect.poll(() => adminLinks.allTextContents(), UI).toContain("Overview");
    const texts = await adminLinks.allTextContents();
    // At the top of the admin part: right after the entries every account has.
    expect(texts.indexOf("Overview")).toBe(texts.indexOf("My History") + 1);
    await menu.getByRole("link", { name: "Overview" }).click();
    await page.waitForURL(`${SHOP_URL}/dashboard/overview`, UI);
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor(UI);

    await page.locator(".day-chart__plot canvas").nth(1).waitFor(UI);
    await expect.poll(() => paintedPixels(page, 0), UI).toBeGreaterThan(500);
    await expect.poll(() => paintedPixels(page, 1), UI).toBeGreaterThan(500);
    await expect.poll(() => tableRows(page, "Revenue per day").count(), UI).toBe(30);
    expect(await tableRows(page, "Paid orders per day").count()).toBe(30);
    // The seed's sales of the last 30 days: some revenue, some products ranked.
    expect(await page.locator(".overview-totals dd").first().textContent()).toMatch(/^\$[1-9]/);
    expect(await tableRows(page, "Top 5 products").count()).toBeGreaterThan(0);
    // Tax collected by country (issue 31), beside revenue: its table, or none in the period.
    await page.getByRole("heading", { name: "Tax collected by country" }).waitFor(UI);

    const plot = page.locator(".day-chart__plot").first();
    const box = await plot.boundingBox();
    if (!box) throw new Error("no chart");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tip = page.locator(".day-chart__tip").first();
    await tip.waitFor({ state: "visible", ...UI });
    expect(await tip.textContent()).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}: -?\$[\d,]+\.\d{2}$/);

    await page.getByLabel("7 days").click();
    await page.waitForURL(`${SHOP_URL}/dashboard/overview?days=7`, UI);
    await expect.poll(() => tableRows(page, "Revenue per day").count(), UI).toBe(7);
    await page.getByLabel("90 days").click();
    await expect.poll(() => page.getByLabel("90 days").isChecked(), UI).toBe(true);
    await expect.poll(() => tableRows(page, "Paid orders per day").count(), UI).toBe(90);
    await page.goBack();
    await expect.poll(() => tableRows(page, "Revenue per day").count(), UI).toBe(7);
    expect(await axeFindings(page, "overview")).toEqual([]);
  });

  it("reads at 360 px: nothing wider than the screen, charts as wide as it allows", async () => {
    const page = await adminPage(360, 740);
    await page.goto(`${SHOP_URL}/dashboard/overview?days=30`);
    await page.locator(".day-chart__plot canvas").nth(1).waitFor(UI);
    await expect.poll(() => paintedPixels(page, 0), UI).toBeGreaterThan(500);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const width = await page
      .locator(".day-chart__plot canvas")
      .first()
      .evaluate((c) => c.clientWidth);
    expect(width).toBeGreaterThanOrEqual(260);
    expect(width).toBeLessThanOrEqual(360);
    expect(await axeFindings(page, "overview at 360 px")).toEqual([]);
  });
});

describe("Manage Product", () => {
  it("marks a product at or below its threshold Low stock", async () => {
    const stamp = Date.now();
    await createTestProduct({ name: `Low X12 ${stamp}`, availableOrder: 8, lowStockThreshold: 10 });
    await createTestProduct({ name: `Fine X12 ${stamp}`, availableOrder: 11, lowStockThreshold: 10 });
    const page = await adminPage(1280, 900);
    await page.goto(`${SHOP_URL}/dashboard/manageProducts`);
    const lowRow = page.locator("tr", { hasText: `Low X12 ${stamp}` });
    const fineRow = page.locator("tr", { hasText: `Fine X12 ${stamp}` });
    await lowRow.waitFor(UI);
    expect(await lowRow.getByText("Low stock", { exact: true }).count()).toBe(1);
    expect(await fineRow.getByText("Low stock", { exact: true }).count()).toBe(0);
    expect(await lowRow.getByRole("button", { name: /Low stock alert of .*: at 10/ }).count()).toBe(1);
  });
});

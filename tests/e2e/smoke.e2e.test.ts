import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.js";
import { SHOP_URL } from "../support/env.js";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("home page", () => {
  it("shows the seeded products from the API", async () => {
    const page = await browser.newPage();
    await page.goto(`${SHOP_URL}/`);
    await expect.poll(() => page.locator(".product-card").count(), { timeout: 15_000 }).toBe(6);
    expect(await page.getByRole("heading", { name: "Gimbal X1 Bundle" }).count()).toBe(1);
    await page.close();
  });
});

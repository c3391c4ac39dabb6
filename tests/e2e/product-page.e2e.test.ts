/**
 * A product's page in Chromium (issue 34): the storefront's HTML hydrates without a mismatch, the
 * gallery works from the keyboard alone, axe finds nothing at 360 and 1280 CSS px, and a shop
 * card's name leads to the page in the app.
 */
import { describe, expect, it } from "vitest";
import { axeFindings } from "../support/axe.js";
import { waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, SHOP_URL } from "../support/env.js";

const session = browserSession();
const UI = { timeout: 20_000 };
/** A seeded product: three photos, specifications and verified reviews (scripts/seed-pages.ts). */
const PAGE = "/shop/gimbal-x1-bundle";

describe("/shop/:slug in the browser", () => {
  it(
    "turns the gallery's photos with the keyboard and passes axe at 360 and 1280 px",
    { timeout: 120_000 },
    async () => {
      const findings: string[] = [];
      // The API's first answer in a fresh emulator takes a while: the in-app visit below needs it.
      const warm = fetch(`${API_URL}/product-pages/gimbal-x1-bundle`);
      for (const width of [360, 1280]) {
        const context = await session.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${SHOP_URL}${PAGE}`);
        await page.getByRole("heading", { level: 1, name: "Gimbal X1 Bundle" }).waitFor(UI);
        await waitForHydrated(page, ".gallery__thumb");
        findings.push(...(await axeFindings(page, `${PAGE} @${width}px`)));
        if (width !== 1280) continue;

        const position = page.locator(".gallery__position");
        const photo = page.locator(".gallery__photo");
        await expect.poll(() => position.textContent()).toBe("Photo 1 of 3");
        await page.getByRole("button", { name: "Next photo" }).focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => position.textContent()).toBe("Photo 2 of 3");
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => position.textContent()).toBe("Photo 3 of 3");
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => position.textContent()).toBe("Photo 1 of 3");
        await page.keyboard.press("ArrowLeft");
        await expect.poll(() => position.textContent()).toBe("Photo 3 of 3");
        // Tab reaches the thumbnails; Space on the second shows it.
        const second = page.getByRole("button", { name: /^Photo 2: / });
        for (let i = 0; i < 6 && !(await second.evaluate((el) => el === document.activeElement)); i++) {
          await page.keyboard.press("Tab");
        }
        await page.keyboard.press("Space");
        await expect.poll(() => second.getAttribute("aria-pressed")).toBe("true");
        expect(await photo.getAttribute("alt")).toBe(
          "Gimbal X1 Bundle with the 3-axis gimbal holding an action camera",
        );
        findings.push(...(await axeFindings(page, `${PAGE} photo 2 @${width}px`)));

        // From the shop: a card's name opens the product's page in the app.
        await page.goto(`${SHOP_URL}/shop`);
        await waitForHydrated(page, ".product-card__name a");
        const card = page.locator(".product-card__name a").first();
        const href = await card.getAttribute("href");
        // The newest card may be another test's product, made without a page address: its id then.
        expect(href).toMatch(/^\/shop\/[A-Za-z0-9-]+$/);
        expect((await warm).status).toBe(200);
        await card.click();
        await page.locator(".product-page h1").waitFor(UI);
        expect(new URL(page.url()).pathname).toBe(href);
      }
      expect(findings).toEqual([]);
    },
  );
});

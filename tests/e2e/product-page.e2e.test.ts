/**
 * A product's page in Chromium (issue 34): the storefront's HTML hydrates without a mismatch, the
 * gallery works from the keyboard alone, axe finds nothing at 360 and 1280 CSS px, and a shop
 * card's name leads to the page in the app; a customer who received the product writes, edits and
 * deletes their review on the page (the average follows); one who did not gets no form, only the
 * sentence saying who may review. Issue 48: a customer picks the X1's White kit with the option
 * pickers (price and address follow, the storefront renders the shared address the same), adds it
 * to the cart, pays with 4242 and finds its SKU on the invoice.
 */
import { INVOICE_PATHS } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { fillAddress } from "../support/address-form.js";
import { createTestProduct, plantShippedPurchase } from "../support/admin-sdk.js";
import { createCustomer } from "../support/auth.js";
import { axeFindings } from "../support/axe.js";
import { signInThroughLogin, UI, waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, SHOP_URL } from "../support/env.js";
import { getPdf, pdfText, waitForMark } from "../support/invoices.js";
import { adminDb } from "../support/payments.js";
import { payWith4242 } from "../support/pay-with-card.js";

const session = browserSession();
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

  it(
    "lets a customer who received the product review it, edit and delete the review; shows one who did not who may review",
    { timeout: 180_000 },
    async () => {
      const name = `Reviewed Gimbal ${Date.now()}`;
      const productId = await createTestProduct({ name, priceCents: 24900 });
      const [buyer, stranger] = await Promise.all([
        createCustomer("Rita Reviewer"),
        createCustomer("Nora Nobuy"),
      ]);
      await plantShippedPurchase(buyer, { id: productId, name, priceCents: 24900 });
      const pagePath = `/shop/${productId}`;

      // A visitor sees the reviews and no form.
      const visitor = await (await session.newContext()).newPage();
      await visitor.goto(`${SHOP_URL}${pagePath}`);
      await waitForHydrated(visitor, ".gallery__photo");
      await visitor
        .getByText("No reviews yet. Customers who received this product can review it.")
        .waitFor(UI);
      expect(await visitor.getByRole("form", { name: "Your review" }).count()).toBe(0);

      const page = await signInThroughLogin(await session.newContext(), buyer.email, buyer.password);
      await page.goto(`${SHOP_URL}${pagePath}`);
      const form = page.getByRole("form", { name: "Your review" });
      await page.getByRole("heading", { name: "Review this product" }).waitFor(UI);
      // The form waits for the page's question (GET …/reviews/eligibility): a new worker answers
      // the first one, which takes a while on a busy machine.
      await waitForHydrated(page, ".my-review__form button[type=submit]", 60_000);
      // The schema (loaded on this first submit) says what is missing.
      await form.getByRole("button", { name: "Post my review" }).click();
      await form.getByText("Please choose from 1 to 5 stars").waitFor(UI);
      await form.getByRole("radio", { name: "4 stars" }).click();
      await form.getByLabel("Title").fill("Smooth on the trail");
      await form.getByLabel("Your review").fill("Steady footage on a rocky descent.");
      await form.getByRole("button", { name: "Post my review" }).click();
      await page.getByText("Thank you! Your review is on the page.").waitFor(UI);
      const average = page.locator(".reviews__average");
      await expect.poll(() => average.textContent(), UI).toBe("4.0 out of 5");
      await page.getByRole("heading", { name: "Smooth on the trail" }).waitFor(UI);
      await page.getByRole("heading", { name: "Your review" }).waitFor(UI);
      expect(await axeFindings(page, `${pagePath} with the review form`)).toEqual([]);

      // Edited: 2 stars; the average follows. Deleted: no reviews again.
      await form.getByRole("radio", { name: "2 stars" }).click();
      await form.getByRole("button", { name: "Save my review" }).click();
      await page.getByText("Your review was updated.").waitFor(UI);
      await expect.poll(() => average.textContent(), UI).toBe("2.0 out of 5");
      await form.getByRole("button", { name: "Delete my review" }).click();
      await page.getByText("Your review was deleted.").waitFor(UI);
      await page.getByText("No reviews yet. Customers who received this product can review it.").waitFor(UI);
      await page.getByRole("heading", { name: "Review this product" }).waitFor(UI);

      // A customer who never received it gets no form to fill in vain: the page says who may review.
      const other = await signInThroughLogin(await session.newContext(), stranger.email, stranger.password);
      await other.goto(`${SHOP_URL}${pagePath}`);
      await other.getByRole("heading", { name: "Review this product" }).waitFor(UI);
      await other
        .locator(".my-review")
        .getByText("Only customers who received this product can review it.", { exact: true })
        .waitFor(UI);
      expect(await other.getByRole("form", { name: "Your review" }).count()).toBe(0);
      expect(await other.getByRole("button", { name: "Post my review" }).count()).toBe(0);
      expect(await other.locator(".reviews__average").count()).toBe(0);
    },
  );

  it(
    "picks the White kit of the X1 (price and ?variant= follow), adds it to the cart, pays, and the invoice names its SKU",
    { timeout: 240_000 },
    async () => {
      // The shared address renders that variant on the server: its price, its values checked.
      const shared = await (await fetch(`${SHOP_URL}${PAGE}?variant=X1-KIT-WHT`)).text();
      expect(shared).toContain("$299.00");
      expect(shared).toMatch(/<input(?=[^>]*value="White")(?=[^>]*checked)[^>]*>/);
      expect(shared).toContain('"@type":"ProductGroup"');

      const user = await createCustomer("Vera Variant");
      const page = await signInThroughLogin(await session.newContext(), user.email, user.password);
      await page.goto(`${SHOP_URL}${PAGE}`);
      await waitForHydrated(page, ".variant-picker input");
      const colour = page.getByRole("group", { name: "Colour" });
      const price = page.locator(".product-page__price");
      expect(await colour.getByRole("radio", { name: "Black" }).isChecked()).toBe(true);
      expect(await price.textContent()).toBe("$249.00");
      // click, not check(): the choice is a navigation (?variant=), so the radio follows a moment later.
      const white = colour.getByRole("radio", { name: "White" });
      await white.click();
      await expect.poll(() => white.isChecked(), UI).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get("variant"), UI).toBe("X1-WHT");
      const kit = page.getByRole("group", { name: "Edition" }).getByRole("radio", { name: "Kit" });
      await kit.click();
      await expect.poll(() => kit.isChecked(), UI).toBe(true);
      await expect.poll(() => price.textContent(), UI).toBe("$299.00");
      expect(new URL(page.url()).searchParams.get("variant")).toBe("X1-KIT-WHT");
      expect(await axeFindings(page, `${PAGE}?variant=X1-KIT-WHT`)).toEqual([]);

      await page.getByRole("button", { name: "Add to Cart" }).click();
      await page.getByText("Added to cart").first().waitFor(UI);
      await page.goto(`${SHOP_URL}/cart`);
      await page.getByRole("heading", { name: "Your Cart" }).waitFor(UI);
      await page
        .getByText(/X1-KIT-WHT/)
        .first()
        .waitFor(UI);
      await fillAddress(page);
      await page.getByRole("button", { name: "Place Order" }).click();
      await page.waitForURL(/\/dashboard\/payment\/order\//, UI);
      const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
      await payWith4242(page);

      const order = await adminDb().collection("orders").doc(orderId).get();
      const [line] = (order.get("purchaseIds") as string[] | undefined) ?? [];
      await waitForMark(line ?? "", "invoiceNumber");
      const invoice = await pdfText((await getPdf(INVOICE_PATHS.invoice(orderId), user)).bytes);
      expect(invoice).toContain("X1-KIT-WHT");
      expect(invoice).toContain("$299.00");
    },
  );
});

/**
 * The keyboard alone (issue 26): Tab, Shift-Tab, Enter, Space, Escape and arrow keys, no pointer and
 * no typed URL after the first page. Skip link to the content, sign in, order a product, open and
 * close the cancel modal (Tab stays inside; focus back on its button), a 4-star review, then as
 * admin the shipment modal, submitted. Every focus stop on the way must show an outline of at
 * least 2px with 3:1 contrast against what surrounds it.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct, db, markPaid } from "../support/admin-sdk.js";
import { createCustomer, signIn, smsCode } from "../support/auth.js";
import { browserSession } from "../support/browser-session.js";
import { measureContrast, type Contrast } from "../support/contrast.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { smsSessionOf, UI } from "../support/browser.js";

const session = browserSession();

interface Focused {
  tag: string;
  name: string;
  inDialog: boolean;
  /** In an element that is fading or sliding (a toast coming or going, or one on its way out): not measured. */
  animating: boolean;
  contrast: Contrast;
}

/** The focused element: its accessible name (aria-label, label or text) and how its focus shows. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const labelled = el.getAttribute("aria-label") ??
      (el.labels && el.labels[0] ? el.labels[0].textContent : null) ?? el.textContent ?? "";
    return {
      tag: el.tagName.toLowerCase(),
      name: labelled.replace(/\\s+/g, " ").trim(),
      inDialog: !!el.closest("dialog[open]"),
      animating: (() => {
        // A toast on its way out (react-toastify's data-in="false") is leaving, whatever it paints.
        if (el.closest('.Toastify__toast[data-in="false"]')) return true;
        for (let e = el; e; e = e.parentElement)
          if (e.getAnimations().some((a) => a.playState === "running")) return true;
        return false;
      })(),
      contrast: (${measureContrast.toString()})(el),
    };
  })()`);
}

const visibleFocus: string[] = [];
/** Records a focus stop whose outline is missing or too faint. */
function checkFocusVisible(f: Focused | null) {
  if (!f || f.animating) return;
  if (f.contrast.outlineWidth < 2 || f.contrast.outline < 3) {
    visibleFocus.push(
      `${f.tag} "${f.name}": outline ${f.contrast.outlineWidth}px, ${f.contrast.outline.toFixed(2)}:1`,
    );
  }
}

/** Presses Tab (or Shift-Tab) until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 120 } = {}): Promise<Focused> {
  const matches = (n: string) => (typeof name === "string" ? n === name : name.test(n));
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const f = await focused(page);
    checkFocusVisible(f);
    if (f && matches(f.name)) return f;
  }
  throw new Error(`Tab never reached ${String(name)} (${max} presses)`);
}

const path = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true });

/**
 * Pages through the shop by keyboard (its "Page N" links) until `link` shows. The shop lists the
 * newest products first, six a page, and the other lanes add products while this tour signs in:
 * its product may be on a later page by the time it gets there (it only ever moves later).
 */
async function pageToProduct(page: Page, link: string): Promise<void> {
  for (let next = 2; ; next += 1) {
    // The shop's own list, loaded: not the page the tour came from (still shown for a moment after
    // the URL changed, with Buy Now links of its own) nor the list's placeholders (cards without
    // names); checked too early, the product was "on none of the pages" (run 39).
    await page.getByRole("heading", { level: 1, name: "Shop" }).waitFor(UI);
    await expect.poll(() => page.locator(".product-card__name").first().textContent(), UI).toMatch(/\S/);
    if ((await page.getByRole("link", { name: link }).count()) > 0) return;
    if (next > 20) throw new Error(`${link} is on none of the shop's first ${next - 1} pages`);
    await tabTo(page, `Page ${next}`);
    await page.keyboard.press("Enter");
    // The list shown is that page's once its number is the current one (the same render).
    const current = page.locator('.pagination [aria-current="page"]');
    await expect.poll(() => current.getAttribute("aria-label"), UI).toBe(`Page ${next}`);
  }
}

async function signInByKeyboard(page: Page, email: string, password: string) {
  await tabTo(page, "Login");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: "Login" }).waitFor(UI);
  await tabTo(page, "Email");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  expect((await focused(page))?.name).toBe("Password");
  await page.keyboard.type(password);
  // Staff (issue 52) are then asked for their second factor's code: typed, then Enter.
  const codeSent = smsSessionOf(page, "mfaSignIn:start");
  await page.keyboard.press("Enter");
  const left = expect.poll(() => path(page), UI).not.toBe("/login");
  const sessionInfo = await Promise.race([left.then(() => null), codeSent]);
  if (sessionInfo !== null) {
    await page.getByLabel("Code", { exact: true }).waitFor(UI);
    if ((await focused(page))?.name !== "Code") await tabTo(page, "Code");
    await page.keyboard.type(await smsCode(sessionInfo));
    await page.keyboard.press("Enter");
  }
  await left;
}

describe("keyboard only", () => {
  it("skip link, sign in, order, cancel modal, 4-star review; as admin a shipment", async () => {
    const product = `Keyboard Grip ${Date.now().toString(36)}`;
    const customer = await createCustomer("Keyboard Kim");
    // Made before the home page lists the catalogue: the shop shows that list again for 30 s (the
    // app's query cache, STALE_TIME_MS) and fetches the later pages anew, so a product made after
    // it would be on neither (run 39). The API's own answers are never stale in the browser
    // (no stale-while-revalidate: products.api and product-pages.api assert the headers).
    await createTestProduct({ name: product, minimumOrder: 1, availableOrder: 40 });
    const page = await (await session.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${SHOP_URL}/`);
    await page.getByRole("heading", { level: 1 }).waitFor(UI);

    // The first Tab reaches the skip link, shown on focus; Enter moves focus to the content.
    await page.keyboard.press("Tab");
    const skip = await focused(page);
    expect(skip?.name).toBe("Skip to content");
    checkFocusVisible(skip);
    expect(await page.locator(".skip-link").isVisible()).toBe(true);
    expect(
      await page.locator(".skip-link").evaluate((a) => a.getBoundingClientRect().left),
    ).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");

    // Sign in: Shift-Tab from the content back into the header, to Login.
    await tabTo(page, "Login", { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor(UI);
    await tabTo(page, "Email");
    await page.keyboard.type(customer.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(customer.password);
    await page.keyboard.press("Enter");
    await expect.poll(() => path(page), UI).toBe("/");
    await page.getByRole("button", { name: "Log out" }).waitFor(UI);

    // Order: Shop, the product's Buy Now, the form, Place Order.
    await tabTo(page, "Shop");
    await page.keyboard.press("Enter");
    await expect.poll(() => path(page), UI).toBe("/shop");
    await pageToProduct(page, `Buy Now: ${product}`);
    await tabTo(page, `Buy Now: ${product}`);
    await page.keyboard.press("Enter");
    await expect.poll(() => path(page), UI).toMatch(/^\/products\//);
    await page.getByRole("button", { name: "Place Order" }).waitFor(UI);
    // The Address fieldset, field by field (the Country select stays on the shop's own, US).
    for (const [field, text] of [
      ["Full name", "Kay Board"],
      ["Address line 1", "1 Keyboard Lane"],
      ["City", "Austin"],
      ["State / region", "Texas"], // type-ahead on the focused select
      ["Postal code", "78701"],
      ["Phone", "+1 512 555 0100"],
    ] as const) {
      await tabTo(page, field);
      await page.keyboard.type(text);
    }
    await tabTo(page, "Quantity");
    await page.keyboard.type("3");
    await tabTo(page, "Place Order");
    await page.keyboard.press("Enter");
    await toast(page, "Order Purchase").waitFor(UI);
    await expect.poll(() => path(page), UI).toBe("/shop");

    // The cancel modal: Tab and Shift-Tab stay inside; Escape closes it; focus is back on Cancel.
    await tabTo(page, "Dashboard");
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: `Cancel ${product}` }).waitFor(UI);
    await tabTo(page, `Cancel ${product}`);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete?" });
    await dialog.waitFor(UI);
    for (const key of [
      "Tab",
      "Tab",
      "Tab",
      "Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
      "Shift+Tab",
    ]) {
      await page.keyboard.press(key);
      const f = await focused(page);
      expect(f?.inDialog, `${key} left the dialog for ${f?.name ?? "the page"}`).toBe(true);
      checkFocusVisible(f);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", ...UI });
    expect((await focused(page))?.name).toBe(`Cancel ${product}`);
    // Space opens it too; Close (Enter) closes it, and the purchase is still there.
    await page.keyboard.press("Space");
    await dialog.waitFor(UI);
    await tabTo(page, "Close");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden", ...UI });
    expect((await focused(page))?.name).toBe(`Cancel ${product}`);
    const purchases = await db.collection("purchases").where("userId", "==", customer.uid).get();
    expect(purchases.docs.map((d) => d.get("state") as string)).toEqual(["unpaid"]);

    // A 4-star review: one Tab stop for the stars, arrows choose, Space submits.
    await tabTo(page, "My Review");
    await page.keyboard.press("Enter");
    await page.getByRole("radiogroup").waitFor(UI);
    await tabTo(page, "1 star");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    expect((await focused(page))?.name).toBe("4 stars");
    expect(await page.getByRole("radio", { name: "4 stars" }).getAttribute("aria-checked")).toBe("true");
    const message = `Steady with the keyboard ${Date.now().toString(36)}`;
    await tabTo(page, "Feedback", { max: 5 });
    await page.keyboard.type(message);
    await tabTo(page, "Submit");
    await page.keyboard.press("Space");
    await toast(page, "Thank You For your feedback").waitFor(UI);
    const review = await db.collection("feedback").where("feedbackMessage", "==", message).get();
    expect(review.docs.map((d) => d.get("star") as number)).toEqual([4]);

    // As admin: the shipment modal of this order, submitted with Enter.
    const purchaseId = purchases.docs[0]?.id ?? "";
    await markPaid(purchaseId);
    // Its search fields come from a trigger within seconds: the admin below searches for it.
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expect
      .poll(
        async () => {
          const found = await fetch(`${API_URL}/payments?q=${purchaseId}`, {
            headers: { Authorization: `Bearer ${admin.idToken}` },
          });
          return ((await found.json()) as { _id: string }[]).length;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(1);
    await tabTo(page, "Log out", { back: true });
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: "Login", exact: true }).waitFor(UI);
    await signInByKeyboard(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await tabTo(page, "Dashboard");
    await page.keyboard.press("Enter");
    await tabTo(page, "All Product");
    await page.keyboard.press("Enter");
    const ship = `Make a Shipment: ${product} for ${customer.email}`;
    await page.getByRole("button", { name: ship }).waitFor(UI);
    // As a keyboard user would: search All Product for the customer, then tab to the row.
    await tabTo(page, "Search", { max: 40 });
    await page.keyboard.type(customer.email);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === customer.email, UI);
    await page.getByRole("heading", { name: "All Product (1)" }).waitFor(UI);
    await tabTo(page, ship, { max: 60 });
    await page.keyboard.press("Enter");
    const shipment = page.getByRole("dialog", { name: "Make a Shipment" });
    await shipment.waitFor(UI);
    await tabTo(page, "Carrier (optional)", { max: 10 });
    await page.keyboard.type("DHL");
    await tabTo(page, "Confirm Shipment", { max: 10 });
    await page.keyboard.press("Enter");
    await toast(page, "Product Shipment").waitFor(UI);
    await expect
      .poll(async () => (await db.collection("purchases").doc(purchaseId).get()).get("state"), UI)
      .toBe("shipped");

    expect(visibleFocus).toEqual([]);
  });
});

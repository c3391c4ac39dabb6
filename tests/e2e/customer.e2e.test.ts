/**
 * The customer journey in a real browser against the emulators: order (minimum and stock rules),
 * My Product (live rows, pay/cancel, delivery), review, profile, history, side menu.
 * Every test makes its own customer and product; nothing depends on seeded counts.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SECOND_FACTOR_MESSAGE, type Purchase } from "@shop/domain";
import { createTestProduct, db, markPaid, productStock } from "../support/admin-sdk.js";
import { createCustomer, setClaims, type TestUser } from "../support/auth.js";
import { API_URL, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";
import { UI } from "../support/browser.js";
import { fillAddress } from "../support/address-form.js";

const session = browserSession({ keepContexts: true });

async function createProduct(
  over: { minimumOrder?: number; availableOrder?: number; priceCents?: number } = {},
) {
  const name = `Test Gimbal e2e-${randomUUID().slice(0, 8)}`;
  const id = await createTestProduct({
    name,
    description: "A product made by the customer e2e suite.",
    image: "/images/logo.svg",
    minimumOrder: over.minimumOrder ?? 2,
    availableOrder: over.availableOrder ?? 10,
    priceCents: over.priceCents ?? 1250,
  });
  return { id, name };
}

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${API_URL}${path}`, {
    method: init.method ?? "GET",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data: unknown = await res.json().catch(() => null);
  return { status: res.status, data };
}

async function purchasesOf(uid: string) {
  const snap = await db.collection("purchases").where("userId", "==", uid).get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as Omit<Purchase, "createdAt">) }));
}

async function stockOf(productId: string): Promise<number> {
  return Number(await productStock(productId));
}

/** Places an order through the API as the customer (for tests about what happens afterwards). */
async function orderByApi(user: TestUser, productId: string, quantity: number): Promise<string> {
  const before = new Set((await purchasesOf(user.uid)).map((p) => p._id));
  const res = await api("/purchase", user.idToken, {
    method: "POST",
    body: { productId, quantity, address: "1 Test Street, Springfield, IL 62701", phone: "+1 555 0100" },
  });
  expect(res.status).toBeLessThan(300);
  const created = (await purchasesOf(user.uid)).find((p) => !before.has(p._id));
  if (!created) throw new Error("the purchase was not stored");
  return created._id;
}

async function newAdmin(): Promise<TestUser> {
  return setClaims(await createCustomer("Test Admin"), { admin: true });
}

/** A fresh browser context signed in through the real /login page. */
async function signedIn(user: TestUser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await session.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${SHOP_URL}/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname, UI).not.toBe("/login");
  return page;
}

async function fillOrder(page: Page, quantity: string) {
  await fillAddress(page);
  await page.getByLabel("Quantity").fill(quantity);
  await page.getByRole("button", { name: "Place Order" }).click();
}

/** Text of the toast area, whitespace untouched (spec strings contain double spaces). */
const toastText = (page: Page) => page.locator(".Toastify").textContent();

describe("purchase page", () => {
  it("shows the product and refuses quantities at or below the minimum without sending anything", async () => {
    const user = await createCustomer("Min Order");
    const product = await createProduct({ minimumOrder: 2, availableOrder: 10, priceCents: 1250 });
    const page = await signedIn(user);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.endsWith("/purchase")) posts.push(r.url());
    });
    await page.goto(`${SHOP_URL}/products/${product.id}`);
    await page.getByRole("heading", { name: product.name }).waitFor(UI);
    expect(await page.getByLabel("Quantity").getAttribute("placeholder")).toBe("Minimum order 2");
    expect(await page.getByLabel("Price").inputValue()).toContain("$12.50");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Min Order");

    for (const quantity of ["1", "2"]) {
      await fillOrder(page, quantity);
      await expect.poll(() => toastText(page), UI).toContain("Please Provide More Than Required Quantity");
      await page.locator(".Toastify__close-button").first().click(); // dismiss before the next try
      await expect.poll(() => page.locator(".Toastify__toast").count(), UI).toBe(0);
    }
    expect(posts).toEqual([]);
    expect(await purchasesOf(user.uid)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
  });

  it("refuses more than the stock with the server's message and keeps the form", async () => {
    const user = await createCustomer("Big Order");
    const product = await createProduct({ minimumOrder: 2, availableOrder: 10 });
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/products/${product.id}`);
    await page.getByRole("heading", { name: product.name }).waitFor(UI);
    // A limit, not a speed assertion: the API's answer waits in the Functions emulator's one work
    // queue behind the other lanes' triggers, which passed the page's 60 s once (run 29).
    const answer = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/purchase"),
      { timeout: 100_000 },
    );
    await fillOrder(page, "11");
    const res = await answer;
    expect(res.status()).toBe(409);
    const { error } = (await res.json()) as { error: { message: string } };
    await expect.poll(() => page.locator(".purchase__error").textContent(), UI).toBe(error.message);
    await expect.poll(() => toastText(page), UI).toContain(error.message);
    expect(await page.getByLabel("Quantity").inputValue()).toBe("11");
    expect(await page.getByLabel("Address line 1").inputValue()).toBe("1 Test Street");
    expect(new URL(page.url()).pathname).toBe(`/products/${product.id}`);
    expect(await purchasesOf(user.uid)).toEqual([]);
    expect(await stockOf(product.id)).toBe(10);
  });

  it("places a valid order, lists it unpaid with Pay and Cancel, and cancelling restores the stock", async () => {
    const user = await createCustomer("Happy Path");
    const product = await createProduct({ minimumOrder: 2, availableOrder: 10, priceCents: 1250 });
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/products/${product.id}`);
    await page.getByRole("heading", { name: product.name }).waitFor(UI);
    await fillOrder(page, "3");
    await expect.poll(() => toastText(page), UI).toContain("Order Purchase");
    await expect.poll(() => new URL(page.url()).pathname, UI).toBe("/shop");

    const [stored] = await purchasesOf(user.uid);
    expect(stored?.quantity).toBe(3);
    expect(stored?.priceCents).toBe(3750);
    expect(await stockOf(product.id)).toBe(7);

    await page.goto(`${SHOP_URL}/dashboard`);
    await page.getByRole("heading", { name: "My Products (1)" }).waitFor(UI);
    const row = page.getByRole("row").filter({ hasText: product.name });
    expect(await row.textContent()).toContain("$37.50");
    expect(await row.textContent()).toContain(user.email);
    expect(await row.getByRole("link", { name: `Pay for ${product.name}` }).getAttribute("href")).toBe(
      `/dashboard/payment/${stored?._id}`,
    );

    await row.getByRole("button", { name: `Cancel ${product.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete?" });
    await dialog.waitFor(UI);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden", ...UI });
    expect(await row.count()).toBe(1);

    await row.getByRole("button", { name: `Cancel ${product.name}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => toastText(page), UI).toContain("Your Checkout product  is deleted");
    await page.getByRole("heading", { name: "My Products (0)" }).waitFor(UI);
    expect(await row.count()).toBe(0);
    expect(await stockOf(product.id)).toBe(10);
    await page.goto(`${SHOP_URL}/products/${product.id}`);
    await page.getByText("10 in stock").waitFor(UI);
  });
});

describe("My Product, live", () => {
  it("shows the live purchases again after logging out and back in on the same page", async () => {
    // reactfire keeps listeners for the page's lifetime; the one refused at sign-out must not be reused.
    const user = await createCustomer("Back Again");
    const product = await createProduct({ minimumOrder: 1, availableOrder: 5 });
    await orderByApi(user, product.id, 2);
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/dashboard`);
    await page.getByRole("heading", { name: "My Products (1)" }).waitFor(UI);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect.poll(() => new URL(page.url()).pathname, UI).toBe("/");
    // The old listener (it has no user any more) is refused by the rules: wait until reactfire's
    // observable cache — the cache this test is about — holds that refusal for it.
    await page.waitForFunction(
      () => {
        type Cached = { immutableStatus?: { data?: { error?: { code?: string } } } };
        const cache = (globalThis as { _reactFirePreloadedObservables?: Map<string, Cached> })
          ._reactFirePreloadedObservables;
        return [...(cache?.entries() ?? [])].some(
          ([id, subject]) =>
            id.startsWith("gimbal:my-purchases:") &&
            subject.immutableStatus?.data?.error?.code === "permission-denied",
        );
      },
      undefined,
      UI,
    );

    // Same page, no reload: in through the header's links.
    await page.getByRole("link", { name: "Login", exact: true }).click();
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.getByRole("heading", { name: "My Products (1)" }).waitFor(UI);
    expect(await page.getByRole("row").filter({ hasText: product.name }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
  });

  it("turns a paid purchase into 'Your Product Is delivery' when an admin ships it, without reload", async () => {
    const user = await createCustomer("Live Rows");
    const product = await createProduct({ minimumOrder: 1, availableOrder: 5 });
    const purchaseId = await orderByApi(user, product.id, 2);
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/dashboard`);
    await page.getByRole("heading", { name: "My Products (1)" }).waitFor(UI);
    const row = page.getByRole("row").filter({ hasText: product.name });
    await row.getByRole("button", { name: `Cancel ${product.name}` }).waitFor(UI);

    await markPaid(purchaseId, "pi_e2e_live_1");
    await row.getByText("Paid", { exact: true }).waitFor(UI);
    expect(await row.textContent()).toContain("pi_e2e_live_1");
    expect(await row.getByRole("button", { name: /Cancel/ }).count()).toBe(0);

    const admin = await newAdmin();
    const shipped = await api(`/purchase/${purchaseId}`, admin.idToken, {
      method: "PUT",
      body: { carrier: "DHL", trackingNumber: "JD0042" },
    });
    expect(shipped.status).toBeLessThan(300);
    await row.getByText("Your Product Is delivery").waitFor(UI);
    expect(await row.textContent()).toContain("JD0042");
  });
});

describe("review", () => {
  it("needs stars before sending, then thanks the customer and shows the review on the home page", async () => {
    const user = await createCustomer("Review Writer");
    const page = await signedIn(user);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.endsWith("/feedback")) posts.push(r.url());
    });
    await page.goto(`${SHOP_URL}/dashboard/review`);
    const message = `Smooth footage ${randomUUID().slice(0, 8)}`;
    await page.getByLabel("Feedback").fill(message);
    expect(await page.getByLabel("Name").inputValue()).toBe("Review Writer");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Please choose from 1 to 5 stars").waitFor(UI);
    expect(posts).toEqual([]);

    await page.getByRole("radio", { name: "4 stars" }).click();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => toastText(page), UI).toContain("Thank You For your feedback");
    expect(posts).toHaveLength(1);
    expect(await page.getByLabel("Feedback").inputValue()).toBe("");

    const stored = await db.collection("feedback").where("feedbackMessage", "==", message).get();
    const newest = await fetch(`${API_URL}/feedback`).then(
      (r) => r.json() as Promise<{ items: { feedbackMessage: string }[] }>,
    );
    expect(newest.items[0]?.feedbackMessage).toBe(message);
    expect(stored.docs.map((d) => [d.get("star"), d.get("name")])).toEqual([[4, "Review Writer"]]);
    // A new visitor (fresh browser cache: public lists may be cached for 30 s by the browser).
    const visitorContext = await session.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${SHOP_URL}/`);
    await visitor.getByText(message).waitFor(UI);
  });
});

describe("profile", () => {
  it("updates the display name and photo, and the change survives a reload", async () => {
    const user = await createCustomer("Old Name");
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/dashboard/profile`);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue(), UI).toBe("Old Name");
    expect(await page.getByLabel("Email").inputValue()).toBe(user.email);
    const newName = `New Name ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Name", { exact: true }).fill(newName);
    await page.getByLabel("Photo URL").fill(`${SHOP_URL}/images/logo.svg`);
    await page.getByRole("button", { name: "Update" }).click();
    await expect.poll(() => toastText(page), UI).toContain("Profile updated");

    await page.getByText(`Hi, ${newName}`).waitFor(UI); // the header follows at once

    await page.reload();
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue(), UI).toBe(newName);
    await page.getByText(`Hi, ${newName}`).waitFor(UI);
    expect(await page.getByLabel("Photo URL").inputValue()).toBe(`${SHOP_URL}/images/logo.svg`);
    expect(await page.getByRole("img", { name: /^Avatar of/ }).getAttribute("src")).toBe(
      `${SHOP_URL}/images/logo.svg`,
    );
    await page.goto(`${SHOP_URL}/dashboard/review`);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue(), UI).toBe(newName);
  });
});

describe("history", () => {
  it("shows every state change of the customer's purchases, newest first, cancelled ones included", async () => {
    const user = await createCustomer("History Buff");
    const admin = await newAdmin();
    const product = await createProduct({ minimumOrder: 1, availableOrder: 20 });
    const cancelled = await orderByApi(user, product.id, 2);
    expect((await api(`/purchase/${cancelled}`, user.idToken, { method: "DELETE" })).status).toBeLessThan(
      300,
    );
    const shipped = await orderByApi(user, product.id, 3);
    await markPaid(shipped, "pi_e2e_history");
    expect(
      (await api(`/purchase/${shipped}`, admin.idToken, { method: "PUT", body: {} })).status,
    ).toBeLessThan(300);

    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/dashboard/history`);
    const items = page.locator(".timeline__item");
    await expect.poll(() => items.count(), UI).toBe(5);
    expect(await page.locator(".timeline__state").allTextContents()).toEqual([
      "Shipped",
      "Paid",
      "Ordered",
      "Cancelled",
      "Ordered",
    ]);
    expect(await items.first().textContent()).toContain(`${product.name} × 3`);
    expect(await items.last().textContent()).toContain(`${product.name} × 2`);
  });
});

describe("dashboard", () => {
  it("hides the side menu on a small screen until the header's menu toggle opens it", async () => {
    const user = await createCustomer("Small Screen");
    const page = await signedIn(user, { width: 360, height: 740 });
    await page.goto(`${SHOP_URL}/dashboard`);
    await page.getByRole("heading", { name: /My Products/ }).waitFor(UI);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await menu.getByRole("link", { name: "My History" }).waitFor(UI);
    expect(await menu.getByRole("link", { name: "My Review" }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "My History" }).click();
    await page.getByRole("heading", { name: "My History" }).waitFor(UI);
    await expect.poll(() => menu.isVisible(), UI).toBe(false);
  });

  it("gives a customer the admin's first page when promoted, without signing out: the one that enrols a second factor", async () => {
    const user = await createCustomer("Soon Admin");
    const admin = await newAdmin();
    const page = await signedIn(user);
    await page.goto(`${SHOP_URL}/dashboard`);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await menu.getByRole("link", { name: "My Review" }).waitFor(UI);
    expect(await menu.getByRole("link", { name: "All Users" }).count()).toBe(0);

    const promoted = await api(`/users/admin/${encodeURIComponent(user.email)}`, admin.idToken, {
      method: "PUT",
    });
    expect(promoted.status).toBeLessThan(300);
    // Issue 52: staff act only with a second factor; until then the dashboard shows only its page.
    await page.getByRole("heading", { level: 1, name: SECOND_FACTOR_MESSAGE }).waitFor(UI);
    expect(await menu.getByRole("link").allTextContents()).toEqual(["Two-factor sign-in"]);
    await page.goto(`${SHOP_URL}/dashboard/users`);
    await page.getByRole("heading", { level: 1, name: SECOND_FACTOR_MESSAGE }).waitFor(UI);
    expect(new URL(page.url()).pathname).toBe("/dashboard/two-factor");
  });
});

/**
 * The admin dashboard in Chromium, as the seeded demo admin signed in through /login: promoting
 * a customer (whose open dashboard gains the admin menu), disabling and enabling an account,
 * adding a product (spec messages, number checks), deleting one, shipping a paid purchase, and a
 * customer being turned away from an admin page. Each test makes its own users and products.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION, type Purchase, type WithId } from "@shop/domain";
import { auth, createTestProduct, db, markPaid } from "../support/admin-sdk.js";
import { createCustomer, signIn, type TestUser } from "../support/auth.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";
import { enrolSecondFactorOnPage, signInOnPage } from "../support/browser.js";

const session = browserSession();

const UI_TIMEOUT = { timeout: 20_000 };
/** Signing in waits for the first sign-in's account write, slow while other lanes run. */
const SIGN_IN_TIMEOUT = { timeout: 45_000 };

async function newPage(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A fresh customer whose profile exists (as after signing in on the site). */
async function registeredCustomer(name: string): Promise<TestUser> {
  const user = await createCustomer(name);
  await api("PUT", `/users/${encodeURIComponent(user.email)}`, user.idToken, {});
  return user;
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${SHOP_URL}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Signs in through /login; the demo owner also types her second factor's code (issue 52). */
function signInThroughLoginPage(page: Page, email: string, password: string): Promise<void> {
  return signInOnPage(page, email, password, SIGN_IN_TIMEOUT.timeout);
}

async function adminPage(path: string): Promise<Page> {
  const page = await newPage();
  await signInThroughLoginPage(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  await page.goto(`${SHOP_URL}${path}`);
  return page;
}

function toast(page: Page, text: string) {
  return page.locator(".Toastify").getByText(text, { exact: true });
}

/** A product of this test (unique name), made with the Admin SDK. */
async function createProduct(namePrefix: string): Promise<{ id: string; name: string }> {
  const name = `${namePrefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const id = await createTestProduct({
    name,
    image: "/images/products/tripod.svg",
    availableOrder: 30,
    priceCents: 3999,
  });
  return { id, name };
}

async function placePurchase(buyer: TestUser, productId: string): Promise<string> {
  const { insertedId } = await api<{ insertedId: string }>("POST", "/purchase", buyer.idToken, {
    productId,
    quantity: 2,
    address: "12 Harbour Road, Springfield, IL 62701",
    phone: "555-0123",
  });
  return insertedId;
}

describe("admin gate", () => {
  it("signs a customer out of an admin page and sends them to /login", async () => {
    const customer = await createCustomer("Curious Carl");
    const page = await newPage();
    await signInThroughLoginPage(page, customer.email, customer.password);
    await page.goto(`${SHOP_URL}/dashboard/users`);
    await page.waitForURL((url) => url.pathname === "/login", UI_TIMEOUT);
    await expect
      .poll(() => page.getByRole("link", { name: "Login", exact: true }).count(), UI_TIMEOUT)
      .toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
    expect(await page.getByRole("heading", { name: /All Users/ }).count()).toBe(0);
    // Still signed out after a reload: the session really ended.
    await page.goto(`${SHOP_URL}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/login", UI_TIMEOUT);
  });

  it("keeps an admin on an admin page across a reload", async () => {
    const page = await adminPage("/dashboard/users");
    await page.getByRole("heading", { name: /All Users/ }).waitFor(UI_TIMEOUT);
    await page.reload();
    await page.getByRole("table").waitFor(UI_TIMEOUT);
    expect(new URL(page.url()).pathname).toBe("/dashboard/users");
  });
});

describe("All Users", () => {
  it("promotes a customer, whose open dashboard has them enrol a second factor, then shows the admin menu without signing in again", async () => {
    const customer = await createCustomer("Promoted Pat");
    const customerPage = await newPage();
    await signInThroughLoginPage(customerPage, customer.email, customer.password);
    await customerPage.goto(`${SHOP_URL}/dashboard`);
    const dashboardMenu = customerPage.getByRole("navigation", { name: "Dashboard" });
    await dashboardMenu.getByRole("link", { name: "My Product" }).waitFor(UI_TIMEOUT);
    expect(await dashboardMenu.getByRole("link", { name: "All Users" }).count()).toBe(0);

    const page = await adminPage("/dashboard/users");
    const row = page.getByRole("row", { name: new RegExp(customer.email) });
    await row.waitFor(UI_TIMEOUT);
    await expect.poll(() => row.getByRole("cell", { name: "customer", exact: true }).count()).toBe(1);
    await row.getByRole("button", { name: `Make An Admin: ${customer.email}` }).click();
    await toast(page, "Successfully Made an Admin").waitFor(UI_TIMEOUT);
    await expect
      .poll(() => row.getByRole("cell", { name: "admin", exact: true }).count(), UI_TIMEOUT)
      .toBe(1);
    expect(await row.getByRole("button", { name: /Make An Admin/ }).count()).toBe(0);

    // The customer's dashboard listens to the profile's claimsUpdatedAt and refreshes its token.
    // Staff act only signed in with a second factor (issue 52): the new admin is shown the page
    // that enrols one, and nothing else, until they have.
    await dashboardMenu.getByRole("link", { name: "Two-factor sign-in" }).waitFor(UI_TIMEOUT);
    expect(await dashboardMenu.getByRole("link", { name: "All Users" }).count()).toBe(0);
    expect(new URL(customerPage.url()).pathname).toBe("/dashboard/two-factor");
    await enrolSecondFactorOnPage(customerPage);
    await dashboardMenu.getByRole("link", { name: "All Users" }).waitFor(UI_TIMEOUT);
    expect(await dashboardMenu.getByRole("link", { name: "My Review" }).count()).toBe(0);
    // The token the page now holds carries the factor: the API answers the new admin's call.
    await dashboardMenu.getByRole("link", { name: "All Users" }).click();
    await customerPage.getByRole("row", { name: new RegExp(customer.email) }).waitFor(UI_TIMEOUT);
    const [factor] = (await auth.getUser(customer.uid)).multiFactor?.enrolledFactors ?? [];
    expect(factor?.factorId).toBe("phone");
  });

  it("disables an account (it cannot sign in) and enables it again; never the admin's own", async () => {
    const customer = await registeredCustomer("Locked Lou");
    const page = await adminPage("/dashboard/users");
    const ownRow = page.getByRole("row", { name: new RegExp(DEMO_ACCOUNTS.admin.email) });
    await ownRow.waitFor(UI_TIMEOUT);
    expect(await ownRow.getByRole("button", { name: /Disable/ }).count()).toBe(0);

    const row = page.getByRole("row", { name: new RegExp(customer.email) });
    await row.getByRole("button", { name: `Disable ${customer.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Disable this account?" });
    await dialog.waitFor(UI_TIMEOUT);
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await row.getByText("Disabled", { exact: true }).waitFor(UI_TIMEOUT);
    await row.getByRole("button", { name: `Enable ${customer.email}` }).waitFor();

    const blocked = await newPage();
    await fillLogin(blocked, customer.email, customer.password);
    await blocked.getByText(/disabled/i).waitFor(UI_TIMEOUT);
    expect(new URL(blocked.url()).pathname).toBe("/login");

    await row.getByRole("button", { name: `Enable ${customer.email}` }).click();
    await row.getByRole("button", { name: `Disable ${customer.email}` }).waitFor(UI_TIMEOUT);
    expect(await row.getByText("Disabled", { exact: true }).count()).toBe(0);

    const back = await newPage();
    await signInThroughLoginPage(back, customer.email, customer.password);
    await back.getByRole("link", { name: "Dashboard" }).waitFor(UI_TIMEOUT);
  });
});

describe("Add Product", () => {
  const VALID = {
    Name: "",
    Description: "A carbon travel tripod that folds to 30 cm.",
    "Minimum order quantity": "2",
    "Available quantity": "25",
    "Price ($)": "34.50",
    "Image URL": "/images/products/tripod.svg",
  };
  type Label = keyof typeof VALID;
  const REQUIRED: [Label, string][] = [
    ["Name", "Name is required"],
    ["Description", "Description is required"],
    ["Minimum order quantity", "Minimum order quantity is required"],
    ["Available quantity", "Available  quantity is required"],
    ["Price ($)", "price  quantity is required"],
    ["Image URL", "Image is required"],
  ];

  async function fill(page: Page, values: Record<Label, string>) {
    for (const [label, value] of Object.entries(values))
      await page.getByLabel(label, { exact: true }).fill(value);
  }
  const form = (page: Page) => page.getByRole("form", { name: "Add a product" });
  const errors = (page: Page) => form(page).getByRole("alert").allTextContents();

  it("shows the spec's messages, checks the numbers, then adds a product that appears in the shop", async () => {
    const name = `Carbon Tripod ${Date.now().toString(36)}`;
    const page = await adminPage("/dashboard/addproduct");
    // With the Storage emulator a file can be uploaded as well (tests/e2e/uploads.e2e.test.ts).
    await page
      .getByText(
        process.env.GIMBAL_STORAGE_EMULATOR === "1"
          ? "Or paste a link to an image"
          : "Image upload is unavailable here; paste an image URL instead",
      )
      .waitFor(UI_TIMEOUT);
    const submit = page.getByRole("button", { name: "Add Product", exact: true });

    await submit.click();
    await expect.poll(() => errors(page)).toEqual(REQUIRED.map(([, m]) => m));

    for (const [label, message] of REQUIRED) {
      await fill(page, { ...VALID, Name: name, [label]: "" });
      await submit.click();
      await expect.poll(() => errors(page)).toEqual([message]);
    }

    const invalid: [Label, string, string][] = [
      ["Price ($)", "0", "Price must be more than $0"],
      ["Price ($)", "twelve", "Enter the price in dollars, like 49.99"],
      ["Minimum order quantity", "1.5", "Minimum order must be a whole number of at least 1"],
      ["Available quantity", "-4", "Available quantity must be a whole number"],
      ["Available quantity", "1", "Minimum order cannot be more than the available quantity"],
    ];
    for (const [label, value, message] of invalid) {
      await fill(page, { ...VALID, Name: name, [label]: value });
      await submit.click();
      await expect.poll(() => errors(page)).toEqual([message]);
    }

    await fill(page, { ...VALID, Name: name });
    await submit.click();
    await toast(page, "Product added successfully").waitFor(UI_TIMEOUT);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await errors(page)).toEqual([]);

    const stored = await db.collection(COLLECTIONS.products).where("name", "==", name).get();
    expect(stored.docs.map((d) => d.data())).toMatchObject([
      { minimumOrder: 2, availableOrder: 25, priceCents: 3450, image: "/images/products/tripod.svg" },
    ]);

    const shop = await newPage();
    await shop.goto(`${SHOP_URL}/shop`);
    await shop.getByRole("heading", { name }).waitFor(UI_TIMEOUT);
  });
});

describe("Manage Product", () => {
  it("deletes a product through the modal; an earlier purchase keeps its name", async () => {
    const product = await createProduct("Doomed Mount");
    const buyer = await registeredCustomer("Early Eve");
    const purchaseId = await placePurchase(buyer, product.id);

    const page = await adminPage("/dashboard/manageProducts");
    const row = page.getByRole("row", { name: new RegExp(product.name) });
    await row.waitFor(UI_TIMEOUT);
    expect(await row.getByRole("cell", { name: "$39.99" }).count()).toBe(1);
    await row.getByRole("button", { name: `Delete ${product.name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete?" });
    await dialog.waitFor(UI_TIMEOUT);
    // Close first: nothing happens.
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await row.count()).toBe(1);

    await row.getByRole("button", { name: `Delete ${product.name}` }).click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await toast(page, `Product ${product.name} is deleted`).waitFor(UI_TIMEOUT);
    await row.waitFor({ state: "detached", ...UI_TIMEOUT });

    expect((await fetch(`${API_URL}/products/${product.id}`)).status).toBe(404);
    const shop = await newPage();
    await shop.goto(`${SHOP_URL}/shop`);
    await shop.locator(".product-card").first().waitFor(UI_TIMEOUT);
    expect(await shop.getByText(product.name).count()).toBe(0);

    const purchases = await api<WithId<Purchase>[]>(
      "GET",
      `/purchase?user=${encodeURIComponent(buyer.email)}`,
      buyer.idToken,
    );
    expect(purchases.find((p) => p._id === purchaseId)?.productName).toBe(product.name);
  });

  it("shows each product's true stock: the sum of its buckets, not the shop grid's figure", async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const name = `Launch Grip ${Date.now().toString(36)}`;
    const { insertedId } = await api<{ insertedId: string }>("POST", "/products", admin.idToken, {
      name,
      description: "A launch with its stock in four buckets.",
      image: "/images/products/tripod.svg",
      minimumOrder: 1,
      availableOrder: 40,
      priceCents: 2999,
      stockBuckets: 4,
    });
    // 9 pieces sold a moment ago: the buckets know, the grid's figure (40) has not followed yet.
    await db
      .collection(COLLECTIONS.products)
      .doc(insertedId)
      .collection(STOCK_BUCKETS_COLLECTION)
      .doc("0")
      .set({ available: 1 });
    expect((await db.collection(COLLECTIONS.products).doc(insertedId).get()).get("availableOrder")).toBe(40);

    const page = await adminPage("/dashboard/manageProducts");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.waitFor(UI_TIMEOUT);
    expect(await row.getByRole("cell", { name: "31", exact: true }).count()).toBe(1);
    expect(await row.getByRole("cell", { name: "40", exact: true }).count()).toBe(0);
  });
});

describe("All Product (payments)", () => {
  it("ships a paid purchase: toast 'Product Shipment', the row shows 'Product Shipped'", async () => {
    const product = await createProduct("Shipping Grip");
    const buyer = await registeredCustomer("Shipped Sam");
    const purchaseId = await placePurchase(buyer, product.id);
    await markPaid(purchaseId);

    const page = await adminPage("/dashboard/allProducts");
    const row = page.getByRole("row", { name: new RegExp(`${buyer.email}.*${product.name}`) });
    await row.waitFor(UI_TIMEOUT);
    expect(await row.getByRole("cell", { name: "$79.98" }).count()).toBe(1);
    await row.getByRole("button", { name: `Make a Shipment: ${product.name} for ${buyer.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Make a Shipment" });
    await dialog.getByLabel("Carrier (optional)").fill("DHL");
    await dialog.getByLabel("Tracking number (optional)").fill("JD 0146 0001");
    await dialog.getByRole("button", { name: "Confirm Shipment" }).click();
    await toast(page, "Product Shipment").waitFor(UI_TIMEOUT);
    await row.getByText("Product Shipped", { exact: true }).waitFor(UI_TIMEOUT);
    expect(await row.getByRole("button", { name: /Make a Shipment/ }).count()).toBe(0);

    const purchase = (await db.collection(COLLECTIONS.purchases).doc(purchaseId).get()).data();
    expect(purchase).toMatchObject({
      state: "shipped",
      shipment: true,
      carrier: "DHL",
      trackingNumber: "JD 0146 0001",
    });
    expect((await db.collection(COLLECTIONS.payments).doc(purchaseId).get()).data()?.shipment).toBe(true);
  });
});

describe("Messages", () => {
  it("lists contact messages newest first with every field", async () => {
    const tag = Date.now().toString(36);
    const send = (name: string) =>
      api("POST", "/messages", undefined, {
        name,
        company: `Studio ${tag}`,
        email: "reply@example.com",
        phone: "+1 555 0199",
        message: `Do you ship to Norway? (${name})`,
      });
    await send(`Older ${tag}`);
    await send(`Newer ${tag}`);

    const page = await adminPage("/dashboard/messages");
    const newer = page.getByRole("article", { name: `Message from Newer ${tag}` });
    await newer.waitFor(UI_TIMEOUT);
    await newer.getByText(`Studio ${tag}`).waitFor();
    await newer.getByText("reply@example.com").waitFor();
    await newer.getByText("+1 555 0199").waitFor();
    await newer.getByText(`Do you ship to Norway? (Newer ${tag})`).waitFor();
    const order = await page
      .getByRole("article")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(order.indexOf(`Message from Newer ${tag}`)).toBeLessThan(
      order.indexOf(`Message from Older ${tag}`),
    );
    expect(order.indexOf(`Message from Older ${tag}`)).toBeGreaterThan(-1);
  });
});

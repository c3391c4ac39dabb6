/**
 * Staff roles in the dashboard (issue 52), in Chromium: a fulfilment member is linked only the
 * shipments (another page opened by its address says the role does not allow it, without signing
 * them out); the owner (the seeded admin) gives a role on All Users and finds it in the Audit.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createCustomer, setClaims, type TestUser } from "../support/auth.js";
import { signInThroughLogin } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";

const session = browserSession();

const UI_TIMEOUT = { timeout: 20_000 };
/** Signing in waits for the account's first API call, slow while other lanes run. */
const SIGN_IN_MS = 45_000;

async function signedInPage(email: string, password: string): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return signInThroughLogin(context, email, password, SIGN_IN_MS);
}

/** A fresh customer whose profile exists (as after signing in on the site). */
async function registeredCustomer(name: string): Promise<TestUser> {
  const user = await createCustomer(name);
  const res = await fetch(`${API_URL}/users/${encodeURIComponent(user.email)}`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${user.idToken}`, "Content-Type": "application/json" },
    body: "{}",
  });
  if (!res.ok) throw new Error(`PUT /users: ${res.status} ${await res.text()}`);
  return user;
}

const menuLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Dashboard" }).getByRole("link").allTextContents();

describe("staff roles in the dashboard", () => {
  it("links a fulfilment member only the shipments and refuses other pages without signing out", async () => {
    // Registered through the API first: its first call (a cold functions worker) is not the sign-in's.
    const packer = await setClaims(await registeredCustomer("Packer Pia"), { role: "fulfilment" });
    const page = await signedInPage(packer.email, packer.password);
    await page.goto(`${SHOP_URL}/dashboard`);
    const menu = page.getByRole("navigation", { name: "Dashboard" });
    await menu.getByRole("link", { name: "Shipments" }).waitFor(UI_TIMEOUT);
    expect(await menuLinks(page)).toEqual([
      "My Product",
      "My Review",
      "My Profile",
      "My History",
      "Shipments",
    ]);

    await menu.getByRole("link", { name: "Shipments" }).click();
    await page.getByRole("heading", { name: "Shipments" }).waitFor(UI_TIMEOUT);
    // The live list of paid purchases loads (the rules let fulfilment read purchases).
    await page
      .getByText(/Nothing to ship\.|Paid purchases to ship/)
      .first()
      .waitFor(UI_TIMEOUT);
    expect(await page.getByText("We could not load the shipments.").count()).toBe(0);

    await page.goto(`${SHOP_URL}/dashboard/users`);
    await page.getByRole("alert").filter({ hasText: "Your role does not allow this" }).waitFor(UI_TIMEOUT);
    expect(await page.getByRole("heading", { name: /All Users/ }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/dashboard/users");
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).not.toBeNull();
  });

  it("lets the owner give a role on All Users, then find the change in the Audit", async () => {
    const helper = await registeredCustomer("Helper Hal");
    const page = await signedInPage(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.goto(`${SHOP_URL}/dashboard/users`);
    const select = page.getByRole("combobox", { name: `Staff role: ${helper.email}` });
    await select.waitFor(UI_TIMEOUT);
    await select.selectOption({ label: "Support" });
    // Attached, not visible: on two loaded cores the toast's 5 s could pass between two of
    // Playwright's checks, leaving it mid-way through its exit when first seen.
    await page
      .locator(".Toastify")
      .getByText(`${helper.email} is now Support`, { exact: true })
      .waitFor({ ...UI_TIMEOUT, state: "attached" });

    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Audit" }).click();
    await page.getByRole("heading", { name: "Audit" }).waitFor(UI_TIMEOUT);
    const filters = page.getByRole("search", { name: "Audit filters" });
    await filters.getByLabel("Kind").selectOption({ label: "Role change" });
    await filters.getByRole("button", { name: "Search" }).click();
    const row = page.getByRole("row").filter({ hasText: `users/${helper.uid}` });
    await row.waitFor(UI_TIMEOUT);
    expect(await row.textContent()).toContain("role: support");
    expect(await row.textContent()).toContain("owner");

    const download = page.waitForEvent("download", UI_TIMEOUT);
    await page.getByRole("button", { name: "Download CSV" }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-.*\.csv$/);
  });
});

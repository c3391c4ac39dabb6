import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createCustomer } from "../support/auth.js";
import { browserSession } from "../support/browser-session.js";
import { routeGoogleApis } from "../support/gapi-stand-in.js";
import { SHOP_URL } from "../support/env.js";

const session = browserSession();

async function newPage(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const freshEmail = () => `e2e-${randomUUID().slice(0, 10)}@example.com`;
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem("accessToken"));

async function fillSignup(page: Page, name: string, email: string, password: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
}

describe("sign-up, login and logout", () => {
  it("shows the exact validation message for each invalid signup field", async () => {
    const page = await newPage();
    await page.goto(`${SHOP_URL}/signup`);
    await fillSignup(page, "", "", "");
    await page.getByText("Name is required", { exact: true }).waitFor();
    await page.getByText("Email is required", { exact: true }).waitFor();
    await page.getByText("Password is required", { exact: true }).waitFor();

    await fillSignup(page, "Grace", "grace@invalid", "secret-123");
    await page.getByText("Provide a valid email", { exact: true }).waitFor();
    expect(await page.getByText("Name is required").count()).toBe(0);

    await fillSignup(page, "Grace", freshEmail(), "12345");
    await page.getByText("Must be value 6", { exact: true }).waitFor();
    expect(page.url()).toBe(`${SHOP_URL}/signup`);
  });

  it("shows the exact validation message for each invalid login field", async () => {
    const page = await newPage();
    await page.goto(`${SHOP_URL}/login`);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Email is Required", { exact: true }).waitFor();
    await page.getByText("Password is Required", { exact: true }).waitFor();
    await page.getByLabel("Email").fill("nobody");
    await page.getByLabel("Password").fill("123");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByText("Provide a valid Email", { exact: true }).waitFor();
    await page.getByText("Must be 6 characters or longer", { exact: true }).waitFor();
  });

  it("signs up, lands on /home signed in with the name shown, and logs out", async () => {
    const page = await newPage();
    const name = `Grace ${randomUUID().slice(0, 6)}`;
    await page.goto(`${SHOP_URL}/signup`);
    await fillSignup(page, name, freshEmail(), "secret-123");
    await page.waitForURL(`${SHOP_URL}/home`, { timeout: 20_000 });
    await page.getByText(`Hi, ${name}`).waitFor({ timeout: 15_000 });
    await mainNav(page).getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await mainNav(page).getByRole("link", { name: "Login" }).count()).toBe(0);
    expect(await accessToken(page)).toBeTruthy();

    await mainNav(page).getByRole("button", { name: "Log out" }).click();
    await mainNav(page).getByRole("link", { name: "Login" }).waitFor();
    expect(await mainNav(page).getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    expect(await accessToken(page)).toBeNull();
  });

  it("tells the user when the email is already registered", async () => {
    const existing = await createCustomer("Existing Person");
    const page = await newPage();
    await page.goto(`${SHOP_URL}/signup`);
    await fillSignup(page, "Someone Else", existing.email, "secret-123");
    await page.getByText("An account already uses this email. Log in instead.").waitFor({ timeout: 15_000 });
    expect(await page.getByLabel("Name").inputValue()).toBe("Someone Else");
  });

  it("sends a visitor of a protected page to login, then back to that page", async () => {
    const user = await createCustomer("Returning Customer");
    const page = await newPage();
    await page.goto(`${SHOP_URL}/dashboard/profile`);
    await page.waitForURL(`${SHOP_URL}/login`, { timeout: 15_000 });
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${SHOP_URL}/dashboard/profile`, { timeout: 20_000 });
    await mainNav(page).getByRole("button", { name: "Log out" }).waitFor();
  });

  it("goes to / after a login that was not sent from another page", async () => {
    const user = await createCustomer("Direct Login");
    const page = await newPage();
    await page.goto(`${SHOP_URL}/login`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
    await page.getByText("Hi, Direct Login").waitFor();
  });

  it("shows the identity provider's error in red for a wrong password", async () => {
    const user = await createCustomer("Careless Typist");
    const page = await newPage();
    await page.goto(`${SHOP_URL}/login`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const alert = page.locator(".form-error");
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toMatch(/^Wrong (email or )?password\. Please try again\.$/);
    const color = await alert.evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe("rgb(185, 28, 28)");
    expect(page.url()).toBe(`${SHOP_URL}/login`);
  });

  it("signs in with Google through the Auth emulator's account chooser", async () => {
    const page = await newPage();
    await routeGoogleApis(page.context());
    const email = freshEmail();
    await page.goto(`${SHOP_URL}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Continue with Google" }).click(),
    ]);
    await popup.waitForLoadState("domcontentloaded");
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Gina Google");
    await popup.locator("#sign-in").click();
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
    await page.getByText("Hi, Gina Google").waitFor({ timeout: 15_000 });
    await mainNav(page).getByRole("link", { name: "Dashboard" }).waitFor();
  });

  it("on a phone-sized screen, the menu toggle also opens the dashboard side menu", async () => {
    const user = await createCustomer("Phone User");
    const context = await session.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/login`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(`${SHOP_URL}/`, { timeout: 20_000 });
    await page.goto(`${SHOP_URL}/dashboard/history`);
    // Hidden (display: none) until toggled, so found by id rather than by role.
    const sideMenu = page.locator("nav#dashboard-menu");
    await sideMenu.waitFor({ state: "attached", timeout: 15_000 });
    expect(await sideMenu.isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await sideMenu.getByRole("link", { name: "My Profile" }).click();
    await page.waitForURL(`${SHOP_URL}/dashboard/profile`);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => sideMenu.isVisible()).toBe(false);
  });
});

/**
 * Issue 50 in Chromium: on My Profile a customer downloads their data as a JSON file (the
 * documented format, their email in it), then deletes their account after giving their password
 * again; the browser is signed out at /, and the Auth account is gone. Ticking 'Send me news and
 * offers' on My Profile mails a confirmation (read from MailDev); the mailed link opens a page
 * whose Confirm button confirms, and My Profile then says so.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT, EXPORT_FORMAT, type ConsentAnswer, type PersonalDataExport } from "@shop/domain";
import { auth } from "../support/admin-sdk.js";
import { createCustomer } from "../support/auth.js";
import { axeFindings } from "../support/axe.js";
import { UI, signInThroughLogin } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { SHOP_URL } from "../support/env.js";
import { received } from "../support/mail.js";
import { api } from "../support/payments.js";

const session = browserSession();

describe("my data on My Profile", () => {
  it("downloads the customer's data, then deletes the account after signing in again", async () => {
    const customer = await createCustomer("Dana Delete");
    const context = await session.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await signInThroughLogin(context, customer.email, customer.password, UI.timeout);
    await page.goto(`${SHOP_URL}/dashboard/profile`);

    const [download] = await Promise.all([
      page.waitForEvent("download", UI),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gimbal-shop-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as PersonalDataExport;
    expect(file.format).toBe(EXPORT_FORMAT);
    expect(file.profile?.email).toBe(customer.email);

    await page.getByRole("button", { name: "Delete my account", exact: true }).click();
    await page.getByLabel("Your password, to sign in again").fill(customer.password);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    const toast = page.locator(".Toastify__toast").last();
    await toast.waitFor(UI);
    expect(await toast.innerText()).toContain("Your account is deleted");
    // Signed out (the header offers the login again) and still on the home page, not sent to /login.
    await page.locator("header").getByRole("link", { name: "Login", exact: true }).waitFor(UI);
    await vi.waitFor(() => expect(new URL(page.url()).pathname).toBe("/"), { ...UI, interval: 100 });
    await vi.waitFor(() => expect(auth.getUser(customer.uid)).rejects.toThrow(), { timeout: 10_000 });
  });

  it("asks for news and offers on My Profile: the mailed link's page confirms with its button", async () => {
    const customer = await createCustomer("Nina Newsletter");
    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signInThroughLogin(context, customer.email, customer.password, UI.timeout);
    await page.goto(`${SHOP_URL}/dashboard/profile`);
    const box = page.getByLabel(CONSENT_TEXT.checkbox);
    await box.waitFor(UI);
    expect(await box.isChecked()).toBe(false);
    // The box follows the server's answer (ticked once the confirmation is asked for).
    await box.click();
    await page.getByText(CONSENT_TEXT.pending).waitFor(UI);
    expect(await box.isChecked()).toBe(true);

    const mail = await received(customer.email, "Please confirm: news and offers from the shop");
    const link = /https?:\/\/\S+\/api\/consent\/confirm\?token=[A-Za-z0-9_-]{32}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    const consent = async () =>
      (await api<ConsentAnswer>("/users/me/consent", { user: customer })).body.marketing;
    // Opening the link asks first (a mail scanner's visit confirms nothing).
    const confirmPage = await context.newPage();
    await confirmPage.goto(link ?? "");
    await confirmPage.getByRole("heading", { level: 1, name: CONSENT_TEXT.confirmTitle }).waitFor(UI);
    expect(await consent()).toBe("pending");
    expect(await axeFindings(confirmPage, "the confirmation page")).toEqual([]);
    await confirmPage.getByRole("button", { name: CONSENT_TEXT.confirmButton }).click();
    await confirmPage.getByRole("heading", { level: 1, name: CONSENT_TEXT.confirmed }).waitFor(UI);
    expect(await consent()).toBe("confirmed");
    expect(await axeFindings(confirmPage, "the confirmed page")).toEqual([]);

    await page.reload();
    await page.getByText(CONSENT_TEXT.confirmed).waitFor(UI);
    expect(await page.getByLabel(CONSENT_TEXT.checkbox).isChecked()).toBe(true);
  });
});

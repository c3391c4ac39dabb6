/**
 * Issue 22, in the browser: an email/password sign-up gets Firebase Auth's verification mail,
 * the dashboard asks to verify (with Resend), an order placed before verifying mails nothing
 * until the customer follows the verification link (read from the Auth emulator, as the local
 * inbox of verification links), and the next visit releases the held mail.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createTestProduct } from "../support/admin-sdk.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, AUTH_EMULATOR, PROJECT_ID, SHOP_URL } from "../support/env.js";
import { mailDocs, mailsTo } from "../support/mail.js";

const BANNER = "Please verify your email to receive order emails";
const WAIT = { timeout: 30_000, interval: 250 };

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

async function verificationLinks(email: string): Promise<string[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes: OobCode[] };
  return body.oobCodes
    .filter((c) => c.email === email && c.requestType === "VERIFY_EMAIL")
    .map((c) => c.oobLink);
}

const session = browserSession();

async function signUp(email: string): Promise<Page> {
  const page = await (await session.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${SHOP_URL}/signup`);
  await page.getByLabel("Name").fill("Vera Verify");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret-123");
  await page.getByRole("button", { name: "Register" }).click();
  // Registering ends with the account's first API calls (a cold worker on a busy machine).
  await page.waitForURL(`${SHOP_URL}/home`, { timeout: 60_000 });
  return page;
}

describe("verifying the email address", () => {
  it("holds the order mail until the customer follows the verification link", async () => {
    const email = `verify-${randomUUID().slice(0, 8)}@example.com`;
    const page = await signUp(email);
    await expect.poll(() => verificationLinks(email), WAIT).toHaveLength(1);

    await page.goto(`${SHOP_URL}/dashboard`);
    const banner = page.getByRole("status").filter({ hasText: BANNER });
    await banner.waitFor({ timeout: 20_000 });
    await banner.getByRole("button", { name: "Resend" }).click();
    await page.getByText(`We sent a new verification link to ${email}`).waitFor({ timeout: 20_000 });
    await expect.poll(() => verificationLinks(email), WAIT).toHaveLength(2);

    // Ordering works unverified; its mail is held.
    const token = await page.evaluate(() => localStorage.getItem("accessToken"));
    const productId = await createTestProduct({ availableOrder: 20 });
    const order = await fetch(`${API_URL}/purchase`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token ?? ""}` },
      body: JSON.stringify({
        productId,
        quantity: 2,
        address: "1 Road, Springfield, IL 62701",
        phone: "+1 555 0100",
      }),
    });
    expect(order.status).toBe(201);
    await expect
      .poll(async () => (await mailDocs({ to: email })).map((m) => m.delivery.state), WAIT)
      .toEqual(["HELD"]);
    expect(await mailsTo(email)).toEqual([]);

    // The link from the mail, opened in the browser as the customer would.
    const [link] = (await verificationLinks(email)).slice(-1);
    const action = await page.context().newPage();
    await action.goto(link ?? "");
    await action.close();

    // The next visit sees the verified address: no banner, and the held mail goes out.
    await page.goto(`${SHOP_URL}/dashboard`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByText(BANNER).count(), WAIT).toBe(0);
    await expect.poll(async () => (await mailsTo(email)).length, WAIT).toBe(1);
    await page.context().close();
  }, 120_000);
});

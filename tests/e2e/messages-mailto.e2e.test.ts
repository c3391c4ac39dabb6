/**
 * Issue 22: the admin's Messages page never turns a stored address into a mailto: link with a
 * hidden Bcc or subject. Messages written before the strict address grammar (planted here with
 * the Admin SDK, past the API) show their address as text; a normal address links, encoded.
 */
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { db } from "../support/admin-sdk.js";
import { signInThroughLogin } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";

const session = browserSession();

describe("the Messages page's mailto links", () => {
  it("links only a plain address, encoded, and never a hostile one", async () => {
    const tag = Date.now().toString(36);
    const hostile = "x@y.z?bcc=attacker%40evil.test&subject=Invoice";
    const plant = (name: string, email: string) =>
      db.collection("messages").add({
        name,
        company: "",
        email,
        phone: "",
        message: `Planted ${tag}`,
        userId: null,
        createdAt: Timestamp.now(),
      });
    await plant(`Hostile ${tag}`, hostile);
    await plant(`Plain ${tag}`, "sam+shop@example.com");

    const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signInThroughLogin(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.goto(`${SHOP_URL}/dashboard/messages`);
    const bad = page.getByRole("article", { name: `Message from Hostile ${tag}` });
    await bad.getByText(hostile, { exact: true }).waitFor({ timeout: 20_000 });
    expect(await bad.locator("a[href^='mailto:']").count()).toBe(0);

    const plain = page.getByRole("article", { name: `Message from Plain ${tag}` });
    const link = plain.getByRole("link", { name: "sam+shop@example.com" });
    expect(await link.getAttribute("href")).toBe("mailto:sam%2Bshop@example.com");
  });
});

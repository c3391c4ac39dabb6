/**
 * The Stripe.js stand-in in a real Chromium (playwright-core), loaded with a <script> tag from a
 * page on a different origin: checks CORS, accessible names and the 3-D Secure dialog.
 * Needs Chromium (`apt-get install chromium`, or CHROMIUM_PATH): without it the test fails
 * rather than being skipped.
 */
import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import { KEYS, postForm, startTestServer, chromiumPath } from "./testing/test-server.js";

interface PayResult {
  paymentIntent?: { id: string; status: string };
  error?: { type: string; code?: string; decline_code?: string; message: string };
}

declare global {
  interface Window {
    pay(clientSecret: string): Promise<PayResult>;
    stripeLocalOrigin: string;
    axe?: { run(context: Document): Promise<{ violations: Array<{ id: string; help: string }> }> };
  }
}

function pageHtml(stripeLocalUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Checkout</title><script src="${stripeLocalUrl}/js/stripe.js"></script></head>
<body>
<main>
  <h1>Checkout</h1>
  <div id="card"></div>
</main>
<script>
  const stripe = Stripe(${JSON.stringify(KEYS.publishableKey)});
  const card = stripe.elements().create("card", { hidePostalCode: true });
  card.mount("#card");
  window.stripeLocalOrigin = stripe._stripeLocal.origin;
  window.pay = async (clientSecret) => {
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: "Ada Lovelace" } },
    });
    return JSON.parse(JSON.stringify(result));
  };
</script>
</body>
</html>`;
}

describe("Stripe.js stand-in in Chromium", () => {
  let stripeLocal: StripeLocalServer;
  let pageServer: Server;
  let pageUrl: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stripeLocal = await startTestServer();
    pageServer = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(pageHtml(stripeLocal.url));
    });
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}/checkout`;
    if (chromiumPath === undefined) throw new Error("Chromium is not installed: apt-get install chromium");
    browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
    page = await browser.newPage();
    await page.goto(pageUrl);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
    await stripeLocal?.close();
  });

  async function clientSecret(): Promise<string> {
    const { body } = await postForm(
      `${stripeLocal.url}/v1/payment_intents`,
      { amount: "4200", currency: "usd" },
      { Authorization: `Bearer ${KEYS.secretKey}` },
    );
    return (body as { client_secret: string }).client_secret;
  }

  async function fillCard(number: string): Promise<void> {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiration date").fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
    await page.getByLabel("CVC").fill("123");
  }

  it("derives its origin from the script tag and pays cross-origin", async () => {
    expect(await page.evaluate(() => window.stripeLocalOrigin)).toBe(stripeLocal.url);
    await fillCard("4242424242424242");
    await expect(page.getByLabel("Expiration date").inputValue()).resolves.toMatch(/^12 \/ \d\d$/);
    const secret = await clientSecret();
    const result = await page.evaluate((s) => window.pay(s), secret);
    expect(result.paymentIntent?.status).toBe("succeeded");
  });

  it("returns declines as { error }", async () => {
    await fillCard("4000000000000069");
    const result = await page.evaluate((s) => window.pay(s), await clientSecret());
    expect(result.error).toMatchObject({ type: "card_error", code: "expired_card" });
  });

  it("shows an accessible 3-D Secure dialog", async () => {
    await fillCard("4000002760003184");
    const pending = page.evaluate((s) => window.pay(s), await clientSecret());
    const dialog = page.getByRole("dialog", { name: "Secure payment authentication" });
    await dialog.waitFor();
    await expect(dialog.getByText("Test 3-D Secure", { exact: true }).isVisible()).resolves.toBe(true);
    await dialog.getByRole("button", { name: "Complete authentication" }).click();
    expect((await pending).paymentIntent?.status).toBe("succeeded");
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("passes axe with the card Element and the 3-D Secure dialog open; Escape fails authentication", async () => {
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core") });
    await fillCard("4000002760003184");
    const pending = page.evaluate((s) => window.pay(s), await clientSecret());
    await page.getByRole("dialog", { name: "Secure payment authentication" }).waitFor();
    const violations = await page.evaluate(async () => {
      if (!window.axe) throw new Error("axe-core not loaded");
      const results = await window.axe.run(document);
      return results.violations.map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
    await page.keyboard.press("Escape");
    expect((await pending).error).toMatchObject({ code: "payment_intent_authentication_failure" });
  });
});

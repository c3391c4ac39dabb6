/**
 * The Payment Element stand-in in a real Chromium (playwright-core), loaded with a <script> tag
 * from a page on another origin: labels by accessible name, axe, and `confirmPayment` with
 * `redirect: 'always'` sending the page to return_url with Stripe's query parameters.
 * Needs Chromium (`apt-get install chromium`, or CHROMIUM_PATH): without it the test fails.
 */
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import { KEYS, postForm, startTestServer, chromiumPath } from "./testing/test-server.js";

declare global {
  interface Window {
    payAndReturn(): void;
    payAlways(): Promise<{ error?: { type: string; code?: string; message: string } }>;
    axe?: { run(context: Document): Promise<{ violations: Array<{ id: string; help: string }> }> };
  }
}

function checkoutHtml(stripeLocalUrl: string, clientSecret: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Checkout</title><script src="${stripeLocalUrl}/js/stripe.js"></script></head>
<body>
<main>
  <h1>Checkout</h1>
  <form id="payment-form"><div id="payment"></div></form>
</main>
<script>
  const stripe = Stripe(${JSON.stringify(KEYS.publishableKey)});
  const elements = stripe.elements({ clientSecret: ${JSON.stringify(clientSecret)}, appearance: { theme: "stripe" } });
  elements.create("payment").mount("#payment");
  const pay = () => stripe.confirmPayment({ elements, confirmParams: { return_url: location.origin + "/payment/return?purchase=p_1" } });
  window.payAndReturn = () => { void pay(); };
  window.payAlways = async () => JSON.parse(JSON.stringify(await pay()));
</script>
</body>
</html>`;
}

describe("Payment Element stand-in in Chromium", () => {
  let stripeLocal: StripeLocalServer;
  let pageServer: Server;
  let pageOrigin: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    stripeLocal = await startTestServer();
    pageServer = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://page.invalid");
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      if (url.pathname === "/checkout") {
        res.end(checkoutHtml(stripeLocal.url, url.searchParams.get("secret") ?? ""));
      } else {
        res.end(
          `<!doctype html><html lang="en"><head><title>Return</title></head><body><h1>Return</h1></body></html>`,
        );
      }
    });
    await new Promise<void>((resolve) => pageServer.listen(0, "127.0.0.1", resolve));
    pageOrigin = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
    if (chromiumPath === undefined) throw new Error("Chromium is not installed: apt-get install chromium");
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    page = await browser.newPage();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => (pageServer ? pageServer.close(() => resolve()) : resolve()));
    await stripeLocal?.close();
  });

  async function checkout(
    params: Record<string, string> = { currency: "usd", "automatic_payment_methods[enabled]": "true" },
  ): Promise<{ id: string; client_secret: string }> {
    const { body } = await postForm(
      `${stripeLocal.url}/v1/payment_intents`,
      { amount: "4200", ...params },
      { Authorization: `Bearer ${KEYS.secretKey}` },
    );
    const intent = body as { id: string; client_secret: string };
    await page.goto(`${pageOrigin}/checkout?secret=${encodeURIComponent(intent.client_secret)}`);
    await page.getByLabel("Card number").waitFor();
    return intent;
  }

  async function fill(number: string): Promise<void> {
    await page.getByLabel("Card number").fill(number);
    await page.getByLabel("Expiration date").fill(`12${String((new Date().getFullYear() + 3) % 100)}`);
    await page.getByLabel("Security code").fill("123");
    await page.getByLabel("ZIP code").fill("94107");
  }

  async function returned(): Promise<URL> {
    await page.waitForURL((url) => url.pathname === "/payment/return");
    return new URL(page.url());
  }

  it("has labelled fields (axe clean) and redirects to return_url with redirect_status=succeeded", async () => {
    const intent = await checkout();
    await expect(page.getByLabel("Country").inputValue()).resolves.toBe("US");
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core") });
    const violations = await page.evaluate(async () => {
      if (!window.axe) throw new Error("axe-core not loaded");
      return (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
    await fill("4242424242424242");
    await page.evaluate(() => window.payAndReturn());
    const url = await returned();
    expect(url.searchParams.get("purchase")).toBe("p_1");
    expect(url.searchParams.get("payment_intent")).toBe(intent.id);
    expect(url.searchParams.get("payment_intent_client_secret")).toBe(intent.client_secret);
    expect(url.searchParams.get("redirect_status")).toBe("succeeded");
  });

  it("resolves a declined card as { error } in Stripe's words and stays on the page", async () => {
    await checkout();
    await fill("4000000000000002");
    const result = await page.evaluate(() => window.payAlways());
    expect(result.error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(new URL(page.url()).pathname).toBe("/checkout");
  });

  it("after a failed 3-D Secure challenge redirects with redirect_status=failed", async () => {
    const intent = await checkout();
    await fill("4000002760003184");
    await page.evaluate(() => window.payAndReturn());
    const dialog = page.getByRole("dialog", { name: "Secure payment authentication" });
    await dialog.getByRole("button", { name: "Fail authentication" }).click();
    const url = await returned();
    expect(url.searchParams.get("payment_intent")).toBe(intent.id);
    expect(url.searchParams.get("redirect_status")).toBe("failed");
  });

  const EUR_BANKS = {
    currency: "eur",
    "payment_method_types[0]": "card",
    "payment_method_types[1]": "ideal",
    "payment_method_types[2]": "bancontact",
    "payment_method_types[3]": "sepa_debit",
  };

  async function statusOf(id: string): Promise<string> {
    const res = await fetch(`${stripeLocal.url}/v1/payment_intents/${id}`, {
      headers: { Authorization: `Bearer ${KEYS.secretKey}` },
    });
    return ((await res.json()) as { status: string }).status;
  }

  it("offers a EUR PaymentIntent's bank methods as tabs (axe clean); only card for a USD one", async () => {
    await checkout();
    await expect(page.getByRole("tab").count()).resolves.toBe(0);
    await checkout(EUR_BANKS);
    const tabs = page.getByRole("tablist", { name: "Payment method" }).getByRole("tab");
    await expect.poll(() => tabs.allTextContents()).toEqual(["Card", "iDEAL", "Bancontact", "SEPA Debit"]);
    await page.getByRole("tab", { name: "SEPA Debit" }).click();
    await expect(page.getByRole("tab", { name: "SEPA Debit" }).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );
    await page.getByText(/you authorise \(A\) .* and Stripe, our payment service provider/).waitFor();
    await page.getByLabel("IBAN").fill("DE89370400440532013001");
    await page.getByLabel("Full name").fill("Jonas Weber");
    await page.getByLabel("Email").fill("jonas@example.test");
    await page.getByLabel("IBAN").blur();
    await page.getByText("Your IBAN is invalid.").waitFor();
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core") });
    const violations = await page.evaluate(async () => {
      if (!window.axe) throw new Error("axe-core not loaded");
      return (await window.axe.run(document)).violations.map((v) => `${v.id}: ${v.help}`);
    });
    expect(violations).toEqual([]);
  });

  it("iDEAL: confirming goes to the bank's test page; 'Authorize test payment' returns succeeded", async () => {
    const intent = await checkout(EUR_BANKS);
    await page.getByRole("tab", { name: "iDEAL" }).click();
    await page
      .getByText("After submission, you will be redirected to securely complete next steps.")
      .waitFor();
    await page.evaluate(() => window.payAndReturn());
    await page.getByRole("button", { name: "Authorize test payment" }).click();
    const url = await returned();
    expect(url.searchParams.get("payment_intent")).toBe(intent.id);
    expect(url.searchParams.get("redirect_status")).toBe("succeeded");
    await expect(statusOf(intent.id)).resolves.toBe("succeeded");
  });

  it("SEPA Debit: IBAN, name and email with the mandate; the debit is processing", async () => {
    const intent = await checkout(EUR_BANKS);
    await page.getByRole("tab", { name: "SEPA Debit" }).click();
    await page.getByLabel("IBAN").fill("DE08370400440532013003");
    await expect(page.getByLabel("IBAN").inputValue()).resolves.toBe("DE08 3704 0044 0532 0130 03");
    await page.getByLabel("Full name").fill("Jonas Weber");
    await page.getByLabel("Email").fill("jonas@example.test");
    await page.evaluate(() => window.payAndReturn());
    const url = await returned();
    expect(url.searchParams.get("payment_intent")).toBe(intent.id);
    expect(url.searchParams.get("redirect_status")).toBe("processing");
    await expect(statusOf(intent.id)).resolves.toBe("processing");
  });
});

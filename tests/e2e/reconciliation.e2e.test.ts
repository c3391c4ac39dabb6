/**
 * The admin in Chromium runs a reconciliation for a planted past day (a PaymentIntent paid in
 * Stripe alone shows as a difference, and the run is listed), then exports that day's payments
 * from All Product and the downloaded CSV holds the planted row, quoted and neutralised.
 * Runs alone (scripts/emulated-suites.ts): it stops the local Stripe's clock.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { signInThroughLogin } from "../support/browser.js";
import { pastDay, paidInStripe, plantPayment, setStripeClock } from "../support/books.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { browserSession } from "../support/browser-session.js";

const session = browserSession();

const UI_TIMEOUT = { timeout: 30_000 };

afterAll(async () => {
  await setStripeClock(null);
});

async function adminPage(): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return signInThroughLogin(context, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
}

describe("Reconciliation and CSV export (admin)", () => {
  it("runs a reconciliation for a day, then downloads that day's payments as CSV", async () => {
    const { day, noon } = pastDay();
    await setStripeClock(noon);
    const onlyInStripe = await paidInStripe(2468);
    const recorded = await paidInStripe(4200);
    await setStripeClock(null);
    await plantPayment({
      transactionId: recorded,
      priceCents: 4200,
      createdAt: noon,
      productName: '=HYPERLINK("http://x","y")',
      userName: "Reseller, Ltd",
      invoiceNumber: "INV-2026-000123",
    });

    const page = await adminPage();
    await page.goto(`${SHOP_URL}/dashboard`);
    // The admin part of the dashboard menu.
    await page.getByRole("link", { name: "Reconciliation" }).click(UI_TIMEOUT);
    await page.getByRole("heading", { name: "Reconciliation", level: 1 }).waitFor(UI_TIMEOUT);
    const form = page.getByRole("form", { name: "Run a reconciliation" });
    await form.getByLabel("From (UTC)").fill(day);
    await form.getByLabel("To (UTC, inclusive)").fill(day);
    await form.getByRole("button", { name: "Run reconciliation" }).click();

    const latest = page.getByRole("region", { name: "Latest run" });
    await latest.getByRole("heading", { name: `Result for ${day}` }).waitFor(UI_TIMEOUT);
    await expect(latest.getByText("Matched: 1 payment(s), $42.00").isVisible()).resolves.toBe(true);
    // The planted PaymentIntent's line (the shop's own refunds or PaymentIntents made by another
    // process while the clock stood at that day would be listed beside it, each on its line).
    const difference = latest.locator('li[data-kind="missing_in_shop"]', { hasText: onlyInStripe });
    await expect(difference.textContent()).resolves.toContain(onlyInStripe);
    await expect(difference.textContent()).resolves.toContain("$24.68");
    const runs = page.getByRole("table", { name: "Reconciliation runs" });
    await runs.getByRole("cell", { name: day, exact: true }).first().waitFor(UI_TIMEOUT);

    await page.getByRole("link", { name: "All Product" }).click();
    const exportForm = page.getByRole("form", { name: "Export Payments" });
    await exportForm.getByLabel("Payments from").fill(day);
    await exportForm.getByLabel("to").fill(day);
    const [download] = await Promise.all([
      page.waitForEvent("download", UI_TIMEOUT),
      exportForm.getByRole("button", { name: "Export CSV (payments)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payments-${day}-to-${day}.csv`);
    const file = await download.path();
    const text = (await readFile(file, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "paymentId,paidAt,customerName,customerEmail,product,quantity,amount,currency,country,shipping,tax,refunded,transactionId,orderId,invoiceNumber,dispute",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"Reseller, Ltd"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    // A payment record without its purchase and order: no country, shipping or tax to show.
    expect(lines[1]).toContain(`,42.00,USD,,,,no,${recorded},,INV-2026-000123`);
    expect(lines[1]).toContain(new Date(noon).toISOString());
  });
});

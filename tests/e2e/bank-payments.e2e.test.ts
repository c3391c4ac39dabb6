/**
 * A SEPA debit in a real browser (issue 49), with Stripe's delayed-failure IBAN: the order waits
 * for the bank ('We are waiting for your bank'), then, when the local Stripe's clock moves on,
 * is unpaid again with its pieces still held and a mail sent, and is paid by card at the second
 * try. Runs alone (ALONE_STEPS in scripts/emulated-suites.ts): moving the clock would settle every
 * lane's pending debits. iDEAL, which needs no clock, is ideal.e2e.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it, vi } from "vitest";
import { productStock } from "../support/admin-sdk.js";
import { setStripeClock } from "../support/books.js";
import { browserSession } from "../support/browser-session.js";
import { UI } from "../support/browser.js";
import { STRIPE_LOCAL_URL } from "../support/env.js";
import { BERLIN, DECIDED, payingInEuros, readOrder } from "../support/euro-payment-page.js";
import { received } from "../support/mail.js";
import { SLOW_EMULATOR_MS } from "../support/payments.js";

const session = browserSession({ keepContexts: true });

async function payByCard(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Card" }).click();
  await page.getByLabel("Card number").pressSequentially("4242 4242 4242 4242");
  await page.getByLabel("Expiration date").pressSequentially("12 / 34");
  await page.getByLabel("Security code").pressSequentially("123");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

describe("paying in euros with the bank methods (issue 49)", () => {
  it(
    "a SEPA debit that fails after days: waiting for the bank, then unpaid with its pieces held and a mail, then paid by card",
    async () => {
      const { page, user, orderId, productId } = await payingInEuros(session, BERLIN, "+49 30 901820");
      await page.getByRole("tab", { name: "SEPA Debit" }).click();
      await page.getByText(/you authorise \(A\) Gimbal Shop and Stripe/).waitFor(UI);
      await page.getByLabel("IBAN").fill("DE78370400440532013004");
      await page.getByLabel("Full name").fill("Test Customer");
      await page.getByLabel("Email").fill(user.email);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.getByRole("heading", { name: "We are waiting for your bank" }).waitFor(DECIDED);
      expect((await readOrder(user, orderId)).state).toBe("processing");
      expect(await productStock(productId)).toBe(18);

      // Stripe's "after at least three minutes": the local Stripe's clock moves on.
      const moved = await fetch(`${STRIPE_LOCAL_URL}/_local/clock`, {
        method: "POST",
        body: new URLSearchParams({ advance: "180" }),
      });
      expect(moved.ok).toBe(true);
      await setStripeClock(null);
      await page
        .getByText("The payment did not go through: try again or choose another method")
        .waitFor(DECIDED);
      const unpaid = await readOrder(user, orderId);
      expect(unpaid.state).toBe("unpaid");
      expect(unpaid.holdUntil).toBeGreaterThan(Date.now());
      expect(await productStock(productId)).toBe(18);
      const name = unpaid.lines[0]?.productName ?? "";
      await received(user.email, `Your payment failed: pay again — ${name} × 2`);

      await payByCard(page);
      await page.getByText("Payment Success!").waitFor(DECIDED);
      await vi.waitFor(async () => expect((await readOrder(user, orderId)).state).toBe("paid"), DECIDED);
      expect((await readOrder(user, orderId)).history.map((h) => h.state)).toEqual([
        "unpaid",
        "processing",
        "unpaid",
        "paid",
      ]);
    },
    SLOW_EMULATOR_MS,
  );
});

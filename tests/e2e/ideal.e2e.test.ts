/**
 * iDEAL in a real browser (issue 49): the bank's test page, then back to the order paid; the
 * bank's return a second time changes nothing. The SEPA debit, which moves the local Stripe's
 * clock, is bank-payments.e2e.test.ts (run alone).
 */
import { describe, expect, it } from "vitest";
import { browserSession } from "../support/browser-session.js";
import { UI } from "../support/browser.js";
import { STRIPE_LOCAL_URL } from "../support/env.js";
import { AMSTERDAM, DECIDED, payingInEuros, readOrder } from "../support/euro-payment-page.js";
import { SLOW_EMULATOR_MS } from "../support/payments.js";

const session = browserSession({ keepContexts: true });

describe("paying in euros with the bank methods (issue 49)", () => {
  it(
    "iDEAL from the Netherlands: the bank's page, then back to the order paid; coming back twice changes nothing",
    async () => {
      const { page, user, orderId } = await payingInEuros(session, AMSTERDAM, "+31 20 624 1111");
      const tabs = page.getByRole("tablist", { name: "Payment method" }).getByRole("tab");
      await expect.poll(() => tabs.allTextContents(), UI).toEqual(["Card", "iDEAL", "SEPA Debit"]);
      await page.getByRole("tab", { name: "iDEAL" }).click();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.waitForURL((url) => url.href.startsWith(`${STRIPE_LOCAL_URL}/_local/bank_redirect/`), UI);
      await page.getByRole("button", { name: "Authorize test payment" }).click();
      await page.waitForURL((url) => url.pathname === `/dashboard/payment/order/${orderId}`, UI);
      await page.getByText("Payment Success!").waitFor(DECIDED);
      const paid = await readOrder(user, orderId);
      expect(paid.state).toBe("paid");
      expect(paid.history.map((h) => h.state)).toEqual(["unpaid", "paid"]);
      // The bank's return again (a reload, a second tab): the same page, the order untouched.
      await page.reload();
      await page.getByText("Payment Success!").waitFor(DECIDED);
      expect((await readOrder(user, orderId)).updatedAt).toBe(paid.updatedAt);
    },
    SLOW_EMULATOR_MS,
  );
});

/** The Payment Element filled with Stripe's test card 4242 and paid; waits for the success page. */
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { UI } from "./browser.js";

export async function payWith4242(page: Page): Promise<void> {
  await page.getByLabel("Card number").waitFor(UI);
  await page.getByLabel("Card number").pressSequentially("4242 4242 4242 4242");
  await page.getByLabel("Expiration date").pressSequentially("12 / 34");
  await page.getByLabel("Security code").pressSequentially("123");
  if ((await page.getByLabel("ZIP code").count()) > 0)
    await page.getByLabel("ZIP code").pressSequentially("12345");
  const button = page.getByRole("button", { name: "Pay", exact: true });
  await expect.poll(() => button.isEnabled(), UI).toBe(true);
  await button.click();
  await page.getByRole("heading", { name: "Payment Success!" }).waitFor(UI);
}

/**
 * The mails of one order, in Chromium and in the real local inbox (MailDev): a customer orders on
 * the product page, pays through the pay link of the order mail, an admin ships with a tracking
 * number; the customer receives three mails and the shop one, and the admin's Outbox shows them
 * sent.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCAL_MAIL } from "../../scripts/lib/emulators.js";
import { createTestProduct } from "../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { mailsTo, type InboxMail } from "../support/mail.js";
import { SETTLE, readPurchase } from "../support/payments.js";
import { browserSession } from "../support/browser-session.js";
import { fillAddress } from "../support/address-form.js";
import { payWith4242 } from "../support/pay-with-card.js";

const session = browserSession({ keepContexts: true });

const DELIVERY = { timeout: 60_000, interval: 500 };

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  return signInThroughLogin(context, email, password, UI.timeout);
}

/** Waits until the inbox holds a mail to `to` whose subject contains `subject`. */
async function mailTo(to: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).find((m) => m.subject.includes(subject));
      return found !== undefined;
    }, DELIVERY)
    .toBe(true);
  if (!found) throw new Error("unreachable");
  return found;
}

describe("an order's mails", { timeout: 240_000 }, () => {
  it("orders, pays from the order mail's link, is shipped: three mails to the customer, one to the shop", async () => {
    const name = `Mail Journey Gimbal ${Date.now().toString(36)}`;
    const productId = await createTestProduct({
      name,
      priceCents: 2_500,
      availableOrder: 10,
      lowStockThreshold: 0,
    });
    const customer: TestUser = await createCustomer("Mail Journey");
    const page = await signedIn(customer.email, customer.password);

    // Order on the product page.
    await page.goto(`${SHOP_URL}/products/${productId}`);
    await page.getByRole("heading", { name }).waitFor(UI);
    await fillAddress(page, { line1: "7 Mail Road", phone: "+1 512 555 0142" });
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Place Order" }).click();
    // Where the page is, and what it says if it stays (a refusal's toast or a field's error).
    const outcome = async () => {
      const path = new URL(page.url()).pathname;
      if (path === "/shop") return path;
      const said = await page.locator('.Toastify, [role="alert"]').allTextContents();
      return `${path} ${said.join(" | ")}`.trim();
    };
    await expect.poll(outcome, UI).toBe("/shop");

    // The order mail carries the pay link: pay through it.
    const placed = await mailTo(customer.email, name);
    expect(placed.subject).toContain(`${name} × 2`);
    // 2 × $25.00 to Austin: the United States zone's $9.00, no tax (Texas is not registered).
    expect(placed.text).toContain("Shipping: $9.00\nTax: $0.00\nTotal: $59.00");
    const payLink = /Pay now: (\S+)/.exec(placed.text)?.[1] ?? "";
    expect(payLink).toMatch(new RegExp(`^${SHOP_URL}/dashboard/payment/[A-Za-z0-9]+$`));
    const purchaseId = payLink.split("/").at(-1) ?? "";
    await page.goto(payLink);
    await page.getByText(`Pay for ${name}`).waitFor(UI);
    await payWith4242(page);
    const transactionId = (await page.locator(".payment-success__id").textContent()) ?? "";
    await expect.poll(async () => (await readPurchase(purchaseId)).state, SETTLE).toBe("paid");

    const receipt = await mailTo(customer.email, `Payment received: ${name}`);
    expect(receipt.text).toContain(`Transaction id: ${transactionId}`);
    expect(receipt.text).toContain("Shipping: $9.00\nTax: $0.00\nAmount paid: $59.00");
    const shopMail = await mailTo(LOCAL_MAIL.shopEmail, `New paid order: ${name}`);
    expect(shopMail.text).toContain(customer.email);
    expect(shopMail.text).toContain("7 Mail Road");

    // The admin ships with a tracking number.
    const admin = await signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await admin.goto(`${SHOP_URL}/dashboard/allProducts`);
    const row = admin.getByRole("row", { name: new RegExp(`${customer.email}.*${name}`) });
    await row.waitFor(UI);
    await row.getByRole("button", { name: `Make a Shipment: ${name} for ${customer.email}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Make a Shipment" });
    await dialog.getByLabel("Carrier (optional)").fill("UPS");
    await dialog.getByLabel("Tracking number (optional)").fill("1Z 999 AA1 0123 4567 84");
    await dialog.getByRole("button", { name: "Confirm Shipment" }).click();
    await row.getByText("Product Shipped", { exact: true }).waitFor(UI);

    const shipped = await mailTo(customer.email, `Shipped: ${name}`);
    expect(shipped.text).toContain("Carrier: UPS");
    expect(shipped.text).toContain("Tracking number: 1Z 999 AA1 0123 4567 84");
    expect(shipped.html).toContain("1Z 999 AA1 0123 4567 84");

    // Exactly three to the customer, one to the shop, each from the shop (the product's low-stock
    // alert is off: its mail to the shop is tested in low-stock.api.test.ts).
    const customerMails = await mailsTo(customer.email);
    expect(customerMails.map((m) => m.subject.split(":")[0]).sort()).toEqual([
      "Payment received",
      "Shipped",
      "Your order",
    ]);
    const shopMails = (await mailsTo(LOCAL_MAIL.shopEmail)).filter((m) => m.subject.includes(name));
    expect(shopMails).toHaveLength(1);
    for (const m of [...customerMails, ...shopMails]) expect(m.from[0]?.address).toBe("shop@gimbal.test");

    // The admin's Outbox shows them, sent.
    await admin.getByRole("link", { name: "Outbox" }).click();
    await admin.getByRole("heading", { name: /^Outbox/ }).waitFor(UI);
    for (const subject of [`Shipped: ${name}`, `Payment received: ${name}`, `New paid order: ${name}`]) {
      const mailRow = admin.getByRole("row").filter({ hasText: subject });
      await expect.poll(() => mailRow.getByText("Sent", { exact: true }).count(), UI).toBe(1);
    }
    await admin.getByLabel("State").selectOption("ERROR");
    await admin.getByRole("heading", { name: /^Outbox/ }).waitFor(UI);
    await expect.poll(() => admin.getByRole("row").filter({ hasText: name }).count(), UI).toBe(0);
  });
});

/**
 * Issue 24 in the browser: the customer downloads the invoice of a paid purchase from My Product
 * (the download carries the ID token: fetched as a blob and saved), and, once an admin refunded
 * it, the credit note; the admin downloads the same invoice from All Product.
 */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, signIn, type TestUser } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { pdfText, waitForMark } from "../support/invoices.js";
import {
  SLOW_EMULATOR_MS,
  api,
  createTestProduct,
  orderThroughApi,
  payWithCard,
} from "../support/payments.js";
import { browserSession } from "../support/browser-session.js";

const session = browserSession({ keepContexts: true });

const PRODUCT = "Invoice E2E Gimbal";

let customer: TestUser;
let purchaseId: string;
let invoiceNumber: string;

beforeAll(async () => {
  customer = await createCustomer("Ivo Download");
  const productId = await createTestProduct(3_000, PRODUCT);
  purchaseId = await orderThroughApi(customer, productId, 2);
  await payWithCard(customer, purchaseId);
  invoiceNumber = await waitForMark(purchaseId, "invoiceNumber");
}, SLOW_EMULATOR_MS);

async function signedIn(email: string, password: string): Promise<Page> {
  const context = await session.newContext({ acceptDownloads: true });
  return signInThroughLogin(context, email, password);
}

/** Clicks a download button and answers the saved file's name and text. */
async function download(page: Page, name: string): Promise<{ file: string; text: string }> {
  const button = page.getByRole("button", { name, exact: true });
  await button.waitFor(UI);
  const [saved] = await Promise.all([page.waitForEvent("download", UI), button.click()]);
  const path = await (saved as Download).path();
  return { file: saved.suggestedFilename(), text: await pdfText(new Uint8Array(await readFile(path))) };
}

describe("invoices in the dashboard", () => {
  it(
    "the customer downloads the invoice, then the credit note, from My Product",
    async () => {
      const page = await signedIn(customer.email, customer.password);
      await page.goto(`${SHOP_URL}/dashboard`);
      await page.getByRole("heading", { name: /My Products/ }).waitFor(UI);
      const invoice = await download(page, `Invoice for ${PRODUCT} (PDF)`);
      expect(invoice.file).toBe(`${invoiceNumber}.pdf`);
      expect(invoice.text).toContain(`Invoice ${invoiceNumber}`);
      expect(invoice.text).toContain(`${PRODUCT} 2 $30.00 $60.00`);
      // The spec's one-line address is in the US: its zone's $9.00 shipping, no tax without a state.
      expect(invoice.text).toContain("Shipping $9.00");
      expect(invoice.text).toContain("Total paid (USD) $69.00");
      expect(await page.getByRole("button", { name: `Credit note for ${PRODUCT} (PDF)` }).count()).toBe(0);

      const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      const refund = await api<{ refund: { id: string } }>(`/purchase/${purchaseId}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refund.status).toBe(200);
      const creditNoteNumber = await waitForMark(purchaseId, "creditNoteNumber");
      // The row follows the purchase live: refunded, with its credit note.
      const note = await download(page, `Credit note for ${PRODUCT} (PDF)`);
      expect(note.file).toBe(`${creditNoteNumber}.pdf`);
      expect(note.text).toContain(`Credit note ${creditNoteNumber}`);
      expect(note.text).toContain(`Corrects invoice: ${invoiceNumber}`);
      expect(note.text).toContain("Total credited (USD) -$60.00");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "the admin downloads it from All Product",
    async () => {
      const page = await signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await page.goto(`${SHOP_URL}/dashboard/allProducts`);
      await page.getByRole("heading", { name: /All Product/ }).waitFor(UI);
      const row = page.getByRole("row").filter({ hasText: customer.email });
      const button = row.getByRole("button", { name: `Invoice for ${PRODUCT} (PDF)`, exact: true });
      await button.waitFor(UI);
      const [saved] = await Promise.all([page.waitForEvent("download", UI), button.click()]);
      expect(saved.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    },
    SLOW_EMULATOR_MS,
  );
});

/**
 * Issue 33 in the browser: a customer returns a piece of a delivered purchase from My Product's
 * Return button (reason, quantity, comment), the row shows the return's state; an admin finds it
 * on Returns, approves it, and marks it received with 'Put back in stock' checked: the piece's
 * share is refunded and the customer's row follows live.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { formatDollars, type PurchaseAnswer } from "@shop/domain";
import { createCustomer, signIn, type TestUser } from "../support/auth.js";
import { signInThroughLogin, UI } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import {
  SLOW_EMULATOR_MS,
  api,
  createTestProduct,
  orderThroughApi,
  paymentIntentFor,
  readPurchase,
  stripe,
} from "../support/payments.js";

const session = browserSession();
const BUSY_WAIT = { timeout: 90_000, interval: 500 } as const;
const PRODUCT = `Return E2E Gimbal ${Date.now()}`;

let customer: TestUser;
let admin: TestUser;
let purchaseId: string;

beforeAll(async () => {
  [customer, admin] = await Promise.all([
    createCustomer("Rhea Returner"),
    signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
  ]);
  const productId = await createTestProduct(3_000, PRODUCT);
  purchaseId = await orderThroughApi(customer, productId, 2);
  // Paid by card; the webhook runs beside the other lanes: a generous wait on two busy cores.
  await stripe.paymentIntents.confirm(await paymentIntentFor(customer, purchaseId), {
    payment_method: "pm_card_visa",
  });
  await vi.waitFor(async () => expect((await readPurchase(purchaseId)).state).toBe("paid"), BUSY_WAIT);
  const shipped = await api(`/purchase/${purchaseId}`, { method: "PUT", user: admin, body: {} });
  expect(shipped.status).toBe(200);
}, 2 * SLOW_EMULATOR_MS);

describe("returns in the dashboard", () => {
  it(
    "from the customer's Return button to the admin's Mark received",
    async () => {
      const page = await signInThroughLogin(await session.newContext(), customer.email, customer.password);
      await page.goto(`${SHOP_URL}/dashboard`);
      await page.getByRole("button", { name: `Return ${PRODUCT}` }).click(UI);
      const dialog = page.getByRole("dialog", { name: `Return ${PRODUCT}` });
      await dialog.getByRole("button", { name: "Request return" }).click();
      await dialog.getByText("Reason must be one of Damaged").waitFor(UI);
      await dialog.getByLabel("Reason").selectOption("Damaged");
      await dialog.getByLabel("Quantity").fill("3");
      await dialog.getByRole("button", { name: "Request return" }).click();
      await dialog.getByText("Only 2 pieces of this purchase can still be returned").waitFor(UI);
      await dialog.getByLabel("Quantity").fill("1");
      await dialog.getByLabel("Comment (optional)").fill("The tilt motor rattles");
      await dialog.getByRole("button", { name: "Request return" }).click();
      await dialog.waitFor({ state: "hidden", ...UI });

      const row = page.getByRole("row").filter({ hasText: PRODUCT });
      await row.getByText("Requested").waitFor(UI);
      const rma = (await row.locator("code").filter({ hasText: /^RMA-/ }).textContent()) ?? "";
      expect(rma).toMatch(/^RMA-\d{4}-\d{6}$/);
      expect(await row.getByRole("button", { name: `Return ${PRODUCT}` }).count()).toBe(0);

      const desk = await signInThroughLogin(
        await session.newContext(),
        admin.email,
        DEMO_ACCOUNTS.admin.password,
      );
      await desk.goto(`${SHOP_URL}/dashboard`);
      // The admin menu's entry (the footer has a "Returns" link of its own).
      await desk.locator('a[href="/dashboard/returns"]').click(UI);
      await desk.getByRole("heading", { name: /^Returns/ }).waitFor(UI);
      // The admin lists' one filter bar: searches as the admin types, or at once on Enter.
      await desk.getByLabel("Search").fill(rma);
      await desk.getByLabel("Search").press("Enter");
      const line = desk.getByRole("row").filter({ hasText: rma });
      await expect.poll(() => desk.getByRole("row").count(), UI).toBe(2);
      await line.getByText("The tilt motor rattles").waitFor(UI);
      await line.getByRole("button", { name: `Approve ${rma}` }).click();
      await line.getByText("Approved", { exact: true }).waitFor(UI);
      await row.getByText("Approved", { exact: true }).waitFor(UI);

      const restock = line.getByLabel("Put back in stock");
      expect(await restock.isChecked()).toBe(true);
      await line.getByRole("button", { name: "Mark received" }).click();
      await line.getByText(`${formatDollars(3_000)} refunded`).waitFor(UI);
      await line.getByText("Refunded", { exact: true }).waitFor(UI);

      // The customer's row follows live: refunded, with the credit note of this refund.
      await row.getByText("Refunded", { exact: true }).waitFor(UI);
      await row.getByRole("button", { name: `Credit note for ${PRODUCT} (PDF)` }).waitFor(UI);
      const purchase = await api<PurchaseAnswer>(`/purchase/${purchaseId}`, { user: customer });
      expect(purchase.body).toMatchObject({ state: "shipped", returnedQuantity: 1, returnedCents: 3_000 });
    },
    2 * SLOW_EMULATOR_MS,
  );
});

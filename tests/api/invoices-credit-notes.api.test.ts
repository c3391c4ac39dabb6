/**
 * Issue 24, credit notes: a refund from the dashboard, of a line of an order, and one made in
 * Stripe each get `CN-<year>-<6 digits>`, naming the invoice they correct and the amount; only the
 * owner and admins download them (GET /refunds/:id/credit-note.pdf with the refund's id).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { INVOICE_PATHS, formatDollars, type PlacedOrderAnswer } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import {
  SLOW_EMULATOR_MS,
  api,
  createTestProduct,
  orderThroughApi,
  payWithCard,
  stripe,
  payOrderByCard,
} from "../support/payments.js";
import { checkSeries, getPdf, pdfText, waitForMark } from "../support/invoices.js";
import { signInAdmin } from "./helpers/users.js";

const YEAR = new Date().getUTCFullYear();
let buyer: TestUser;
let admin: TestUser;
let productId: string;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([createCustomer("Cara Note"), signInAdmin()]);
  productId = await createTestProduct(1_250, "Credit Gimbal");
}, SLOW_EMULATOR_MS);

async function paidPurchase(): Promise<{ purchaseId: string; pi: string; invoice: string }> {
  const purchaseId = await orderThroughApi(buyer, productId, 2);
  const pi = await payWithCard(buyer, purchaseId);
  return { purchaseId, pi, invoice: await waitForMark(purchaseId, "invoiceNumber") };
}

async function expectCreditNote(refundId: string, purchaseId: string, invoice: string, cents: number) {
  const number = await waitForMark(purchaseId, "creditNoteNumber");
  expect(number).toMatch(new RegExp(`^CN-${YEAR}-\\d{6}$`));
  const pdf = await getPdf(INVOICE_PATHS.creditNote(refundId), buyer);
  expect(pdf.status).toBe(200);
  expect(pdf.contentType).toBe("application/pdf");
  const text = await pdfText(pdf.bytes);
  expect(text).toContain(`Credit note ${number}`);
  expect(text).toContain(`Corrects invoice: ${invoice}`);
  expect(text).toContain(`Total credited (USD) ${formatDollars(-cents)}`);
  expect(text).toContain("Credit Gimbal");
  return number;
}

describe("credit notes", () => {
  it(
    "a refund from the dashboard gets one; only its owner and admins download it",
    async () => {
      const { purchaseId, invoice } = await paidPurchase();
      const refund = await api<{ refund: { id: string; amountCents: number } }>(
        `/purchase/${purchaseId}/refund`,
        {
          method: "POST",
          user: admin,
          body: {},
        },
      );
      expect(refund.status).toBe(200);
      const refundId = refund.body.refund.id;
      await expectCreditNote(refundId, purchaseId, invoice, 2_500);
      const path = INVOICE_PATHS.creditNote(refundId);
      expect((await getPdf(path)).status).toBe(401);
      expect((await getPdf(path, await createCustomer("Someone Else"))).status).toBe(403);
      expect((await getPdf(path, admin)).status).toBe(200);
      expect((await getPdf(INVOICE_PATHS.creditNote("re_unknown"), admin)).status).toBe(404);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "a refund made in Stripe gets one",
    async () => {
      const { purchaseId, pi, invoice } = await paidPurchase();
      const refund = await stripe.refunds.create({ payment_intent: pi });
      await expectCreditNote(refund.id, purchaseId, invoice, 2_500);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "a refund of one line of an order gets one, correcting the order's invoice",
    async () => {
      const other = await createTestProduct(800, "Credit Tripod");
      const placed = await api<PlacedOrderAnswer>("/orders", {
        method: "POST",
        user: buyer,
        body: {
          items: [
            { productId, quantity: 2 },
            { productId: other, quantity: 2 },
          ],
          address: "3 Order Lane, Springfield, IL 62701",
          phone: "+1 555 0100",
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds } = placed.body;
      await payOrderByCard(buyer, orderId);
      const line = purchaseIds[0] ?? "";
      const invoice = await waitForMark(line, "invoiceNumber");
      const refund = await api<{ refund: { id: string; amountCents: number } }>(`/purchase/${line}/refund`, {
        method: "POST",
        user: admin,
        body: {},
      });
      expect(refund.status).toBe(200);
      expect(refund.body.refund.amountCents).toBe(2_500);
      await expectCreditNote(refund.body.refund.id, line, invoice, 2_500);
      await checkSeries("CN", YEAR);
      await checkSeries("INV", YEAR);
    },
    SLOW_EMULATOR_MS,
  );
});

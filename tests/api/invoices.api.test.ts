/**
 * Issue 24, invoices: every paid purchase or order gets an invoice `INV-<year>-<6 digits>` within
 * seconds of its payment, numbered off the payment path by the serial assigner; the PDF (read
 * back as text) says who sold what to whom, the discount, the tax contained and the total; only
 * its owner and admins download it; a replayed webhook or a redelivered trigger makes no second
 * invoice; a new year starts at 000001; the 'payment received' mail carries the PDF.
 */
import { getFunctions } from "firebase-admin/functions";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { INVOICE_PATHS, formatDollars, type PlacedOrderAnswer } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import { MAIL_INBOX, mailsTo } from "../support/mail.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  adminDb,
  api,
  createTestProduct,
  createUnpaidPurchase,
  localEvents,
  orderThroughApi,
  payWithCard,
  paymentIntentIdOf,
  resendEvent,
  stripe,
  webhooksSettled,
} from "../support/payments.js";
import { queueForNumbering } from "../../scripts/lib/invoice-queue.js";
import { checkSeries, docsWhere, getPdf, pdfText, waitForMark } from "../support/invoices.js";
import { signInAdmin } from "./helpers/users.js";

const YEAR = new Date().getUTCFullYear();
let buyer: TestUser;
let stranger: TestUser;
let admin: TestUser;
let productId: string;
let purchaseId: string;
let paymentIntentId: string;
let invoiceNumber: string;

beforeAll(async () => {
  [buyer, stranger, admin] = await Promise.all([
    createCustomer("Ines Voice"),
    createCustomer("Other Customer"),
    signInAdmin(),
  ]);
  productId = await createTestProduct(2_499, "Invoice Gimbal X");
  purchaseId = await orderThroughApi(buyer, productId, 2);
}, SLOW_EMULATOR_MS);

describe("the invoice of a purchase ordered on its own", () => {
  it(
    "does not exist before the payment (404), then is numbered within seconds of it",
    async () => {
      const before = await getPdf(INVOICE_PATHS.invoice(purchaseId), buyer);
      expect(before.status).toBe(404);
      expect(before.error?.message).toBe("Invoice not found");

      paymentIntentId = await payWithCard(buyer, purchaseId);
      invoiceNumber = await waitForMark(purchaseId, "invoiceNumber");
      expect(invoiceNumber).toMatch(new RegExp(`^INV-${YEAR}-\\d{6}$`));
      const payment = await adminDb().collection("payments").doc(purchaseId).get();
      const invoice = await adminDb().collection("invoices").doc(invoiceNumber).get();
      const paidAt = (payment.get("createdAt") as Timestamp).toMillis();
      const madeAt = (invoice.get("createdAt") as Timestamp).toMillis();
      // Production runs the triggers side by side (10 s is the requirement there); the Functions
      // emulator delivers Firestore events one after another, the payment's mails first, and a
      // cold emulator on a busy machine took 15 s for the first payment: a looser bound here.
      expect(madeAt - paidAt).toBeLessThanOrEqual(30_000);
      expect(invoice.get("subjectId")).toBe(purchaseId);
      expect(invoice.get("transactionId")).toBe(paymentIntentId);
    },
    SLOW_EMULATOR_MS,
  );

  it("is a PDF whose text names the seller, the buyer, the line, shipping, the tax and the total", async () => {
    const pdf = await getPdf(INVOICE_PATHS.invoice(purchaseId), buyer);
    expect(pdf.status).toBe(200);
    expect(pdf.contentType).toBe("application/pdf");
    expect(pdf.disposition).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(pdf.bytes);
    // The spec's one-line address is in the shop's country (US, no state): the United States
    // zone's shipping (900 under 10000) and Stripe Tax's answer there, no registration: no tax.
    for (const part of [
      `Invoice ${invoiceNumber}`,
      "Gimbal Shop Inc.",
      "1200 Congress Avenue",
      "Tax number: EIN 12-3456789",
      "Ines Voice",
      buyer.email,
      "1 Test Street",
      "United States",
      `Transaction: ${paymentIntentId}`,
      "Invoice Gimbal X 2 $24.99 $49.98",
      "Shipping $9.00",
      "Net amount (excl. tax) $58.98",
      "Total paid (USD) $58.98",
    ]) {
      expect(text).toContain(part);
    }
    // No tax line is invented (no configured rate any more): Stripe Tax answered none.
    expect(text).not.toMatch(/\b(Tax|VAT|GST|Sales tax) \d/);
    // No zero lines on documents (issue 47): no discount was given, so none is printed.
    expect(text).not.toContain("Discount");
    expect(text).toMatch(/Date of payment: \d{1,2} \w+ \d{4} \(UTC\)/);
  });

  it("is the owner's or an admin's: anonymous 401, another customer 403", async () => {
    const path = INVOICE_PATHS.invoice(purchaseId);
    expect((await getPdf(path)).status).toBe(401);
    const other = await getPdf(path, stranger);
    expect(other.status).toBe(403);
    expect(other.error?.code).toBe("permission-denied");
    expect((await getPdf(path, admin)).status).toBe(200);
    expect((await getPdf(INVOICE_PATHS.invoice("no-such-order"), admin)).status).toBe(404);
    expect((await getPdf("/orders/bad%20id/invoice.pdf", buyer)).status).toBe(400);
  });

  it(
    "is made once: a replayed webhook and a redelivered trigger make no second invoice",
    async () => {
      const [succeeded] = await localEvents(paymentIntentId, "payment_intent.succeeded");
      if (!succeeded) throw new Error("no payment_intent.succeeded event");
      await resendEvent(succeeded.id);
      await vi.waitFor(async () => {
        const event = await localEvents(paymentIntentId, "payment_intent.succeeded");
        expect(event[0]?.deliveries).toBeGreaterThan(succeeded.deliveries);
        expect(await webhooksSettled(paymentIntentId)).toBe(true);
      }, SETTLE);
      // What a trigger delivered twice does: the entry queued again, the assigner woken again.
      const queued = adminDb().collection("invoiceQueue").doc(`inv-${purchaseId}`);
      const paidAt = (await adminDb().collection("payments").doc(purchaseId).get()).get(
        "createdAt",
      ) as Timestamp;
      await queued.set({
        kind: "invoice",
        recordedAt: paidAt,
        subjectId: purchaseId,
        orderId: null,
        purchaseId,
        refundId: null,
      });
      await getFunctions().taskQueue("locations/us-central1/functions/assignInvoiceNumbers").enqueue({});
      await vi.waitFor(async () => expect((await queued.get()).exists).toBe(false), SETTLE);
      const invoices = await docsWhere("invoices", "subjectId", purchaseId);
      expect(invoices.map((i) => i.id)).toEqual([invoiceNumber]);
      expect(await waitForMark(purchaseId, "invoiceNumber")).toBe(invoiceNumber);
      await checkSeries("INV", YEAR);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "goes with the 'payment received' mail as a PDF attachment",
    async () => {
      const mail = await vi.waitFor(async () => {
        const found = (await mailsTo(buyer.email)).find(
          (m) => /payment/i.test(m.subject) && m.attachments?.length,
        );
        if (!found) throw new Error("no payment mail with an attachment yet");
        return found;
      }, SETTLE);
      const attachment = mail.attachments?.[0];
      expect(attachment?.contentType).toBe("application/pdf");
      const name = attachment?.fileName ?? attachment?.filename ?? attachment?.generatedFileName;
      expect(name).toBe(`${invoiceNumber}.pdf`);
      // MailDev serves an attachment under its generated file name.
      const stored = encodeURIComponent(attachment?.generatedFileName ?? name ?? "");
      const res = await fetch(`${MAIL_INBOX}/api/email/${mail.id}/attachment/${stored}`);
      expect(res.status).toBe(200);
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(text).toContain(`Invoice ${invoiceNumber}`);
      expect(text).toContain("Total paid (USD) $58.98");
    },
    SLOW_EMULATOR_MS,
  );
});

describe("the invoice of an order placed before tax by destination", () => {
  it(
    "shows no tax line (none is invented from a configured rate): the whole amount is net",
    async () => {
      // An order as stored before issue 31: no shipping address, no tax lines.
      const id = await createUnpaidPurchase(buyer, { priceCents: 6_000, productName: "Old Order Gimbal" });
      await payWithCard(buyer, id);
      const number = await waitForMark(id, "invoiceNumber");
      const invoice = await adminDb().collection("invoices").doc(number).get();
      expect([invoice.get("netCents"), invoice.get("taxCents"), invoice.get("taxRatePercent")]).toEqual([
        6_000,
        0,
        undefined,
      ]);
      const text = await pdfText((await getPdf(INVOICE_PATHS.invoice(id), buyer)).bytes);
      expect(text).toContain("Old Order Gimbal 2 $30.00 $60.00");
      expect(text).toContain("Total paid (USD) $60.00");
      expect(text).not.toContain("Tax 20%");
      expect(text).not.toMatch(/\b(Tax|VAT|GST|Sales tax) \d/);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("the invoice of an order of several lines", () => {
  it(
    "lists every line and the discount, on the order and each line's payment record",
    async () => {
      const customer = await createCustomer("Reseller Rita");
      const second = await createTestProduct(1_000, "Invoice Tripod");
      const code = `INV${Date.now()}`;
      expect(
        (await api("/promo-codes", { method: "POST", user: admin, body: { code, percentOff: 10 } })).status,
      ).toBe(201);
      const placed = await api<PlacedOrderAnswer>("/orders", {
        method: "POST",
        user: customer,
        body: {
          items: [
            { productId, quantity: 3 },
            { productId: second, quantity: 2 },
          ],
          address: "9 Reseller Road, Springfield, IL 62701",
          phone: "+1 555 0100",
          promoCode: code,
        },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds, discountCents, shippingCents, taxCents, totalCents } = placed.body;
      expect(discountCents).toBe(949);
      // 9497 − 949 is under the United States zone's free-shipping amount; no tax there.
      expect([shippingCents, taxCents, totalCents]).toEqual([900, 0, 9_448]);
      const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
        method: "POST",
        user: customer,
      });
      const pi = paymentIntentIdOf(intent.body.clientSecret);
      await stripe.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
      const numbers = await Promise.all(purchaseIds.map((id) => waitForMark(id, "invoiceNumber")));
      expect(new Set(numbers).size).toBe(1);
      const number = numbers[0] ?? "";
      expect((await adminDb().collection("orders").doc(orderId).get()).get("invoiceNumber")).toBe(number);

      const byOrder = await getPdf(INVOICE_PATHS.invoice(orderId), customer);
      const byLine = await getPdf(INVOICE_PATHS.invoice(purchaseIds[1] ?? ""), customer);
      expect(byOrder.status).toBe(200);
      expect(byLine.status).toBe(200);
      const text = await pdfText(byOrder.bytes);
      expect(await pdfText(byLine.bytes)).toBe(text);
      for (const part of [
        `Invoice ${number}`,
        `Order: ${orderId}`,
        "Reseller Rita",
        "9 Reseller Road",
        "Invoice Gimbal X 3 $24.99 $74.97",
        "Invoice Tripod 2 $10.00 $20.00",
        "Subtotal $94.97",
        `Discount (${code}) ${formatDollars(-discountCents)}`,
        "Shipping $9.00",
        "Net amount (excl. tax) $94.48",
        "Total paid (USD) $94.48",
      ]) {
        expect(text).toContain(part);
      }
      expect((await getPdf(INVOICE_PATHS.invoice(orderId), buyer)).status).toBe(403);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a new year", () => {
  it(
    "starts its series at 000001, the year taken from the payment's recorded time",
    async () => {
      // Payments recorded at the turn of a year no other test uses (the injected clock is the
      // queue entry's recorded time, which the numbering reads instead of the time it runs at).
      const times = ["2019-12-31T23:59:58.000Z", "2019-12-31T23:59:59.999Z", "2020-01-01T00:00:00.000Z"];
      const ids: string[] = [];
      for (const iso of times) {
        const id = await createUnpaidPurchase(buyer, { state: "paid", productName: `Turn of ${iso}` });
        ids.push(id);
        const batch = adminDb().batch();
        batch.set(adminDb().collection("payments").doc(id), {
          product: id,
          productName: `Turn of ${iso}`,
          priceCents: 4_998,
          shipment: false,
          userId: buyer.uid,
          userEmail: buyer.email,
          userName: "Ines Voice",
          transactionId: `pi_newyear_${id}`,
          createdAt: Timestamp.fromMillis(Date.parse(iso)),
        });
        // As the payment's transaction queues it, recorded at the injected time.
        queueForNumbering(batch, adminDb(), { purchaseId: id, recordedAt: Date.parse(iso) });
        await batch.commit();
      }
      try {
        const numbers = await Promise.all(ids.map((id) => waitForMark(id, "invoiceNumber")));
        expect(numbers).toEqual(["INV-2019-000001", "INV-2019-000002", "INV-2020-000001"]);
        expect(await checkSeries("INV", 2019)).toBe(2);
        expect(await checkSeries("INV", 2020)).toBe(1);
        const text = await pdfText((await getPdf(INVOICE_PATHS.invoice(ids[2] ?? ""), buyer)).bytes);
        expect(text).toContain("Invoice INV-2020-000001");
        expect(text).toContain("Date of payment: 1 January 2020 (UTC)");
      } finally {
        // The shop-wide payment lists of other files must not see these planted records.
        await Promise.all(ids.flatMap((id) => [adminDb().collection("payments").doc(id).delete()]));
      }
    },
    SLOW_EMULATOR_MS,
  );
});

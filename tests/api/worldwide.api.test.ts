/**
 * Selling worldwide (issue 31): real addresses checked per country, shipping by the destination's
 * zone, tax by destination through Stripe Tax (the local Stripe), the quote and the order agreeing
 * to the cent, the PaymentIntent for the total, the tax committed once paid and a refunded line's
 * tax reversed, the invoice showing address, shipping and VAT; the spec's one-line address still
 * placing orders when it ends with a ZIP code (priced at that ZIP's state: one-line.api.test.ts).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, InsertedAnswer, OrderAnswer, ShippingZoneAnswer } from "@shop/domain";
import { INVOICE_PATHS } from "@shop/domain";
import { getPdf, pdfText, waitForMark } from "../support/invoices.js";
import {
  SLOW_EMULATOR_MS,
  api,
  paymentIntentIdOf,
  readPurchase,
  stripe,
  payOrderByCard,
} from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";
import { BERLIN, PAID, TEXAS, body, order, quote, twoProducts } from "./helpers/worldwide.js";

describe("an order to Berlin", () => {
  it(
    "adds Europe's shipping and 19 % VAT on goods and shipping; the quote and the order agree; the PaymentIntent is for the total",
    async () => {
      const customer = await registeredCustomer("Erika Mustermann");
      const [a, b] = await twoProducts();
      const items = [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
      ];
      const quoted = await quote(customer, body(items, BERLIN));
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const expected = {
        currency: "usd",
        taxIncluded: false,
        subtotalCents: 16_000,
        discountCents: 0,
        shippingCents: 1_500,
        taxCents: 3_325, // 19 % of 16,000 + 1,500
        totalCents: 20_825,
        taxLines: [{ jurisdiction: "DE", ratePercent: 19, cents: 3_325, label: "VAT" }],
        reverseCharge: false,
      };
      expect(quoted.body).toEqual(expected);
      const placed = await order(customer, body(items, BERLIN));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject(expected);
      const stored = await api<OrderAnswer>(`/orders/${placed.body.orderId}`, { user: customer });
      expect(stored.body).toMatchObject({
        ...expected,
        shippingAddress: BERLIN,
        address: "Invalidenstraße 116, 10115 Berlin, Germany",
        taxCalculationId: expect.stringMatching(/^taxcalc_/),
        taxTransactionId: null,
      });
      expect(stored.body.lines.map((l) => l.taxCents)).toEqual([2_280, 760]);
      const intent = await api<{ clientSecret: string; amountCents: number }>(
        `/orders/${placed.body.orderId}/payment-intent`,
        { method: "POST", user: customer },
      );
      expect(intent.body.amountCents).toBe(20_825);
      const pi = await stripe.paymentIntents.retrieve(paymentIntentIdOf(intent.body.clientSecret));
      expect(pi.amount).toBe(20_825);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "ships free from 20,000 of goods, and a promo code discounts the goods, not shipping",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Big Order"), signInAdmin()]);
      const [a, b] = await twoProducts();
      const free = await quote(
        customer,
        body(
          [
            { productId: a, quantity: 3 },
            { productId: b, quantity: 2 },
          ],
          BERLIN,
        ),
      );
      expect(free.body).toMatchObject({
        subtotalCents: 22_000,
        shippingCents: 0,
        taxCents: 4_180,
        totalCents: 26_180,
      });
      const code = `W${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;
      const created = await api("/promo-codes", {
        method: "POST",
        user: admin,
        body: { code, percentOff: 10 },
      });
      expect(created.status).toBe(201);
      const items = [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
      ];
      const discounted = await quote(customer, body(items, BERLIN, { promoCode: code }));
      // Goods 16,000 less 10 % = 14,400; shipping stays 1,500; VAT 19 % of 15,900.
      expect(discounted.body).toMatchObject({
        discountCents: 1_600,
        shippingCents: 1_500,
        taxCents: 3_021,
        totalCents: 18_921,
      });
      const placed = await order(customer, body(items, BERLIN, { promoCode: code }));
      expect(placed.body.totalCents).toBe(discounted.body.totalCents);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("destinations", () => {
  it(
    "adds no tax in Texas (not registered there) and the US rate for shipping",
    async () => {
      const customer = await registeredCustomer("Tex Buyer");
      const [a] = await twoProducts();
      const res = await quote(customer, body([{ productId: a, quantity: 1 }], TEXAS));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        subtotalCents: 6_000,
        shippingCents: 900,
        taxCents: 0,
        taxLines: [],
        totalCents: 6_900,
      });
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "refuses Brazil and a German postal code of four digits, naming the country",
    async () => {
      const customer = await registeredCustomer("Far Away");
      const [a] = await twoProducts();
      const items = [{ productId: a, quantity: 1 }];
      const brazil = {
        name: "Ana",
        line1: "Av. Paulista 1000",
        city: "São Paulo",
        postalCode: "01310-100",
        country: "BR",
      };
      for (const res of [
        await quote(customer, body(items, brazil)),
        await order(customer, body(items, brazil)),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({ code: "invalid-argument", message: "We do not ship to Brazil yet" });
      }
      const res = await order(customer, body(items, { ...BERLIN, postalCode: "1234" }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("Please enter a valid postal code for Germany");
      const phone = await order(customer, { ...body(items, BERLIN), phone: "12" });
      expect(phone.body.error?.message).toBe("Please enter a valid phone number");
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "answers reverse charge for a business buyer once Stripe verified its EU VAT ID, and refuses a malformed one",
    async () => {
      const customer = await registeredCustomer("Gimbal GmbH");
      const [a] = await twoProducts();
      const items = [{ productId: a, quantity: 1 }];
      // Stripe's test number for a successful verification (checked asynchronously).
      await vi.waitFor(
        async () => {
          const b2b = await quote(customer, body(items, BERLIN, { taxId: "DE 000 000 000" }));
          expect(b2b.status, JSON.stringify(b2b.body)).toBe(200);
          expect(b2b.body).toMatchObject({
            shippingCents: 1_500,
            taxCents: 0,
            totalCents: 7_500,
            reverseCharge: true,
            taxIdStatus: "verified",
          });
        },
        { timeout: 30_000, interval: 500 },
      );
      const bad = await quote(customer, body(items, BERLIN, { taxId: "DE!" }));
      expect(bad.body.error).toEqual({
        code: "invalid-argument",
        message: "Please enter a valid VAT or tax ID",
      });
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "takes the spec's one-line address ending with a ZIP code in the shop's country (US): its zone's shipping, its state's tax",
    async () => {
      const customer = await registeredCustomer("Spec Client");
      const [a] = await twoProducts();
      const line = "12 Main St, Springfield, IL 62701";
      const res = await api<InsertedAnswer>("/purchase", {
        method: "POST",
        user: customer,
        body: { productId: a, quantity: 1, address: line, phone: "+1 555 0100" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(Object.keys(res.body)).toEqual(["insertedId"]);
      const purchase = await readPurchase(res.body.insertedId);
      // The purchase keeps the line as written and the spec's price (quantity × unit price).
      expect(purchase).toMatchObject({ address: line, priceCents: 6_000, paidCents: 6_000 });
      const orderId = String(purchase.orderId);
      const stored = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
      expect(stored.body).toMatchObject({
        shippingAddress: {
          name: "Spec Client",
          line1: "12 Main St",
          city: "Springfield",
          region: "IL",
          postalCode: "62701",
          country: "US",
        },
        addressInOneLine: true,
        subtotalCents: 6_000,
        shippingCents: 900, // the United States zone, under its free-shipping 10000
        taxCents: 0, // Illinois: none of the local Stripe's registrations
        taxLines: [],
        totalCents: 6_900,
      });
      expect(stored.body.taxCalculationId).toMatch(/^taxcalc_/);
      const intent = await api<{ clientSecret: string; amountCents: number }>(
        `/orders/${orderId}/payment-intent`,
        { method: "POST", user: customer },
      );
      expect(intent.body.amountCents).toBe(6_900);
      // The quote of the same body agrees; above 10000 the zone ships free.
      const one = await quote(customer, body([{ productId: a, quantity: 1 }], line));
      expect(one.body).toMatchObject({ shippingCents: 900, taxCents: 0, totalCents: 6_900 });
      const two = await quote(customer, body([{ productId: a, quantity: 2 }], line));
      expect(two.body).toMatchObject({ shippingCents: 0, taxCents: 0, totalCents: 12_000 });
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "checks the phone of a one-line address in the spec's style ('+1 555 0100' passes, letters do not)",
    async () => {
      const customer = await registeredCustomer("Spec Phone");
      const [a] = await twoProducts();
      const bad = await api<ApiErrorBody>("/purchase", {
        method: "POST",
        user: customer,
        body: { productId: a, quantity: 1, address: "12 Main St, Springfield, IL 62701", phone: "call me" },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe("Provide a valid phone number");
      const good = await quote(customer, {
        ...body([{ productId: a, quantity: 1 }], "12 Main St, Springfield, IL 62701"),
        phone: "+1 555 0100",
      });
      expect(good.status).toBe(200);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("a refunded line", () => {
  it(
    "commits the tax once paid and reverses the refunded line's share of it in Stripe Tax",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Refund Erika"), signInAdmin()]);
      const [a, b] = await twoProducts();
      const placed = await order(
        customer,
        body(
          [
            { productId: a, quantity: 2 },
            { productId: b, quantity: 2 },
          ],
          BERLIN,
        ),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds } = placed.body;
      await payOrderByCard(customer, orderId);
      const transactionId = await vi.waitFor(async () => {
        const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
        expect(String(o.body.taxTransactionId)).toMatch(/^tax_/);
        return o.body.taxTransactionId ?? "";
      }, PAID);
      const transaction = await stripe.tax.transactions.retrieve(transactionId);
      expect(transaction).toMatchObject({ type: "transaction", reference: `order-${orderId}` });
      // The invoice: the full address, the shipping line and VAT by jurisdiction and rate.
      await waitForMark(purchaseIds[0] ?? "", "invoiceNumber");
      const text = await pdfText((await getPdf(INVOICE_PATHS.invoice(orderId), customer)).bytes);
      for (const part of [
        "Invalidenstraße 116",
        "Berlin 10115",
        "Germany",
        "Shipping $15.00",
        "Net amount (excl. tax) $175.00",
        "VAT 19 % (DE) $33.25",
        "Total paid (USD) $208.25",
      ])
        expect(text).toContain(part);

      const lineA = purchaseIds[0] ?? "";
      const refund = await api<{ refund: { id: string; amountCents: number } }>(`/purchase/${lineA}/refund`, {
        method: "POST",
        user: admin,
        body: { restock: true },
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      // The line's goods and their VAT: 12,000 + 2,280.
      expect(refund.body.refund.amountCents).toBe(14_280);
      expect((await stripe.refunds.retrieve(refund.body.refund.id)).amount).toBe(14_280);
      const reversalId = (await readPurchase(lineA)).taxReversalId ?? "";
      const reversal = await stripe.tax.transactions.retrieve(reversalId);
      expect(reversal).toMatchObject({ type: "reversal", reversal: { original_transaction: transactionId } });
      const lines = await stripe.tax.transactions.listLineItems(reversalId);
      expect(lines.data.map((l) => [l.reference, l.amount, l.amount_tax])).toEqual([
        [lineA, -12_000, -2_280],
      ]);
      // The credit note: the line's goods and its VAT at Germany's rate.
      await waitForMark(lineA, "creditNoteNumber");
      const note = await pdfText(
        (await getPdf(INVOICE_PATHS.creditNote(refund.body.refund.id), customer)).bytes,
      );
      for (const part of [
        "Net amount (excl. tax) -$120.00",
        "VAT 19 % (DE) -$22.80",
        "Total credited (USD) -$142.80",
      ])
        expect(note).toContain(part);
    },
    SLOW_EMULATOR_MS,
  );
});

describe("shipping zones", () => {
  it(
    "are public to read; admins put and delete them; customers may not",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Zone Reader"), signInAdmin()]);
      const list = await api<ShippingZoneAnswer[]>("/shipping-zones", {});
      expect(list.status).toBe(200);
      expect(list.body.find((z) => z._id === "europe")).toMatchObject({
        name: "Europe",
        rateCents: 1_500,
        freeOverCents: 20_000,
      });
      expect(list.body.find((z) => z._id === "united-states")).toMatchObject({
        countries: ["US"],
        rateCents: 900,
        freeOverCents: 10_000,
      });
      const id = `test-${randomUUID().slice(0, 8)}`;
      const zone = { name: "Test Iceland", countries: ["is"], rateCents: 3_100 };
      expect((await api(`/shipping-zones/${id}`, { method: "PUT", user: customer, body: zone })).status).toBe(
        403,
      );
      const put = await api<ShippingZoneAnswer>(`/shipping-zones/${id}`, {
        method: "PUT",
        user: admin,
        body: zone,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toMatchObject({
        _id: id,
        name: "Test Iceland",
        countries: ["IS"],
        rateCents: 3_100,
        freeOverCents: null,
      });
      const bad = await api<ApiErrorBody>(`/shipping-zones/${id}`, {
        method: "PUT",
        user: admin,
        body: { ...zone, countries: ["XX"] },
      });
      expect(bad.body.error).toEqual({ code: "invalid-argument", message: "Unknown country code" });
      expect((await api(`/shipping-zones/${id}`, { method: "DELETE", user: admin })).body).toEqual({
        deletedCount: 1,
      });
      expect((await api(`/shipping-zones/${id}`, { method: "DELETE", user: admin })).status).toBe(404);
    },
    SLOW_EMULATOR_MS,
  );
});

/**
 * Prices in the buyer's currency (issue 32): a product's price list (USD, EUR, GBP) set by
 * POST /products and PATCH /products/:id and answered by GET /products/:id; orders priced from
 * the list of their currency, EUR and GBP prices including VAT (the tax line is the VAT inside the
 * price, the total is price × quantity + shipping in that currency), the PaymentIntent and the
 * refund in the order's currency; a product without a EUR price cannot be ordered in EUR. The
 * shop-wide EUR overview is currency-overview.api.test.ts (run alone).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, InsertedAnswer, OrderAnswer, ProductAnswer } from "@shop/domain";
import { INVOICE_PATHS } from "@shop/domain";
import { createTestProduct } from "../support/admin-sdk.js";
import { getPdf, pdfText, waitForMark } from "../support/invoices.js";
import { SLOW_EMULATOR_MS, api, paymentIntentIdOf, readPurchase, stripe } from "../support/payments.js";
import { LONDON, PAID, PARIS, PHONES, body, listedProduct, order, quote } from "./helpers/currencies.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

describe("a product's price list", () => {
  it(
    "is set by POST /products and PATCH /products/:id and answered by GET /products/:id",
    async () => {
      const admin = await signInAdmin();
      const created = await api<InsertedAnswer>("/products", {
        method: "POST",
        user: admin,
        body: {
          name: `Priced gimbal ${randomUUID()}`,
          description: "Sold in three currencies.",
          image: "/images/products/x1-bundle.svg",
          minimumOrder: 1,
          availableOrder: 40,
          priceCents: 24_900,
          prices: { eur: 23_900, gbp: 20_900 },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.insertedId;
      const read = await api<ProductAnswer>(`/products/${id}`, {});
      expect(read.body.priceCents).toBe(24_900);
      expect(read.body.prices).toEqual({ usd: 24_900, eur: 23_900, gbp: 20_900 });

      const changed = await api<ProductAnswer>(`/products/${id}`, {
        method: "PATCH",
        user: admin,
        body: { prices: { usd: 25_900, eur: null } },
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.priceCents).toBe(25_900);
      expect(changed.body.prices).toEqual({ usd: 25_900, gbp: 20_900 });

      const mismatch = await api<ApiErrorBody>("/products", {
        method: "POST",
        user: admin,
        body: {
          name: "Two dollar prices",
          description: "d",
          image: "/images/products/x1-bundle.svg",
          minimumOrder: 1,
          availableOrder: 4,
          priceCents: 100,
          prices: { usd: 200 },
        },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toEqual({
        code: "invalid-argument",
        message: "prices.usd must be the same as priceCents",
      });
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "answers USD only for a product made before price lists",
    async () => {
      const id = await createTestProduct({ priceCents: 1_250 });
      expect((await api<ProductAnswer>(`/products/${id}`, {})).body.prices).toEqual({ usd: 1_250 });
    },
    SLOW_EMULATOR_MS,
  );
});

describe("an order in euros to Paris", () => {
  it(
    "is priced from the EUR list with 20 % VAT included; its PaymentIntent is in eur for the total",
    async () => {
      const customer = await registeredCustomer("Marianne Dupont");
      const productId = await listedProduct({ usd: 6_000, eur: 6_000, gbp: 4_800 });
      const items = [{ productId, quantity: 2 }];
      const quoted = await quote(customer, body(items, PARIS, "eur"));
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      // 2 × 60.00 EUR + Europe's 14.00 EUR = 134.00 EUR, of which VAT 20 % is 22.33 (20.00 + 2.33).
      const expected = {
        currency: "eur",
        taxIncluded: true,
        subtotalCents: 12_000,
        discountCents: 0,
        shippingCents: 1_400,
        taxCents: 2_233,
        totalCents: 13_400,
        taxLines: [{ jurisdiction: "FR", ratePercent: 20, cents: 2_233, label: "VAT" }],
        reverseCharge: false,
      };
      expect(quoted.body).toEqual(expected);
      const placed = await order(customer, body(items, PARIS, "eur"));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject(expected);
      const stored = await api<OrderAnswer>(`/orders/${placed.body.orderId}`, { user: customer });
      expect(stored.body).toMatchObject({ currency: "eur", taxIncluded: true, totalCents: 13_400 });
      expect(stored.body.lines.map((l) => [l.unitPriceCents, l.priceCents, l.taxCents])).toEqual([
        [6_000, 12_000, 2_000],
      ]);
      expect(stored.body.purchases[0]).toMatchObject({ currency: "eur", unitPriceCents: 6_000 });
      const intent = await api<{ clientSecret: string; amountCents: number }>(
        `/orders/${placed.body.orderId}/payment-intent`,
        { method: "POST", user: customer },
      );
      expect(intent.body.amountCents).toBe(13_400);
      const pi = await stripe.paymentIntents.retrieve(paymentIntentIdOf(intent.body.clientSecret));
      expect([pi.currency, pi.amount]).toEqual(["eur", 13_400]);
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "refuses a product without a EUR price, on the quote, the order and POST /purchase",
    async () => {
      const customer = await registeredCustomer("No Euros");
      const productId = await listedProduct({ usd: 6_000, gbp: 4_800 });
      const items = [{ productId, quantity: 1 }];
      const refusal = { code: "invalid-argument", message: "This product is not sold in EUR" };
      for (const res of [
        await quote(customer, body(items, PARIS, "eur")),
        await order(customer, body(items, PARIS, "eur")),
        await api<ApiErrorBody>("/purchase", {
          method: "POST",
          user: customer,
          body: { productId, quantity: 1, address: PARIS, phone: PHONES.FR, currency: "EUR" },
        }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual(refusal);
      }
      const unknown = await quote(customer, body(items, PARIS, "jpy"));
      expect(unknown.body.error).toEqual({
        code: "invalid-argument",
        message: "currency must be usd, eur or gbp",
      });
      // Without `currency` the order is in US dollars, tax added on top.
      const usd = await quote(customer, body(items, PARIS));
      expect(usd.body).toMatchObject({
        currency: "usd",
        taxIncluded: false,
        subtotalCents: 6_000,
        shippingCents: 1_500,
        taxCents: 1_500,
        totalCents: 9_000,
      });
    },
    SLOW_EMULATOR_MS,
  );
});

describe("an order in pounds to London", () => {
  it(
    "is priced from the GBP list with UK VAT included, paid in gbp, and a refunded line gives back what it paid",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Arthur Dent"), signInAdmin()]);
      const productId = await listedProduct({ usd: 6_000, eur: 6_000, gbp: 4_800 });
      const placed = await order(customer, body([{ productId, quantity: 2 }], LONDON, "gbp"));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      // 2 × 48.00 GBP + 12.00 GBP shipping = 108.00 GBP, of which VAT 20 % is 18.00.
      expect(placed.body).toMatchObject({
        currency: "gbp",
        subtotalCents: 9_600,
        shippingCents: 1_200,
        taxCents: 1_800,
        totalCents: 10_800,
        taxLines: [{ jurisdiction: "GB", ratePercent: 20, cents: 1_800, label: "VAT" }],
      });
      const { orderId, purchaseIds } = placed.body;
      const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
        method: "POST",
        user: customer,
      });
      const piId = paymentIntentIdOf(intent.body.clientSecret);
      const pi = await stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_visa" });
      expect([pi.status, pi.currency, pi.amount]).toEqual(["succeeded", "gbp", 10_800]);
      await vi.waitFor(async () => {
        const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
        expect(o.body.state).toBe("paid");
      }, PAID);
      const line = purchaseIds[0] ?? "";
      // The invoice in pounds: the VAT inside the prices, shown as its own line.
      await waitForMark(line, "invoiceNumber");
      const invoice = await pdfText((await getPdf(INVOICE_PATHS.invoice(orderId), customer)).bytes);
      for (const part of [
        "Shipping £12.00",
        "Net amount (excl. tax) £90.00",
        "VAT 20 % (GB) £18.00",
        "Total paid (GBP) £108.00",
      ])
        expect(invoice).toContain(part);
      const refund = await api<{ refund: { id: string; amountCents: number } }>(`/purchase/${line}/refund`, {
        method: "POST",
        user: admin,
        body: { restock: true },
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      // The line paid 96.00 GBP with its VAT inside: that is what goes back, in pounds.
      expect(refund.body.refund.amountCents).toBe(9_600);
      const stripeRefund = await stripe.refunds.retrieve(refund.body.refund.id);
      expect([stripeRefund.amount, stripeRefund.currency]).toEqual([9_600, "gbp"]);
      expect((await readPurchase(line)).currency).toBe("gbp");
      // Its credit note in pounds too: the line's 96.00 with its 16.00 of VAT inside.
      await waitForMark(line, "creditNoteNumber");
      const note = await pdfText(
        (await getPdf(INVOICE_PATHS.creditNote(refund.body.refund.id), customer)).bytes,
      );
      for (const part of [
        "Net amount (excl. tax) -£80.00",
        "VAT 20 % (GB) -£16.00",
        "Total credited (GBP) -£96.00",
      ])
        expect(note).toContain(part);
    },
    SLOW_EMULATOR_MS,
  );
});

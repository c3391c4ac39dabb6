/**
 * No tax or shipping by typing (issue 47): the spec's one-line `address` is accepted only when it
 * ends with a ZIP code of the shop's country (US), and is then priced at that ZIP's state exactly
 * like the same address in parts; any other line is refused on every endpoint that takes an
 * address, before anything is written. Reverse charge only for a VAT number Stripe verified: the
 * number is saved on the buyer's Stripe customer and its `verification.status` read at each quote
 * and order (the local Stripe verifies Stripe's test numbers as Stripe's test mode does).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { ApiErrorBody, InsertedAnswer, OrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct, db } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { SLOW_EMULATOR_MS, api, readPurchase, stripe } from "../support/payments.js";
import { registeredCustomer } from "./helpers/users.js";
import { BERLIN, body, order, quote, twoProducts } from "./helpers/worldwide.js";

const NEW_YORK: PostalAddress = {
  name: "Ny Buyer",
  line1: "1 Main St",
  city: "New York",
  region: "NY",
  postalCode: "10001",
  country: "US",
};
const NEW_YORK_LINE = "1 Main St, New York, NY 10001";
const TOKYO_LINE = "1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005";
const REFUSED = {
  code: "invalid-argument",
  message: "Please enter the address in parts: full name, address line, city, postal code and country",
};
const VAT_MESSAGE = "VAT is charged until your VAT number is confirmed";
/** Stripe's asynchronous check, on a busy machine. */
const CHECKED = { timeout: 30_000, interval: 300 } as const;

describe("the spec's one-line address", () => {
  it(
    "ending with a New York ZIP is priced at NY like the same address in parts: same shipping, same tax",
    async () => {
      const customer = await registeredCustomer("Ny Buyer");
      const [a, b] = await twoProducts();
      const items = [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
      ];
      const parts = await quote(customer, body(items, NEW_YORK));
      const line = await quote(customer, body(items, NEW_YORK_LINE));
      expect(parts.status, JSON.stringify(parts.body)).toBe(200);
      expect(line.status, JSON.stringify(line.body)).toBe(200);
      expect(parts.body.taxCents).toBeGreaterThan(0);
      expect(parts.body.taxLines.map((t) => t.jurisdiction)).toContain("US-NY");
      const priced = ({ shippingCents, taxCents, taxLines, totalCents }: typeof parts.body) => ({
        shippingCents,
        taxCents,
        taxLines,
        totalCents,
      });
      expect(priced(line.body)).toEqual(priced(parts.body));

      // POST /purchase (the spec's page) and POST /orders place it at the same price, state from the ZIP.
      const res = await api<InsertedAnswer>("/purchase", {
        method: "POST",
        user: customer,
        body: { productId: a, quantity: 1, address: NEW_YORK_LINE, phone: "+1 555 0100" },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const purchase = await readPurchase(res.body.insertedId);
      expect(purchase.address).toBe(NEW_YORK_LINE);
      const single = await api<OrderAnswer>(`/orders/${String(purchase.orderId)}`, { user: customer });
      const alone = await quote(customer, body([{ productId: a, quantity: 1 }], NEW_YORK));
      expect(single.body).toMatchObject({
        shippingAddress: {
          line1: "1 Main St",
          city: "New York",
          region: "NY",
          postalCode: "10001",
          country: "US",
        },
        addressInOneLine: true,
        taxCents: alone.body.taxCents,
        shippingCents: alone.body.shippingCents,
      });
      const placed = await order(customer, body(items, NEW_YORK_LINE));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(priced(placed.body)).toEqual(priced(parts.body));
    },
    SLOW_EMULATOR_MS,
  );

  it(
    "is refused (400) on every endpoint when it does not end with a US ZIP code, and nothing is written",
    async () => {
      const customer = await registeredCustomer("Tokyo Buyer");
      const [a] = await twoProducts();
      for (const address of [TOKYO_LINE, "12 Main St", "1 Main St, New York, NY"]) {
        const answers = await Promise.all([
          api<ApiErrorBody>("/purchase", {
            method: "POST",
            user: customer,
            body: { productId: a, quantity: 1, address, phone: "+1 555 0100" },
          }),
          order(customer, body([{ productId: a, quantity: 1 }], address)),
          quote(customer, body([{ productId: a, quantity: 1 }], address)),
        ]);
        for (const res of answers) {
          expect(res.status, `${address}: ${JSON.stringify(res.body)}`).toBe(400);
          expect(res.body).toEqual({ error: REFUSED });
        }
      }
      const written = await Promise.all(
        ["purchases", "orders"].map((c) => db.collection(c).where("userId", "==", customer.uid).get()),
      );
      expect(written.map((q) => q.size)).toEqual([0, 0]);
    },
    SLOW_EMULATOR_MS,
  );
});

/** A product sold at 60.00 EUR (VAT included). */
function euroProduct(): Promise<string> {
  return createTestProduct({
    name: `Reverse charge ${randomUUID()}`,
    priceCents: 6_000,
    prices: { usd: 6_000, eur: 6_000, gbp: 4_800 },
    minimumOrder: 0,
    availableOrder: 20,
  });
}

function quoteWith(user: TestUser, productId: string, taxId: string) {
  return quote(user, body([{ productId, quantity: 1 }], BERLIN, { taxId, currency: "eur" }));
}

describe("a German business buyer in euros", () => {
  it(
    "keeps the VAT for a made-up or unverified VAT number (saying why) and loses it once Stripe verified the number",
    async () => {
      const customer = await registeredCustomer("Gimbal Handel GmbH");
      const productId = await euroProduct();
      const consumer = await quote(customer, body([{ productId, quantity: 1 }], BERLIN, { currency: "eur" }));
      expect(consumer.body).toMatchObject({ currency: "eur", reverseCharge: false });
      const vat = consumer.body.taxCents;
      expect(vat).toBeGreaterThan(0);
      expect(consumer.body.taxIdMessage).toBeUndefined();

      // Any made-up number: VAT charged, the quote says why (pending, then Stripe cannot confirm it).
      const madeUp = await quoteWith(customer, productId, "DE 123 456 789");
      expect(madeUp.status, JSON.stringify(madeUp.body)).toBe(200);
      expect(madeUp.body).toMatchObject({ taxCents: vat, reverseCharge: false, taxIdMessage: VAT_MESSAGE });
      // Stripe's test number for an unsuccessful verification: still VAT, once checked too.
      await vi.waitFor(async () => {
        const unverified = await quoteWith(customer, productId, "DE111111111");
        expect(unverified.body).toMatchObject({
          taxIdStatus: "unverified",
          taxCents: vat,
          reverseCharge: false,
          taxIdMessage: VAT_MESSAGE,
        });
      }, CHECKED);
      // Stripe's test number for a successful verification: pending first, then reverse charge.
      const first = await quoteWith(customer, productId, "DE000000000");
      expect(first.body.taxIdStatus === "verified" || first.body.taxIdMessage === VAT_MESSAGE).toBe(true);
      await vi.waitFor(async () => {
        const verified = await quoteWith(customer, productId, "DE000000000");
        expect(verified.body).toMatchObject({ taxIdStatus: "verified", taxCents: 0, reverseCharge: true });
        expect(verified.body.taxIdMessage).toBeUndefined();
      }, CHECKED);
      const placed = await order(
        customer,
        body([{ productId, quantity: 1 }], BERLIN, { taxId: "DE000000000", currency: "eur" }),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject({ taxCents: 0, reverseCharge: true, taxIdStatus: "verified" });
      const stored = await api<OrderAnswer>(`/orders/${placed.body.orderId}`, { user: customer });
      expect(stored.body).toMatchObject({
        taxId: "DE000000000",
        taxIdStatus: "verified",
        reverseCharge: true,
      });

      // The numbers are saved on the buyer's one Stripe customer, as Stripe checks them.
      const kept = await db.collection("stripeCustomers").doc(customer.uid).get();
      const customerId = String(kept.get("customerId"));
      const saved = await stripe.customers.listTaxIds(customerId, { limit: 100 });
      expect(Object.fromEntries(saved.data.map((t) => [t.value, t.verification?.status]))).toMatchObject({
        DE000000000: "verified",
        DE111111111: "unverified",
      });
      expect(saved.data.map((t) => t.type)).toEqual(["eu_vat", "eu_vat", "eu_vat"]);
    },
    SLOW_EMULATOR_MS,
  );
});

/** Stripe Tax (calculations, transactions, reversals) through the real `stripe` Node SDK. */
import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { sdkFor, startTestServer } from "./testing/test-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sdk(): Promise<Stripe> {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  return sdkFor(server);
}

const berlin = { line1: "Invalidenstraße 116", city: "Berlin", postal_code: "10115", country: "DE" };
const goods = (amounts: number[]): Stripe.Tax.CalculationCreateParams.LineItem[] =>
  amounts.map((amount, i) => ({
    amount,
    reference: `line-${i + 1}`,
    tax_code: "txcd_99999999",
    quantity: 1,
  }));

function calculate(
  stripe: Stripe,
  address: Stripe.Tax.CalculationCreateParams.CustomerDetails.Address,
  extra: Partial<Stripe.Tax.CalculationCreateParams> = {},
) {
  return stripe.tax.calculations.create({
    currency: "usd",
    line_items: goods([12_000, 4_000]),
    shipping_cost: { amount: 1_500, tax_code: "txcd_92010001" },
    customer_details: { address, address_source: "shipping" },
    expand: ["line_items"],
    ...extra,
  });
}

describe("tax calculations", () => {
  it("adds German VAT (19 %) to each line and to shipping, as Stripe's shapes", async () => {
    const stripe = await sdk();
    const calc = await calculate(stripe, berlin);
    expect(calc.object).toBe("tax.calculation");
    expect(calc.id).toMatch(/^taxcalc_/);
    expect(calc.tax_amount_exclusive).toBe(2_280 + 760 + 285);
    expect(calc.amount_total).toBe(12_000 + 4_000 + 1_500 + 3_325);
    expect(calc.shipping_cost).toMatchObject({ amount: 1_500, amount_tax: 285, tax_code: "txcd_92010001" });
    expect(calc.tax_breakdown).toEqual([
      {
        amount: 3_325,
        inclusive: false,
        taxable_amount: 17_500,
        taxability_reason: "standard_rated",
        tax_rate_details: {
          country: "DE",
          flat_amount: null,
          percentage_decimal: "19.0",
          rate_type: "percentage",
          state: null,
          tax_type: "vat",
        },
      },
    ]);
    const items = await stripe.tax.calculations.listLineItems(calc.id ?? "");
    expect(items.data.map((l) => [l.reference, l.amount_tax])).toEqual([
      ["line-1", 2_280],
      ["line-2", 760],
    ]);
    expect(items.data[0]?.tax_breakdown?.[0]?.jurisdiction).toEqual({
      country: "DE",
      display_name: "Germany",
      level: "country",
      state: null,
    });
  });

  it("collects nothing where the shop is not registered (Texas), and HST by Canadian province", async () => {
    const stripe = await sdk();
    const texas = await calculate(stripe, {
      line1: "1 Congress Ave",
      city: "Austin",
      state: "TX",
      postal_code: "78701",
      country: "US",
    });
    expect(texas.tax_amount_exclusive).toBe(0);
    expect(texas.tax_breakdown[0]?.taxability_reason).toBe("not_collecting");
    const ontario = await calculate(stripe, {
      line1: "1 Front St",
      city: "Toronto",
      state: "ON",
      postal_code: "M5J 2N1",
      country: "CA",
    });
    expect(ontario.tax_breakdown[0]?.tax_rate_details).toMatchObject({
      percentage_decimal: "13.0",
      tax_type: "hst",
      state: "ON",
    });
    const california = await calculate(stripe, {
      line1: "1 Market St",
      city: "San Francisco",
      state: "CA",
      postal_code: "94105",
      country: "US",
    });
    // California's base rate on goods; separately stated shipping is not taxed there.
    expect(california.tax_amount_exclusive).toBe(870 + 290);
    expect(california.shipping_cost?.amount_tax).toBe(0);
  });

  it("refuses a United States location without its ZIP code, as Stripe does", async () => {
    const stripe = await sdk();
    await expect(
      calculate(stripe, { line1: "12 Main St, Springfield", country: "US" }),
    ).rejects.toMatchObject({
      code: "customer_tax_location_invalid",
      param: "customer_details[address][postal_code]",
    });
  });

  it("answers reverse charge for an EU business buyer with a VAT ID", async () => {
    const stripe = await sdk();
    const calc = await calculate(stripe, berlin, {
      customer_details: {
        address: berlin,
        address_source: "shipping",
        tax_ids: [{ type: "eu_vat", value: "DE123456789" }],
      },
    });
    expect(calc.tax_amount_exclusive).toBe(0);
    expect(calc.tax_breakdown[0]?.taxability_reason).toBe("reverse_charge");
    expect(calc.customer_details.tax_ids).toEqual([{ type: "eu_vat", value: "DE123456789" }]);
  });
});

describe("tax transactions", () => {
  it("records a calculation once paid, then reverses one line in part and the rest in full", async () => {
    const stripe = await sdk();
    const calc = await calculate(stripe, berlin);
    const tx = await stripe.tax.transactions.createFromCalculation({
      calculation: calc.id ?? "",
      reference: "order-1",
    });
    expect(tx).toMatchObject({
      object: "tax.transaction",
      type: "transaction",
      reference: "order-1",
      reversal: null,
    });
    const lines = await stripe.tax.transactions.listLineItems(tx.id);
    const first = lines.data[0];
    expect(first).toMatchObject({
      reference: "line-1",
      amount: 12_000,
      amount_tax: 2_280,
      type: "transaction",
    });
    const partial = await stripe.tax.transactions.createReversal({
      mode: "partial",
      original_transaction: tx.id,
      reference: "refund-line-1",
      line_items: [
        { original_line_item: first?.id ?? "", reference: "line-1", amount: -12_000, amount_tax: -2_280 },
      ],
    });
    expect(partial).toMatchObject({ type: "reversal", reversal: { original_transaction: tx.id } });
    const reversed = await stripe.tax.transactions.listLineItems(partial.id);
    expect(reversed.data).toEqual([
      expect.objectContaining({
        amount: -12_000,
        amount_tax: -2_280,
        reversal: { original_line_item: first?.id },
      }),
    ]);
    const again = stripe.tax.transactions.createReversal({
      mode: "partial",
      original_transaction: tx.id,
      reference: "refund-line-1b",
      line_items: [{ original_line_item: first?.id ?? "", reference: "line-1", amount: -1, amount_tax: 0 }],
    });
    await expect(again).rejects.toThrow(
      `The reversal exceeds what is left to reverse on line item ${first?.id ?? ""}.`,
    );
    const full = await stripe.tax.transactions.createReversal({
      mode: "full",
      original_transaction: tx.id,
      reference: "refund-rest",
    });
    const rest = await stripe.tax.transactions.listLineItems(full.id);
    expect(rest.data.map((l) => [l.reference, l.amount, l.amount_tax])).toEqual([["line-2", -4_000, -760]]);
    expect(full.shipping_cost).toMatchObject({ amount: -1_500, amount_tax: -285 });
    await expect(
      stripe.tax.transactions.createFromCalculation({ calculation: calc.id ?? "", reference: "order-1" }),
    ).rejects.toThrow("A transaction with reference order-1 already exists.");
  });
});

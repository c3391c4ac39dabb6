/** Customers and tax ID verification as in Stripe's test mode, through the real `stripe` Node SDK. */
import type Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { sdkFor, startReceiver, startTestServer } from "./testing/test-server.js";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup() {
  const receiver = await startReceiver();
  cleanups.push(() => receiver.close());
  const server = await startTestServer({ webhookUrl: receiver.url, taxIdVerificationMs: 20 });
  cleanups.push(() => server.close());
  return { stripe: sdkFor(server), receiver };
}

async function settled(stripe: Stripe, customer: string, id: string): Promise<Stripe.TaxId> {
  for (const deadline = Date.now() + 3000; Date.now() < deadline;) {
    const taxId = await stripe.customers.retrieveTaxId(customer, id);
    if (taxId.verification?.status !== "pending") return taxId;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return stripe.customers.retrieveTaxId(customer, id);
}

describe("customers' tax IDs", () => {
  it("verifies Stripe's magic numbers: 000000000 verified, 111111111 unverified, 222222222 pending", async () => {
    const { stripe, receiver } = await setup();
    const customer = await stripe.customers.create({ email: "b@example.com", metadata: { uid: "u1" } });
    expect(customer).toMatchObject({ object: "customer", email: "b@example.com", metadata: { uid: "u1" } });
    const verified = await stripe.customers.createTaxId(customer.id, {
      type: "eu_vat",
      value: "DE000000000",
    });
    expect(verified).toMatchObject({
      object: "tax_id",
      country: "DE",
      customer: customer.id,
      type: "eu_vat",
      value: "DE000000000",
      verification: { status: "pending", verified_name: null, verified_address: null },
    });
    const unverified = await stripe.customers.createTaxId(customer.id, {
      type: "gb_vat",
      value: "GB111111111",
    });
    const pending = await stripe.customers.createTaxId(customer.id, {
      type: "eu_vat",
      value: "FRAB222222222",
    });
    const madeUp = await stripe.customers.createTaxId(customer.id, { type: "eu_vat", value: "DE123456789" });
    expect((await settled(stripe, customer.id, verified.id)).verification?.status).toBe("verified");
    expect((await settled(stripe, customer.id, unverified.id)).verification?.status).toBe("unverified");
    expect((await settled(stripe, customer.id, madeUp.id)).verification?.status).toBe("unavailable");
    expect((await stripe.customers.retrieveTaxId(customer.id, pending.id)).verification?.status).toBe(
      "pending",
    );
    const list = await stripe.customers.listTaxIds(customer.id);
    expect(list.data.map((t) => t.value).sort()).toEqual([
      "DE000000000",
      "DE123456789",
      "FRAB222222222",
      "GB111111111",
    ]);
    // Top-level tax IDs name their owner.
    expect((await stripe.taxIds.retrieve(verified.id)).owner).toMatchObject({
      type: "customer",
      customer: customer.id,
    });
    const hooks = await receiver.waitFor(7);
    const types = hooks.map((h) => (JSON.parse(h.rawBody) as { type: string }).type);
    expect(types.filter((t) => t === "customer.tax_id.created")).toHaveLength(4);
    expect(types.filter((t) => t === "customer.tax_id.updated")).toHaveLength(3);
  });

  it("refuses a malformed number, an unknown type and an unknown customer as Stripe does", async () => {
    const { stripe } = await setup();
    const customer = await stripe.customers.create({});
    await expect(
      stripe.customers.createTaxId(customer.id, { type: "eu_vat", value: "DE12" }),
    ).rejects.toMatchObject({
      statusCode: 400,
      code: "tax_id_invalid",
      param: "value",
    });
    await expect(
      stripe.customers.createTaxId(customer.id, { type: "xx_vat" as "eu_vat", value: "1" }),
    ).rejects.toMatchObject({ statusCode: 400, param: "type" });
    await expect(
      stripe.customers.createTaxId("cus_nope", { type: "eu_vat", value: "DE000000000" }),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    const other = await stripe.taxIds.create({
      type: "us_ein",
      value: "12-3456789",
      owner: { type: "customer", customer: customer.id },
    });
    expect(other.verification).toBeNull();
  });
});

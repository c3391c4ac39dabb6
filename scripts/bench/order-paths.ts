/**
 * Order paths side by side, in one run and alternating so both see the same emulator:
 * - issue 48: one order's latency (POST /purchase) for a product without options and for a
 *   variant (White) of a product with a Colour option, same stock design (one bucket each);
 * - issue 49: a card payment's whole path (POST /orders, its PaymentIntent, the confirmation with
 *   a 4242 card, until the webhook has the order `paid`) in USD to the US, where the server offers
 *   card alone, and in EUR to Berlin, where it offers card beside iDEAL, Bancontact and SEPA.
 */
import type { OrderAnswer, PostalAddress } from "@shop/domain";
import type { TestUser } from "../../tests/support/auth.js";
import { API_URL } from "../../tests/support/env.js";
import { paymentIntentIdOf, stripe } from "../../tests/support/payments.js";
import { percentile } from "./percentile.js";

type Figures = Record<string, number | string>;
const ROUNDS = 12;

async function call<T>(user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.idToken}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A product with 1,000,000 pieces in one bucket; with `white`, a Colour option and a White variant. */
async function benchProduct(admin: TestUser, name: string, white: boolean) {
  const { insertedId } = await call<{ insertedId: string }>(admin, "POST", "/products", {
    name,
    description: "Order path bench product.",
    image: "/images/products/x1-bundle.svg",
    minimumOrder: 1,
    availableOrder: 1_000_000,
    priceCents: 4900,
    prices: { usd: 4900, eur: 4900 },
    stockBuckets: 1,
  });
  if (!white) return { productId: insertedId, variantId: undefined };
  const stamp = Date.now().toString(36).toUpperCase();
  const answer = await call<{ variants: { id: string; sku: string }[] }>(
    admin,
    "PUT",
    `/products/${insertedId}/variants`,
    {
      options: [{ name: "Colour", values: ["Black", "White"] }],
      variants: [
        { id: "default", sku: `BENCH-BLK-${stamp}`, optionValues: { Colour: "Black" } },
        {
          sku: `BENCH-WHT-${stamp}`,
          optionValues: { Colour: "White" },
          prices: { usd: 4900, eur: 4900 },
          availableOrder: 1_000_000,
        },
      ],
    },
  );
  const variantId = answer.variants.find((v) => v.sku === `BENCH-WHT-${stamp}`)?.id;
  if (!variantId) throw new Error("order paths bench: the White variant was not made");
  return { productId: insertedId, variantId };
}

async function timedOrder(user: TestUser, productId: string, variantId?: string): Promise<number> {
  const t0 = performance.now();
  await call(user, "POST", "/purchase", {
    productId,
    ...(variantId ? { variantId } : {}),
    quantity: 2,
    address: "1 Bench Street, Springfield, IL 62701",
    phone: "555-0100",
  });
  return performance.now() - t0;
}

const US: { address: PostalAddress; phone: string } = {
  address: {
    name: "Bench Buyer",
    line1: "1 Bench Street",
    city: "Springfield",
    postalCode: "62701",
    country: "US",
    region: "IL",
  },
  phone: "+1 217 555 0100",
};
const BERLIN: { address: PostalAddress; phone: string } = {
  address: {
    name: "Bench Buyer",
    line1: "Unter den Linden 1",
    city: "Berlin",
    postalCode: "10115",
    country: "DE",
  },
  phone: "+49 30 901820",
};

/** Milliseconds from POST /orders to the order read `paid` after a 4242 card's confirmation. */
async function timedCardPath(user: TestUser, productId: string, currency: "usd" | "eur"): Promise<number> {
  const t0 = performance.now();
  const to = currency === "usd" ? US : BERLIN;
  const { orderId } = await call<{ orderId: string }>(user, "POST", "/orders", {
    items: [{ productId, quantity: 2 }],
    ...to,
    currency,
  });
  const { clientSecret } = await call<{ clientSecret: string }>(
    user,
    "POST",
    `/orders/${orderId}/payment-intent`,
  );
  await stripe.paymentIntents.confirm(paymentIntentIdOf(clientSecret), { payment_method: "pm_card_visa" });
  while (performance.now() - t0 < 120_000) {
    const order = await call<OrderAnswer>(user, "GET", `/orders/${orderId}`);
    if (order.state === "paid") return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order paths bench: order ${orderId} was not paid within 120 s`);
}

/** Runs both comparisons, `ROUNDS` alternating pairs each, and writes their p50s and p95s. */
export async function orderPathFigures(
  admin: TestUser,
  customers: readonly TestUser[],
  figures: Figures,
  settle: () => Promise<void>,
  rounds = ROUNDS,
): Promise<void> {
  const plain = await benchProduct(admin, `Order path plain ${Date.now()}`, false);
  const variant = await benchProduct(admin, `Order path variant ${Date.now()}`, true);
  const who = (i: number) => customers[i % customers.length] as TestUser;
  await settle();
  const plainMs: number[] = [];
  const variantMs: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    plainMs.push(await timedOrder(who(2 * i), plain.productId));
    variantMs.push(await timedOrder(who(2 * i + 1), variant.productId, variant.variantId));
  }
  await settle();
  const usdMs: number[] = [];
  const eurMs: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    usdMs.push(await timedCardPath(who(2 * rounds + 2 * i), plain.productId, "usd"));
    eurMs.push(await timedCardPath(who(2 * rounds + 2 * i + 1), plain.productId, "eur"));
  }
  for (const [key, values] of [
    ["order_latency_1_product_without_options", plainMs],
    ["order_latency_1_variant", variantMs],
    ["card_path_usd_card_only", usdMs],
    ["card_path_eur_beside_bank_methods", eurMs],
  ] as const) {
    const sorted = [...values].sort((a, b) => a - b);
    figures[`${key}_p50_ms`] = percentile(sorted, 50);
    figures[`${key}_p95_ms`] = percentile(sorted, 95);
  }
  figures.order_paths_note = `${rounds} alternating pairs each: POST /purchase of a product without options vs a variant of one (issue 48); a card payment's path from POST /orders to the order read paid, USD (card only) vs EUR to Berlin (card beside iDEAL, Bancontact, SEPA) (issue 49)`;
}

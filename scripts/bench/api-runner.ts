/**
 * Runs inside `firebase emulators:exec` for `npm run bench` (see api.ts): measures the API
 * through Hosting's /api rewrite and writes the figures to the file named by GIMBAL_BENCH_OUT.
 *
 * Reads are counted by the API itself: every Firestore read goes through
 * functions/src/platform/reads.ts, which applies Firestore's billing rules (1 per returned document,
 * at least 1 per query, 1 per document skipped by an offset, 1 per 1000 index entries of a
 * count()), and the emulator build answers the total in the X-Firestore-Reads header. (The
 * Firestore emulator itself has no per-request read metrics.)
 */
import { writeFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION } from "@shop/domain";
import { createCustomer, signIn, type TestUser } from "../../tests/support/auth.js";
import { productStock } from "../../tests/support/admin-sdk.js";
import { paymentIntentFor, paymentIntentIdOf, stripe } from "../../tests/support/payments.js";
import { API_URL, DEMO_ACCOUNTS, PROJECT_ID } from "../../tests/support/env.js";
import { seed } from "../seed.js";
import { settleBackground as settle } from "./settle.js";
import { bundleBurst } from "./bundle-burst.js";
import { statsFigures } from "./stats.js";
import { percentile } from "./percentile.js";

const out = process.env.GIMBAL_BENCH_OUT ?? "bench-api.json";
const figures: Record<string, number | string> = {};

await seed();
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const db = getFirestore(app);
const products = db.collection(COLLECTIONS.products);

async function setProductCount(n: number): Promise<void> {
  const existing = await products.get();
  const batch = db.batch();
  existing.docs.forEach((d) => batch.delete(d.ref));
  await batch.commit();
  const base = Date.UTC(2026, 0, 1);
  for (let start = 0; start < n; start += 400) {
    const b = db.batch();
    for (let i = start; i < Math.min(n, start + 400); i += 1) {
      b.set(products.doc(`bench-${String(i).padStart(4, "0")}`), {
        name: `Bench product ${i}`,
        description: "Seeded by npm run bench.",
        image: "/images/products/x1-bundle.svg",
        minimumOrder: 1,
        availableOrder: 100,
        priceCents: 1000 + i,
        createdAt: Timestamp.fromMillis(base + i * 1000),
      });
    }
    await b.commit();
  }
}

async function readsOf(path: string): Promise<number> {
  const res = await fetch(`${API_URL}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  await res.arrayBuffer();
  const header = res.headers.get("x-firestore-reads");
  if (header === null) throw new Error("The API did not answer X-Firestore-Reads (not the emulator build?)");
  return Number(header);
}

async function homeReads(productCount: number): Promise<void> {
  await setProductCount(productCount);
  await readsOf("/products"); // warm the function once; reads do not depend on warmth
  const productReads = await readsOf("/products");
  const feedbackReads = await readsOf("/feedback");
  const feedbackTotal = (await db.collection(COLLECTIONS.feedback).count().get()).data().count;
  figures[`home_api_reads_${productCount}_products`] = productReads + feedbackReads;
  figures[`home_api_reads_${productCount}_products_detail`] =
    `products ${productReads} + feedback ${feedbackReads}`;
  // What the spec's original "fetch every document, slice client-side" would have cost.
  figures[`home_reads_if_unpaged_${productCount}_products`] = productCount + feedbackTotal;
}

const settleBackground = () => settle(db);

/** POST /orders: one line, with a promo code when given (the cart's checkout). */
function postCartOrder(user: TestUser, productId: string, promoCode?: string): Promise<Response> {
  return fetch(`${API_URL}/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({
      items: [{ productId, quantity: 2 }],
      address: "1 Bench Street, Springfield, IL 62701",
      phone: "555-0100",
      ...(promoCode ? { promoCode } : {}),
    }),
  });
}

function postOrder(user: TestUser, productId: string, quantity: number): Promise<Response> {
  return fetch(`${API_URL}/purchase`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({
      productId,
      quantity,
      address: "1 Bench Street, Springfield, IL 62701",
      phone: "555-0100",
    }),
  });
}

async function order(user: TestUser, productId: string): Promise<number> {
  const t0 = performance.now();
  const res = await postOrder(user, productId, 1);
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`order failed: ${res.status}`);
  return performance.now() - t0;
}

async function orderLatency(): Promise<void> {
  const productId = "bench-orders";
  // One stock bucket: the single-order latency of the old single-document design.
  await products.doc(productId).set({
    name: "Bench order product",
    description: "Plenty of stock for the latency runs.",
    image: "/images/products/x1-bundle.svg",
    minimumOrder: 0,
    availableOrder: 1_000_000,
    priceCents: 999,
    stockBuckets: 1,
    createdAt: Timestamp.now(),
  });
  await products.doc(productId).collection(STOCK_BUCKETS_COLLECTION).doc("0").set({ available: 1_000_000 });
  // 50 accounts: the concurrent round is 50 buyers, not one buyer's 10 simultaneous orders (those
  // queue on the account's exact open-order list, as they must).
  const users = await Promise.all(
    Array.from({ length: 50 }, (_, n) => createCustomer(`Bench Customer ${n + 1}`)),
  );
  const pick = (i: number) => users[i % users.length] as TestUser;

  // Warm-up: start the emulator's workers (one per parallel request) before measuring.
  const parallel = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "8");
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(Array.from({ length: parallel }, (_, i) => order(pick(i), productId)));
  }

  await settleBackground();
  const single: number[] = [];
  for (let i = 0; i < 20; i += 1) single.push(await order(pick(i), productId));
  single.sort((a, b) => a - b);
  figures.order_latency_1_p50_ms = percentile(single, 50);
  figures.order_latency_1_p95_ms = percentile(single, 95);

  await settleBackground();
  const rush = await Promise.all(Array.from({ length: 50 }, (_, i) => order(pick(i), productId)));
  rush.sort((a, b) => a - b);
  figures.order_latency_50_concurrent_p50_ms = percentile(rush, 50);
  figures.order_latency_50_concurrent_p95_ms = percentile(rush, 95);
  singleOrderP50 = percentile(single, 50);
  figures.order_latency_note = `Functions emulator, ${process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "50"} parallel workers, same product (one hot stock document); 20 sequential / 1 round of 50 concurrent (latency from the common start)`;
}

let singleOrderP50 = 0;

/**
 * Launch traffic (issue 14): 200 simultaneous orders of 2 pieces on a new product with 300 in
 * stock, for one stock bucket (the old single-document design) and for many, in the same run.
 * "serial" is what placing the 200 orders one after another would cost (200 × single p50).
 */
async function flashSale(buckets: number, customers: TestUser[]): Promise<void> {
  const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const created = await fetch(`${API_URL}/products`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${admin.idToken}` },
    body: JSON.stringify({
      name: `Flash sale ${buckets}`,
      description: "Launch-day bench product.",
      image: "/images/products/x1-bundle.svg",
      minimumOrder: 1,
      availableOrder: 300,
      priceCents: 4900,
      stockBuckets: buckets,
    }),
  });
  const { insertedId: productId } = (await created.json()) as { insertedId: string };
  await settleBackground();
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const res = await postOrder(customers[i % customers.length] as TestUser, productId, 2);
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - start };
    }),
  );
  const burstMs = performance.now() - start;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const key = `flash_sale_${buckets}_bucket${buckets === 1 ? "" : "s"}`;
  const serial = 200 * singleOrderP50;
  const p95 = percentile(latencies, 95);
  figures[`${key}_accepted`] = answers.filter((a) => a.status === 201).length;
  figures[`${key}_409`] = answers.filter((a) => a.status === 409).length;
  figures[`${key}_other_statuses`] = answers.filter((a) => a.status !== 201 && a.status !== 409).length;
  figures[`${key}_stock_after`] = (await productStock(productId)) ?? -1;
  figures[`${key}_burst_p95_ms`] = p95;
  figures[`${key}_burst_total_ms`] = Math.round(burstMs);
  figures[`${key}_serial_cost_ms`] = Math.round(serial);
  figures[`${key}_ratio_p95_to_serial`] = Number((p95 / serial).toFixed(2));
}

/**
 * Promo codes under a launch (issue 23): 50 simultaneous orders (distinct accounts) on a code of
 * 10 redemptions beside 50 simultaneous orders without a code, same product design, same run.
 */
async function promoRace(customers: TestUser[]): Promise<void> {
  const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const auth = { "Content-Type": "application/json", Authorization: `Bearer ${admin.idToken}` };
  const product = async (name: string) => {
    const res = await fetch(`${API_URL}/products`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        name,
        description: "Promo bench product.",
        image: "/images/products/x1-bundle.svg",
        minimumOrder: 1,
        availableOrder: 1000,
        priceCents: 4900,
        stockBuckets: 16,
      }),
    });
    return ((await res.json()) as { insertedId: string }).insertedId;
  };
  const code = `BENCH${Date.now()}`;
  await fetch(`${API_URL}/promo-codes`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ code, percentOff: 10, maxRedemptions: 10 }),
  });
  for (const [key, promo] of [
    ["orders_50_without_code", undefined],
    ["orders_50_on_code_of_10", code],
  ] as const) {
    const productId = await product(key);
    await settleBackground();
    const start = performance.now();
    const answers = await Promise.all(
      customers.slice(0, 50).map(async (c) => {
        const res = await postCartOrder(c, productId, promo);
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - start };
      }),
    );
    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
    figures[`promo_${key}_201`] = answers.filter((a) => a.status === 201).length;
    figures[`promo_${key}_409`] = answers.filter((a) => a.status === 409).length;
    figures[`promo_${key}_other_statuses`] = answers.filter(
      (a) => a.status !== 201 && a.status !== 409,
    ).length;
    figures[`promo_${key}_p95_ms`] = percentile(latencies, 95);
  }
}

/** Firestore reads of the payment path: the PaymentIntent call and the browser's report. */
async function paymentPathReads(customer: TestUser): Promise<void> {
  const placed = await postOrder(customer, "bench-orders", 1);
  const { insertedId: purchaseId } = (await placed.json()) as { insertedId: string };
  const auth = { "Content-Type": "application/json", Authorization: `Bearer ${customer.idToken}` };
  const intent = await fetch(`${API_URL}/create-payment-intent`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ purchaseId }),
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  figures.payment_intent_api_reads = Number(intent.headers.get("x-firestore-reads"));
  const piId = paymentIntentIdOf(clientSecret);
  await stripe.paymentIntents.confirm(piId, { payment_method: "pm_card_visa" });
  const recorded = await fetch(`${API_URL}/purchase/${purchaseId}`, {
    method: "PATCH",
    headers: auth,
    body: JSON.stringify({ transactionId: piId }),
  });
  await recorded.arrayBuffer();
  figures.record_payment_api_reads = Number(recorded.headers.get("x-firestore-reads"));
}

/**
 * Invoice numbering (issue 24) off the payment path: 30 customers' purchases paid by card at once
 * (webhooks record them; each payment's transaction queues its invoice). How long until every
 * payment carries its number, and whether the numbers follow the recorded order.
 */
async function invoiceNumbering(customers: TestUser[]): Promise<void> {
  const paying = await Promise.all(
    customers.map(async (customer) => {
      const placed = await postOrder(customer, "bench-orders", 1);
      const { insertedId: purchaseId } = (await placed.json()) as { insertedId: string };
      return { purchaseId, piId: await paymentIntentFor(customer, purchaseId) };
    }),
  );
  await settleBackground();
  const start = performance.now();
  await Promise.all(
    paying.map((p) => stripe.paymentIntents.confirm(p.piId, { payment_method: "pm_card_visa" })),
  );
  const ids = paying.map((p) => p.purchaseId);
  let numbers: string[] = [];
  while (performance.now() - start < 300_000) {
    const snaps = await Promise.all(ids.map((id) => db.collection(COLLECTIONS.payments).doc(id).get()));
    numbers = snaps.map((s) => s.get("invoiceNumber") as string | undefined).filter((n) => n !== undefined);
    if (numbers.length === ids.length) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const key = `invoice_numbering_${ids.length}_card_payments`;
  figures[`${key}_numbered`] = numbers.length;
  figures[`${key}_distinct`] = new Set(numbers).size;
  figures[`${key}_all_numbered_ms`] = Math.round(performance.now() - start);
}

await homeReads(8);
await homeReads(200);
await orderLatency();
// A launch is many buyers: 200 distinct accounts (the open-order cap is exact per account, so
// simultaneous orders of ONE account queue on its own open-order list, as they must).
const saleCustomers: TestUser[] = [];
for (let n = 0; n < 200; n += 20) {
  saleCustomers.push(
    ...(await Promise.all(
      Array.from({ length: 20 }, (_, i) => createCustomer(`Flash Customer ${n + i + 1}`)),
    )),
  );
}
await flashSale(1, saleCustomers);
await flashSale(16, saleCustomers);
figures.flash_sale_note =
  "200 simultaneous orders of 2 on 300 pieces from 200 accounts; ratio = burst p95 / (200 × single-order p50); target ≤ 0.5 for buckets";
await promoRace(saleCustomers.slice(100));
figures.promo_note =
  "50 simultaneous POST /orders (distinct accounts, 16 stock buckets): without a code, and on a code of 10 redemptions (exactly 10 × 201, 40 × 409 'Promo code used up')";
await paymentPathReads(saleCustomers[0] as TestUser);
await invoiceNumbering(saleCustomers.slice(50, 80));
figures.invoice_numbering_note =
  "30 PaymentIntents confirmed at once (webhooks record the payments); time from the confirmations until every payment record carries its invoice number (the assigner waits 2 s after a payment, numbers entries ≥ 1.5 s old)";
// Bundles (issue 48): a kit and one of its parts bought at once, by 200 accounts of their own
// (the flash sales' accounts hold their open-order slots), beside the flash sale's ratio.
const bundleCustomers: TestUser[] = [];
for (let n = 0; n < 200; n += 20) {
  bundleCustomers.push(
    ...(await Promise.all(Array.from({ length: 20 }, (_, i) => createCustomer(`Kit Customer ${n + i + 1}`)))),
  );
}
await bundleBurst(
  await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
  bundleCustomers,
  singleOrderP50,
  figures,
  settleBackground,
);
// The sales overview (issue 25): its reads for 100 and 10,000 orders, after the launch figures.
try {
  Object.assign(figures, await statsFigures(db));
} catch (err) {
  // The figures measured so far are kept; the failure is a figure too.
  figures.overview_bench_failed = err instanceof Error ? err.message : String(err);
}
writeFileSync(out, JSON.stringify(figures));

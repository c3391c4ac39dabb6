/**
 * Overview figures for `npm run bench` (issue 25), run inside the API bench's emulators
 * (api-runner.ts): Firestore reads of GET /stats/overview (the API's read meter, X-Firestore-Reads)
 * with 100 and with 10,000 paid orders over the last 90 days, how long the triggers take to count
 * a burst of 10,000 planted payments, and how soon one payment and one refund are counted.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, type StatsOverviewAnswer } from "@shop/domain";
import { signIn, type TestUser } from "../../tests/support/auth.js";
import { API_URL, DEMO_ACCOUNTS } from "../../tests/support/env.js";
import { saleFirestoreDocuments, type Sale } from "../lib/sale-documents.js";

const DAY = 86_400_000;
const PRODUCTS = 12;

function benchSale(i: number, now: number, story?: Sale["story"]): Sale {
  const placedAt = now - (i % 89) * DAY - ((i * 7919) % 80_000_000) - 60_000;
  const p = i % PRODUCTS;
  return {
    id: `bench-sale-${String(i).padStart(5, "0")}`,
    product: {
      id: `bench-stats-${p}`,
      name: `Bench gimbal ${p}`,
      image: "/images/products/x1-bundle.svg",
      priceCents: 1000 + p * 250,
    },
    quantity: 1 + (i % 3),
    buyer: { uid: `bench-buyer-${i % 50}`, name: "Bench Buyer", email: `bench${i % 50}@example.com` },
    placedAt,
    story:
      story ??
      (i % 10 === 3
        ? { kind: "paid", paidAt: placedAt + 1000, refund: { at: placedAt + 2000, cents: 1e9 } }
        : { kind: "paid", paidAt: placedAt + 1000 }),
  };
}

async function plant(db: Firestore, sales: Sale[]): Promise<void> {
  for (let start = 0; start < sales.length; start += 200) {
    const batch = db.batch();
    for (const sale of sales.slice(start, start + 200)) {
      const docs = saleFirestoreDocuments(sale, Timestamp.fromMillis);
      batch.set(db.collection(COLLECTIONS.purchases).doc(sale.id), docs.purchase);
      if (docs.order) batch.set(db.collection(COLLECTIONS.orders).doc(sale.id), docs.order);
      if (docs.payment) batch.set(db.collection(COLLECTIONS.payments).doc(sale.id), docs.payment);
    }
    await batch.commit();
  }
}

async function overview(
  admin: TestUser,
  days: number,
): Promise<{ answer: StatsOverviewAnswer; reads: number }> {
  const res = await fetch(`${API_URL}/stats/overview?days=${days}`, {
    headers: { Authorization: `Bearer ${admin.idToken}` },
  });
  if (!res.ok) throw new Error(`GET /stats/overview: ${res.status}`);
  const reads = Number(res.headers.get("x-firestore-reads"));
  return { answer: (await res.json()) as StatsOverviewAnswer, reads };
}

/** Polls until `done` holds of the 90-day figures; the milliseconds it took. */
async function until(
  admin: TestUser,
  done: (a: StatsOverviewAnswer) => boolean,
  timeoutMs: number,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (done((await overview(admin, 90)).answer)) return Math.round(performance.now() - start);
    if (performance.now() - start > timeoutMs) throw new Error(`overview not counted in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function readsAt(
  admin: TestUser,
  figures: Record<string, number | string>,
  orders: number,
): Promise<void> {
  for (const days of [7, 30, 90])
    figures[`overview_api_reads_${orders}_orders_${days}_days`] = (await overview(admin, days)).reads;
}

export async function statsFigures(db: Firestore): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  const now = Date.now();
  const base = (await overview(admin, 90)).answer.totals.orders;
  const orders = (target: number) => (a: StatsOverviewAnswer) => a.totals.orders >= base + target;

  await plant(
    db,
    Array.from({ length: 100 }, (_, i) => benchSale(i, now)),
  );
  await until(admin, orders(100), 120_000);
  await readsAt(admin, figures, 100);

  // One payment, then its refund: how soon each is in the figures (measured before the 10,000, whose
  // triggers the functions emulator works through for minutes, one trigger after another).
  const paidAt = Date.now();
  const one = benchSale(99_999, paidAt, { kind: "paid", paidAt });
  const before = (await overview(admin, 90)).answer.totals;
  await plant(db, [{ ...one, placedAt: paidAt - 1000 }]);
  figures.overview_payment_counted_ms = await until(admin, (a) => a.totals.orders > before.orders, 60_000);
  const refund = { kind: "paid" as const, paidAt, refund: { at: Date.now(), cents: 1e9 } };
  await plant(db, [{ ...one, placedAt: paidAt - 1000, story: refund }]);
  figures.overview_refund_counted_ms = await until(
    admin,
    (a) => a.totals.refundedCents > before.refundedCents,
    60_000,
  );
  const counted = (await overview(admin, 90)).answer.totals.orders;
  const t0 = performance.now();
  await plant(
    db,
    Array.from({ length: 9_900 }, (_, i) => benchSale(100 + i, now)),
  );
  const planted = performance.now() - t0;
  figures.overview_count_10000_payments_ms =
    Math.round(planted) + (await until(admin, (a) => a.totals.orders >= counted + 9_900, 900_000));
  await readsAt(admin, figures, 10_000);

  figures.overview_note =
    "GET /stats/overview reads (read meter): ≤ days × 4 daily shards (1 query) + 6 count() (1 per started 1000 purchases per state); counted by the purchase trigger";
  return figures;
}

/**
 * One-time recount (issue 30 item 3): the overview counts orders, not purchase lines. Figures kept
 * before counted every paid purchase as one order (a cart of three lines: three orders). This
 * takes that order back from each such purchase (its ledger entry has no `v`) and counts each paid
 * order once, on the day it was paid — each step in one transaction with its ledger entry, by
 * @shop/domain's stats-ledger rules, exactly as the functions' triggers do, so it may run while
 * they run, and any number of times (a second run finds nothing to do).
 *
 * Runs on its own inside every seed (`npm start`, `npm test`), after migrate-orders. For a
 * deployed project, once, after deploying the functions of this version:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-stats.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import {
  FieldPath,
  FieldValue,
  getFirestore,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from "firebase-admin/firestore";
import {
  COLLECTIONS,
  EMPTY_STATS_LEDGER,
  PAID_ORDER_STATES,
  linesPartialRefundCents,
  orderStatsStep,
  purchaseRecountStep,
  statsChangesByDay,
  statsShardFields,
  statsDayId,
  statsShardOf,
  type StatsLedgerEntry,
  type StatsStep,
} from "@shop/domain";
import { orderFromDocument, purchaseFromDocument } from "./lib/purchase-document.js";

const PAGE = 300;

/** Every page of a query's documents (by id, PAGE at a time). */
async function forEachPage(
  query: Query,
  fn: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const base = query.orderBy(FieldPath.documentId()).limit(PAGE);
    const page: QuerySnapshot = await (after ? base.startAfter(after) : base).get();
    await fn(page.docs);
    if (page.docs.length < PAGE) return;
    after = page.docs[page.docs.length - 1]?.id ?? null;
  }
}

type StepOf = (
  data: Record<string, unknown>,
  ledger: StatsLedgerEntry,
  tx: Transaction,
) => Promise<StatsStep | null>;

/** One document's step, applied with its ledger entry in one transaction; true when it changed. */
function recount(db: Firestore, collection: string, id: string, ledgerId: string, stepOf: StepOf) {
  return db.runTransaction(async (tx) => {
    const ledgerRef = db.collection("statsLedger").doc(ledgerId);
    const [doc, entry] = await Promise.all([tx.get(db.collection(collection).doc(id)), tx.get(ledgerRef)]);
    const data = doc.data();
    if (!data) return false;
    const step = await stepOf(data, (entry.data() as StatsLedgerEntry | undefined) ?? EMPTY_STATS_LEDGER, tx);
    if (!step) return false;
    const shard = statsShardOf(id);
    for (const c of statsChangesByDay(step.changes)) {
      const fields = statsShardFields(c, (n) => FieldValue.increment(n));
      tx.set(db.collection("statsDays").doc(statsDayId(c.date, shard, c.currency)), fields, { merge: true });
    }
    tx.set(ledgerRef, step.ledger);
    return true;
  });
}

/** Recounts the kept figures by order; answers how many purchases and orders it changed. */
export async function migrateStatsToOrders(db: Firestore): Promise<{ purchases: number; orders: number }> {
  const done = { purchases: 0, orders: 0 };
  const ledgerCol = db.collection("statsLedger");
  await forEachPage(ledgerCol, async (docs) => {
    for (const doc of docs) {
      if (!doc.id.startsWith("p-") || doc.get("v") === 2 || doc.get("paid") !== true) continue;
      const stepOf: StepOf = (d, ledger) =>
        Promise.resolve(purchaseRecountStep(purchaseFromDocument(d), ledger, Date.now()));
      if (await recount(db, COLLECTIONS.purchases, doc.id.slice(2), doc.id, stepOf)) done.purchases += 1;
    }
  });
  const paidOrders = db.collection(COLLECTIONS.orders).where("state", "in", [...PAID_ORDER_STATES]);
  await forEachPage(paidOrders, async (docs) => {
    if (docs.length === 0) return;
    // Orders already counted (their ledger says so) need no transaction.
    const ledgers = await db.getAll(...docs.map((d) => ledgerCol.doc(`o-${d.id}`)));
    const counted = new Set(ledgers.filter((l) => l.get("paid") === true).map((l) => l.id));
    for (const doc of docs) {
      if (counted.has(`o-${doc.id}`)) continue;
      const stepOf: StepOf = async (d, ledger, tx) => {
        const order = orderFromDocument(d);
        const refs = order.purchaseIds.map((id) => db.collection(COLLECTIONS.purchases).doc(id));
        const lines = refs.length > 0 ? await tx.getAll(...refs) : [];
        const partial = linesPartialRefundCents(
          order,
          lines.map((l) => (l.exists ? purchaseFromDocument(l.data() ?? {}) : undefined)),
        );
        return orderStatsStep(order, ledger, Date.now(), partial);
      };
      if (await recount(db, COLLECTIONS.orders, doc.id, `o-${doc.id}`, stepOf)) done.orders += 1;
    }
  });
  return done;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-stats.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const done = await migrateStatsToOrders(getFirestore(app));
  console.log(
    `Recounted: ${done.purchases} purchases no longer counted as orders, ${done.orders} orders counted.`,
  );
}

/**
 * One-time migration (issue 47): the books of every order paid before them. For each paid order
 * (paid, partly refunded, refunded) whose PaymentIntent has no `ledgerPayments/{id}`, it writes
 * the books from the order (what Stripe charged: goods by line, discount, shipping, tax) and one
 * `ledgerRefunds/{id}` per refund the shop kept (full refunds on purchases, returns' refunds), in
 * one transaction per order; and gives every payment record its currency. Books already there are
 * left alone — safe to run any number of times.
 *
 * Runs on its own inside every seed (`npm start`, `npm test`). For a deployed project, once, after
 * deploying the functions of this version, with credentials for that project:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-books.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import {
  FieldPath,
  Timestamp,
  getFirestore,
  type Firestore,
  type QuerySnapshot,
} from "firebase-admin/firestore";
import {
  COLLECTIONS,
  LEDGER_COLLECTIONS,
  PAID_ORDER_STATES,
  RETURN_COLLECTIONS,
  migratedBook,
  type KeptRefund,
} from "@shop/domain";
import { orderFromDocument, purchaseFromDocument } from "./lib/purchase-document.js";

const PAGE = 300;

/** Stored shapes with their epoch-ms times as Timestamps (the functions' converters' way). */
function stored(value: unknown, key = ""): unknown {
  if ((key === "createdAt" || key === "at") && typeof value === "number") return Timestamp.fromMillis(value);
  if (Array.isArray(value)) return value.map((v) => stored(v));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stored(v, k)]));
  return value;
}

/** The refunds kept on an order's purchases and their returns. */
async function keptRefunds(db: Firestore, purchaseIds: readonly string[]): Promise<KeptRefund[]> {
  const kept: KeptRefund[] = [];
  for (const purchaseId of purchaseIds) {
    const snap = await db.collection(COLLECTIONS.purchases).doc(purchaseId).get();
    const p = snap.exists ? purchaseFromDocument(snap.data() ?? {}) : null;
    if (p?.refund?.id)
      kept.push({
        refundId: p.refund.id,
        purchaseId,
        amountCents: p.refund.amountCents,
        at: p.refund.at,
        returnId: null,
        pieces: null,
      });
    const returns = await db
      .collection(RETURN_COLLECTIONS.returns)
      .where("purchaseId", "==", purchaseId)
      .get();
    for (const r of returns.docs) {
      const data = purchaseFromDocument(r.data()) as unknown as {
        quantity: number;
        refund?: { id: string; amountCents: number; at: number } | null;
      };
      if (data.refund?.id)
        kept.push({
          refundId: data.refund.id,
          purchaseId,
          amountCents: data.refund.amountCents,
          at: data.refund.at,
          returnId: r.id,
          pieces: data.quantity,
        });
    }
  }
  return kept;
}

/** Gives every paid order without books its books; answers how many it gave. */
export async function migrateBooks(db: Firestore): Promise<number> {
  const orders = db.collection(COLLECTIONS.orders);
  const books = db.collection(LEDGER_COLLECTIONS.payments);
  let given = 0;
  let after: string | null = null;
  for (;;) {
    const base = orders.orderBy(FieldPath.documentId()).limit(PAGE);
    const page: QuerySnapshot = await (after ? base.startAfter(after) : base).get();
    for (const doc of page.docs) {
      const order = orderFromDocument(doc.data());
      const pi = order.transactionId;
      if (!pi || !PAID_ORDER_STATES.includes(order.state)) continue;
      if ((await books.doc(pi).get()).exists) continue;
      const kept = await keptRefunds(db, order.purchaseIds);
      const paidAt = order.history.find((h) => h.state === "paid")?.at ?? order.updatedAt;
      const { book, refunds } = migratedBook(doc.id, order, pi, paidAt, kept);
      const made = await db.runTransaction(async (tx) => {
        if ((await tx.get(books.doc(pi))).exists) return false;
        tx.create(books.doc(pi), stored(book) as Record<string, unknown>);
        for (const r of refunds)
          tx.set(
            db.collection(LEDGER_COLLECTIONS.refunds).doc(r.refundId),
            stored(r) as Record<string, unknown>,
          );
        return true;
      });
      if (made) given += 1;
    }
    if (page.docs.length < PAGE) break;
    after = page.docs[page.docs.length - 1]?.id ?? null;
  }
  await giveRecordsTheirCurrency(db);
  return given;
}

/** Payment records without a currency get their purchase's (usd when it has none). */
async function giveRecordsTheirCurrency(db: Firestore): Promise<void> {
  const payments = db.collection(COLLECTIONS.payments);
  let after: string | null = null;
  for (;;) {
    const base = payments.orderBy(FieldPath.documentId()).limit(PAGE);
    const page: QuerySnapshot = await (after ? base.startAfter(after) : base).get();
    const batch = db.batch();
    let writes = 0;
    for (const doc of page.docs) {
      if (doc.get("currency")) continue;
      const purchase = await db.collection(COLLECTIONS.purchases).doc(doc.id).get();
      batch.update(doc.ref, { currency: (purchase.get("currency") as string | undefined) ?? "usd" });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    if (page.docs.length < PAGE) return;
    after = page.docs[page.docs.length - 1]?.id ?? null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-books.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const given = await migrateBooks(getFirestore(app));
  console.log(`Books: ${given} paid order(s) given their books.`);
}

/**
 * One-time migration (issue 30): every checkout is an order. A purchase placed on the purchase
 * page before then has no order; this gives each such purchase its order of one line
 * (`orders/{purchaseId}`, built by @shop/domain's `orderOfPurchase`: its line, price, state,
 * PaymentIntent and refund as the purchase holds them) and sets the purchase's `orderId`, in one
 * transaction per purchase. A purchase with an order is left alone — safe to run any number of
 * times.
 *
 * Runs on its own inside every seed (`npm start`, `npm test`). For a deployed project, once,
 * before deploying the functions of this version, with credentials for that project:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-orders.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import {
  FieldPath,
  Timestamp,
  getFirestore,
  type DocumentSnapshot,
  type Firestore,
  type QuerySnapshot,
} from "firebase-admin/firestore";
import { COLLECTIONS, orderOfPurchase } from "@shop/domain";
import { orderDocument, purchaseFromDocument } from "./lib/purchase-document.js";

const PAGE = 300;

/** Gives every purchase without an order its order of one line; answers how many it gave. */
export async function migratePurchasesToOrders(db: Firestore): Promise<number> {
  const purchases = db.collection(COLLECTIONS.purchases);
  let given = 0;
  let after: string | null = null;
  for (;;) {
    const base = purchases.orderBy(FieldPath.documentId()).limit(PAGE);
    const page: QuerySnapshot = await (after ? base.startAfter(after) : base).get();
    for (const doc of page.docs) {
      if (doc.get("orderId")) continue;
      const changed = await db.runTransaction(async (tx) => {
        const now: DocumentSnapshot = await tx.get(doc.ref);
        const data = now.data();
        if (!data || data.orderId) return false;
        const order = orderOfPurchase(doc.id, purchaseFromDocument(data));
        tx.create(db.collection(COLLECTIONS.orders).doc(doc.id), orderDocument(order, Timestamp.fromMillis));
        tx.update(doc.ref, { orderId: doc.id, paidCents: order.totalCents });
        return true;
      });
      if (changed) given += 1;
    }
    if (page.docs.length < PAGE) return given;
    after = page.docs[page.docs.length - 1]?.id ?? null;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-orders.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const given = await migratePurchasesToOrders(getFirestore(app));
  console.log(`Orders: ${given} purchase(s) given their order of one line.`);
}

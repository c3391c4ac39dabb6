/** Direct Admin SDK access to the emulators, for setting up data the API cannot create yet. */
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { expect, vi } from "vitest";
import {
  COLLECTIONS,
  STOCK_BUCKETS_COLLECTION,
  applyPurchaseEvent,
  bucketCountFor,
  newPaymentRecord,
  newPurchase,
  spreadStock,
  type Product,
} from "@shop/domain";
import { queueForNumbering } from "../../scripts/lib/invoice-queue.js";
import { purchaseDocument, purchaseFromDocument } from "../../scripts/lib/purchase-document.js";
import { PROJECT_ID } from "./env.js";

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

let counter = 0;

/**
 * A product of this test run (unique name), created with the Admin SDK as the shop creates one:
 * its pieces spread over stock buckets (`stockBuckets` overrides how many).
 */
export async function createTestProduct(
  overrides: Partial<Omit<Product, "createdAt">> = {},
  id?: string,
): Promise<string> {
  counter += 1;
  const ref = id ? db.collection(COLLECTIONS.products).doc(id) : db.collection(COLLECTIONS.products).doc();
  const availableOrder = overrides.availableOrder ?? 50;
  const levels = spreadStock(availableOrder, bucketCountFor(availableOrder, overrides.stockBuckets));
  const batch = db.batch();
  batch.set(ref, {
    name: `Test gimbal ${Date.now()}-${counter}`,
    description: "A product made by the API tests.",
    image: "/images/products/x1-bundle.svg",
    minimumOrder: 1,
    priceCents: 1250,
    ...overrides,
    availableOrder,
    stockBuckets: levels.length,
    createdAt: Timestamp.now(),
  });
  levels.forEach((available, i) =>
    batch.set(ref.collection(STOCK_BUCKETS_COLLECTION).doc(String(i)), { available }),
  );
  await batch.commit();
  return ref.id;
}

/**
 * The true number of pieces left: the sum of the product's stock buckets. The product's
 * `availableOrder` alone is only the figure the grid shows, which follows the buckets a few
 * seconds behind.
 */
export async function productStock(id: string): Promise<number | undefined> {
  const ref = db.collection(COLLECTIONS.products).doc(id);
  const data = (await ref.get()).data();
  if (!data) return undefined;
  return (await bucketLevels(id)).reduce((a, b) => a + b, 0);
}

/**
 * Waits until the product's shown figure has caught up with its buckets (the refresh task runs
 * a few seconds after an order), for tests that then prove "nothing changed".
 */
export async function settleShownStock(id: string, timeoutMs = 90_000): Promise<void> {
  const state = async () => {
    const shown = (await db.collection(COLLECTIONS.products).doc(id).get()).get("availableOrder") as unknown;
    const buckets = await productStock(id);
    return shown === buckets ? "caught up" : `shows ${String(shown)}, its buckets hold ${String(buckets)}`;
  };
  // vi.waitFor, not expect.poll: suites settle the stock in their beforeAll hooks too.
  await vi.waitFor(async () => expect(await state(), `the shown stock of ${id}`).toBe("caught up"), {
    timeout: timeoutMs,
    interval: 250,
  });
}

/** Each stock bucket's pieces, by index. */
export async function bucketLevels(id: string): Promise<number[]> {
  const snap = await db.collection(COLLECTIONS.products).doc(id).collection(STOCK_BUCKETS_COLLECTION).get();
  return snap.docs.sort((a, b) => Number(a.id) - Number(b.id)).map((d) => Number(d.get("available")));
}

export async function docData(collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.collection(collection).doc(id).get()).data();
}

export { purchaseFromDocument };

/**
 * What a successful card payment leaves behind (the "pay" event of @shop/domain, as the
 * payment service applies it): the purchase and its order paid with a transaction id, and the
 * purchase's payment record (same id, built by `newPaymentRecord`).
 */
export async function markPaid(purchaseId: string, transactionId = `pi_test_${purchaseId}`): Promise<string> {
  const purchaseRef = db.collection(COLLECTIONS.purchases).doc(purchaseId);
  const data = (await purchaseRef.get()).data();
  if (!data) throw new Error(`no purchase ${purchaseId}`);
  const purchase = purchaseFromDocument(data);
  const now = Date.now();
  const pay = { type: "pay" as const, paymentIntentId: transactionId };
  const outcome = applyPurchaseEvent(purchase, pay, now);
  if (!outcome.ok) throw new Error(`purchase ${purchaseId} cannot be paid: ${outcome.refusal.message}`);
  const batch = db.batch();
  batch.set(purchaseRef, purchaseDocument(outcome.after, Timestamp.fromMillis));
  const record = newPaymentRecord(purchaseId, purchase, transactionId, now);
  batch.set(db.collection(COLLECTIONS.payments).doc(purchaseId), {
    ...record,
    createdAt: Timestamp.fromMillis(now),
  });
  const orderRef = purchase.orderId ? db.collection(COLLECTIONS.orders).doc(purchase.orderId) : null;
  const order = orderRef ? (await orderRef.get()).data() : undefined;
  if (orderRef && order?.state === "unpaid") {
    batch.set(
      orderRef,
      { state: "paid", paymentIntentId: transactionId, transactionId, updatedAt: Timestamp.fromMillis(now) },
      { merge: true },
    );
  }
  queueForNumbering(batch, db, { purchaseId });
  await batch.commit();
  return transactionId;
}

/**
 * A purchase of the product by the customer, paid and shipped (the events the shop's services
 * apply): the customer has received it, so may review it ('Verified buyer').
 */
export async function plantShippedPurchase(
  buyer: { uid: string; email: string },
  product: { id: string; name: string; priceCents: number },
): Promise<void> {
  const at = Date.now();
  let purchase = newPurchase({
    product: { ...product, image: "/images/products/x1-bundle.svg" },
    quantity: 1,
    buyer: { uid: buyer.uid, name: buyer.email, email: buyer.email },
    address: "1 Review Street, Springfield, IL 62701",
    phone: "+1 555 0100",
    at,
    holdSeconds: 3600,
  });
  const events = [
    { type: "pay", paymentIntentId: `pi_review_${buyer.uid}` },
    { type: "ship", carrier: "UPS", trackingNumber: "1Z999" },
  ] as const;
  for (const event of events) {
    const outcome = applyPurchaseEvent(purchase, event, Date.now());
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    purchase = outcome.after;
  }
  await db.collection(COLLECTIONS.purchases).doc().set(purchaseDocument(purchase, Timestamp.fromMillis));
}

/** Every document of the collections, as id → update time + data, to prove nothing changed. */
export async function snapshotCollections(names: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const snap = await db.collection(name).get();
    for (const d of snap.docs) {
      out[`${name}/${d.id}`] = `${d.updateTime.toMillis()} ${JSON.stringify(d.data())}`;
    }
  }
  return out;
}

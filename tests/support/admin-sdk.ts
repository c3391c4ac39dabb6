/** Direct Admin SDK access to the emulators, for setting up data the API cannot create yet. */
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION, type Product } from "@shop/domain";
import { PROJECT_ID } from "./env.js";

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

let counter = 0;

/** A product of this test run (unique name), created with the Admin SDK. */
export async function createTestProduct(
  overrides: Partial<Omit<Product, "createdAt">> = {},
): Promise<string> {
  counter += 1;
  const ref = db.collection(COLLECTIONS.products).doc();
  await ref.set({
    name: `Test gimbal ${Date.now()}-${counter}`,
    description: "A product made by the API tests.",
    image: "/images/products/x1-bundle.svg",
    minimumOrder: 1,
    availableOrder: 50,
    priceCents: 1250,
    ...overrides,
    createdAt: Timestamp.now(),
  });
  return ref.id;
}

/**
 * The true number of pieces left: the sum of the product's stock buckets (or, for a product no
 * order has touched yet, its own `availableOrder`). The product's `availableOrder` alone is only
 * the figure the grid shows, which follows the buckets a few seconds behind.
 */
export async function productStock(id: string): Promise<number | undefined> {
  const ref = db.collection(COLLECTIONS.products).doc(id);
  const data = (await ref.get()).data();
  if (!data) return undefined;
  if (!data.stockBuckets) return data.availableOrder as number;
  return (await bucketLevels(id)).reduce((a, b) => a + b, 0);
}

/**
 * Waits until the product's shown figure has caught up with its buckets (the refresh task runs
 * a few seconds after an order), for tests that then prove "nothing changed".
 */
export async function settleShownStock(id: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = (await db.collection(COLLECTIONS.products).doc(id).get()).get("availableOrder") as unknown;
    if (shown === (await productStock(id))) return;
    if (Date.now() > deadline)
      throw new Error(`the shown stock of ${id} did not catch up in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Each stock bucket's pieces, by index. */
export async function bucketLevels(id: string): Promise<number[]> {
  const snap = await db.collection(COLLECTIONS.products).doc(id).collection(STOCK_BUCKETS_COLLECTION).get();
  return snap.docs.sort((a, b) => Number(a.id) - Number(b.id)).map((d) => Number(d.get("available")));
}

export async function docData(collection: string, id: string): Promise<Record<string, unknown> | undefined> {
  return (await db.collection(collection).doc(id).get()).data();
}

/**
 * What a successful card payment leaves behind (recording payments is another issue): the
 * purchase paid with a transaction id, and its payment record (same id).
 */
export async function markPaid(purchaseId: string, transactionId = `pi_test_${purchaseId}`): Promise<string> {
  const purchaseRef = db.collection(COLLECTIONS.purchases).doc(purchaseId);
  const purchase = (await purchaseRef.get()).data();
  if (!purchase) throw new Error(`no purchase ${purchaseId}`);
  const now = Timestamp.now();
  const batch = db.batch();
  batch.update(purchaseRef, {
    state: "paid",
    paid: true,
    transactionId,
    history: [...(purchase.history as unknown[]), { state: "paid", at: now }],
    updatedAt: now,
  });
  batch.set(db.collection(COLLECTIONS.payments).doc(purchaseId), {
    product: purchaseId,
    productName: purchase.productName,
    priceCents: purchase.priceCents,
    shipment: false,
    userId: purchase.userId,
    userEmail: purchase.userEmail,
    userName: purchase.userName,
    transactionId,
    createdAt: now,
  });
  await batch.commit();
  return transactionId;
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

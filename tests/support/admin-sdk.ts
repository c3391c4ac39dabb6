/** Direct Admin SDK access to the emulators, for setting up data the API cannot create yet. */
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { COLLECTIONS, type Product } from "@shop/domain";
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

export async function productStock(id: string): Promise<number | undefined> {
  const data = (await db.collection(COLLECTIONS.products).doc(id).get()).data();
  return data?.availableOrder as number | undefined;
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

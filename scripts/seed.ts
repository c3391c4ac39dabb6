/**
 * Fills the running emulators with the demo shop. Idempotent: fixed ids, set() not add(), and
 * existing Auth users are updated rather than duplicated. Only ever talks to emulators.
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { Timestamp, getFirestore } from "firebase-admin/firestore";
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION, bucketCountFor, spreadStock } from "@shop/domain";
import { PROJECT_ID, ports } from "./lib/emulators.js";
import { DEMO_ACCOUNTS, SEED_FEEDBACK, SEED_PRODUCTS } from "./seed-data.js";

export async function seed(): Promise<void> {
  const p = ports();
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${p.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${p.auth}`;
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const db = getFirestore(app);
  const auth = getAuth(app);

  // Stable, distinct creation times so the catalogue order is the seed order (newest first).
  const base = Date.UTC(2026, 0, 1);
  const batch = db.batch();
  SEED_PRODUCTS.forEach(({ id, ...product }, i) => {
    const ref = db.collection(COLLECTIONS.products).doc(id);
    const levels = spreadStock(product.availableOrder, bucketCountFor(product.availableOrder));
    batch.set(ref, {
      ...product,
      stockBuckets: levels.length,
      createdAt: Timestamp.fromMillis(base + (SEED_PRODUCTS.length - i) * 60_000),
    });
    levels.forEach((available, b) =>
      batch.set(ref.collection(STOCK_BUCKETS_COLLECTION).doc(String(b)), { available }),
    );
  });
  SEED_FEEDBACK.forEach(({ id, ...fb }, i) => {
    batch.set(db.collection(COLLECTIONS.feedback).doc(id), {
      ...fb,
      createdAt: Timestamp.fromMillis(base + (SEED_FEEDBACK.length - i) * 60_000),
    });
  });

  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    const role = kind === "admin" ? "admin" : "customer";
    try {
      await auth.updateUser(account.uid, {
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
        disabled: false,
      });
    } catch {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      });
    }
    await auth.setCustomUserClaims(account.uid, role === "admin" ? { admin: true } : null);
    batch.set(db.collection(COLLECTIONS.users).doc(account.uid), {
      email: account.email,
      displayName: account.displayName,
      photoURL: "",
      role,
      disabled: false,
      claimsUpdatedAt: Timestamp.fromMillis(base),
      createdAt: Timestamp.fromMillis(base),
    });
  }
  await batch.commit();
}

export function describeDemoAccounts(): string {
  return [
    `  admin:    ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
    `  customer: ${DEMO_ACCOUNTS.customer.email} / ${DEMO_ACCOUNTS.customer.password}`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log(
    `Seeded ${SEED_PRODUCTS.length} products, ${SEED_FEEDBACK.length} feedback entries and the demo accounts:`,
  );
  console.log(describeDemoAccounts());
}

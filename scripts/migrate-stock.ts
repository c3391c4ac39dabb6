/**
 * One-time migration: every product's pieces live in stock buckets (`products/{id}/stockBuckets/{i}`)
 * since the launch-day work; the order path no longer knows products without them. This moves a
 * product that has no `stockBuckets` yet (made before buckets existed) into buckets, in one
 * transaction per product, and leaves every other product alone — safe to run any number of times.
 *
 * Runs on its own inside every seed (`npm start`, `npm test`). For a deployed project, once,
 * before deploying the functions of this version, with credentials for that project:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-stock.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, STOCK_BUCKETS_COLLECTION, bucketCountFor, spreadStock } from "@shop/domain";

/** Moves products without buckets into buckets; answers how many moved. */
export async function migrateStockBuckets(db: Firestore): Promise<number> {
  const products = await db.collection(COLLECTIONS.products).get();
  let moved = 0;
  for (const doc of products.docs) {
    if (Number(doc.get("stockBuckets")) > 0) continue;
    const changed = await db.runTransaction(async (tx) => {
      const now = await tx.get(doc.ref);
      if (!now.exists || Number(now.get("stockBuckets")) > 0) return false;
      const stock = Math.max(0, Number(now.get("availableOrder")) || 0);
      const levels = spreadStock(stock, bucketCountFor(stock));
      const buckets = doc.ref.collection(STOCK_BUCKETS_COLLECTION);
      levels.forEach((available, i) => tx.set(buckets.doc(String(i)), { available }));
      tx.update(doc.ref, { stockBuckets: levels.length, availableOrder: stock });
      return true;
    });
    if (changed) moved += 1;
  }
  return moved;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-stock.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const moved = await migrateStockBuckets(getFirestore(app));
  console.log(`Stock buckets: ${moved} product(s) moved into buckets.`);
}

/**
 * One-time migration (issue 48): every product gets its default variant (id `default`: the
 * product's own prices and stock, its SKU the product id in capitals, claimed in `skus/{SKU}`).
 * A product that has variants already keeps them (its bundles' parts are linked back,
 * `kitPartProductIds`) — safe to run any number of times. Orders,
 * carts and calls without a `variantId` mean the default variant, so nothing else changes.
 *
 * Runs on its own inside every seed (`npm start`, `npm test`). For a deployed project, once,
 * after deploying the functions of this version, with credentials for that project:
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-variants.ts --project <project-id>
 */
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import {
  COLLECTIONS,
  DEFAULT_VARIANT_ID,
  defaultSku,
  kitPartProductIds,
  pricesOf,
  type ProductVariant,
} from "@shop/domain";

/** Gives every product without variants its default one; answers how many changed. */
export async function migrateVariants(db: Firestore): Promise<number> {
  const products = await db.collection(COLLECTIONS.products).get();
  let changed = 0;
  for (const doc of products.docs) {
    if (Array.isArray(doc.get("variants"))) {
      if (await linkKitParts(doc.ref, doc.id, doc.get("variants") as ProductVariant[])) changed += 1;
      continue;
    }
    const done = await db.runTransaction(async (tx) => {
      const now = await tx.get(doc.ref);
      if (!now.exists || Array.isArray(now.get("variants"))) return false;
      const sku = defaultSku(doc.id);
      const claim = db.collection(COLLECTIONS.skus).doc(sku);
      const taken = await tx.get(claim);
      const priceCents = Number(now.get("priceCents")) || 0;
      const variant: ProductVariant = {
        id: DEFAULT_VARIANT_ID,
        sku: taken.exists ? `${sku}-1` : sku,
        optionValues: {},
        prices: pricesOf({ priceCents, prices: now.get("prices") as ProductVariant["prices"] | undefined }),
        availableOrder: Number(now.get("availableOrder")) || 0,
        sold: true,
      };
      if (!taken.exists)
        tx.set(claim, { productId: doc.id, variantId: DEFAULT_VARIANT_ID, productName: now.get("name") });
      tx.update(doc.ref, { options: [], variants: [variant] });
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}

/**
 * A product whose bundles were set before `kitPartProductIds` existed gets it, so selling one of
 * the parts alone refreshes the bundle's shown stock too; answers whether it changed.
 */
async function linkKitParts(
  ref: DocumentReference,
  id: string,
  variants: ProductVariant[],
): Promise<boolean> {
  const parts = kitPartProductIds(id, variants);
  const snap = await ref.get();
  const known = snap.get("kitPartProductIds") as string[] | undefined;
  if (parts.length === 0 || (known && known.join() === parts.join())) return false;
  await ref.update({ kitPartProductIds: parts });
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--project");
  const projectId = at > 0 ? process.argv[at + 1] : undefined;
  if (!projectId) {
    console.error("Usage: tsx scripts/migrate-variants.ts --project <project-id>");
    process.exit(2);
  }
  const app = getApps()[0] ?? initializeApp({ projectId });
  const changed = await migrateVariants(getFirestore(app));
  console.log(`Variants: ${changed} product(s) given their default variant.`);
}

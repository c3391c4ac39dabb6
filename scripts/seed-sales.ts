/**
 * The seed's sales history for the overview: 40 purchases by demo buyers over the last 30 days —
 * paid, shipped, refunded in full (some a few days after their payment), one refunded in part,
 * some cancelled or expired — written as the functions write them (scripts/lib/sale-documents.ts).
 * The overview's triggers count them as they are written, like any payment. Times are relative
 * to the day the seed runs, so a fresh start always has the last 30 days filled.
 */
import { Timestamp, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { COLLECTIONS } from "@shop/domain";
import { queueForNumbering } from "./lib/invoice-queue.js";
import { saleDocuments, saleFirestoreDocuments, type Sale, type SaleStory } from "./lib/sale-documents.js";
import { SEED_PRODUCTS } from "./seed-data.js";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BUYERS = ["Jane Doe", "Sam Lee", "Priya Patel", "Tom Berg", "Ana Silva", "Li Wei"];
export const SEED_SALES = 40;

/** Sale `i`'s id (its purchase, order and payment record): demo-sale-01 … demo-sale-40. */
export function saleId(i: number): string {
  return `demo-sale-${String(i + 1).padStart(2, "0")}`;
}

/** What happens to sale `i` (deterministic: the same seed gives the same history). */
function storyOf(i: number, placedAt: number, now: number): SaleStory {
  const paidAt = placedAt + 10 * 60_000;
  if (i % 13 === 5) return { kind: "cancelled", at: placedAt + 20 * 60_000 };
  if (i % 11 === 7) return { kind: "expired", at: placedAt + HOUR };
  const shippedAt = Math.min(now - HOUR, paidAt + DAY);
  if (i % 9 === 4) {
    // Refunded in full two days later (on another day than its payment), or today at the latest.
    return { kind: "paid", paidAt, refund: { at: Math.min(now - HOUR / 2, paidAt + 2 * DAY), cents: 1e9 } };
  }
  if (i === 17) return { kind: "paid", paidAt, shippedAt, refund: { at: shippedAt + HOUR, cents: 2_000 } };
  return i % 3 === 0 ? { kind: "paid", paidAt } : { kind: "paid", paidAt, shippedAt };
}

/** The seed's sales: spread over the 30 days ending now, about one or two a day. */
export function seedSales(now: number): Sale[] {
  const today = Math.floor(now / DAY) * DAY;
  return Array.from({ length: SEED_SALES }, (_, i) => {
    const product = SEED_PRODUCTS[(i * 7) % SEED_PRODUCTS.length] ?? SEED_PRODUCTS[0];
    if (!product) throw new Error("seed: no products");
    const daysAgo = 29 - Math.floor((i * 30) / SEED_SALES);
    const placedAt = Math.min(now - 2 * HOUR, today - daysAgo * DAY + (8 + ((i * 5) % 12)) * HOUR);
    const buyer = i % BUYERS.length;
    const name = BUYERS[buyer] ?? "Demo Buyer";
    return {
      id: saleId(i),
      product: { id: product.id, name: product.name, image: product.image, priceCents: product.priceCents },
      quantity: product.minimumOrder + 1 + (i % 3),
      buyer: {
        uid: `demo-buyer-${buyer + 1}`,
        name,
        email: `${name.toLowerCase().replace(/ /g, ".")}@example.com`,
      },
      placedAt,
      story: storyOf(i, placedAt, now),
    };
  });
}

/** Adds the sales history (purchases, their orders and payment records) to the seed's batch. */
export function seedSalesHistory(batch: WriteBatch, db: Firestore, now: number): void {
  for (const sale of seedSales(now)) {
    const docs = saleFirestoreDocuments(sale, Timestamp.fromMillis);
    batch.set(db.collection(COLLECTIONS.purchases).doc(sale.id), docs.purchase);
    if (docs.order) batch.set(db.collection(COLLECTIONS.orders).doc(sale.id), docs.order);
    if (!docs.payment) continue;
    batch.set(db.collection(COLLECTIONS.payments).doc(sale.id), docs.payment);
    const { purchase, payment } = saleDocuments(sale);
    queueForNumbering(batch, db, {
      purchaseId: sale.id,
      refundId: payment?.refundId ?? null,
      recordedAt: payment?.createdAt,
      refundedAt: purchase.refund?.at,
    });
  }
}

/**
 * Stock: the ONLY place that takes pieces of a product for an order and gives them back
 * (cancellation, and later expiry, refunds with restock, admin stock changes). Each function
 * works inside the caller's Firestore transaction, so the stock change commits or rolls back
 * together with the purchase it belongs to.
 *
 * Firestore transactions read before they write: call these after the transaction's own reads;
 * each reads what it needs, then writes.
 *
 *   reserveStock(tx, productId, quantity)  → takes `quantity` pieces, or throws
 *                                            AppError("conflict", outOfStockMessage(left))
 *   returnStock(tx, productId, quantity)   → gives `quantity` pieces back (no-op when the
 *                                            product was deleted)
 *
 * Today the count lives on the product document (`availableOrder`).
 */
import type { Transaction } from "firebase-admin/firestore";
import { outOfStockMessage } from "@shop/domain";
import { AppError } from "../core/app-error.js";
import { productsCol } from "../data/converters.js";
import { txRead } from "../data/reads.js";

export async function reserveStock(tx: Transaction, productId: string, quantity: number): Promise<void> {
  const ref = productsCol.doc(productId);
  const product = (await txRead(tx, ref)).data();
  const available = product?.availableOrder ?? 0;
  if (quantity > available) throw new AppError("conflict", outOfStockMessage(available));
  tx.set(ref, { availableOrder: available - quantity }, { merge: true });
}

export async function returnStock(tx: Transaction, productId: string, quantity: number): Promise<void> {
  const ref = productsCol.doc(productId);
  const product = (await txRead(tx, ref)).data();
  if (!product) return;
  tx.set(ref, { availableOrder: product.availableOrder + quantity }, { merge: true });
}

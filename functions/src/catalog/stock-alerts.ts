/**
 * Low-stock alerts. The check rides on the shown-stock refresh (shown-stock.ts), which already
 * runs after stock changes — at most once per product and window, whatever the number of orders —
 * and already knows the exact total: an order's own transaction gains no read and no write. The
 * refresh reads the product's alert state (`stockAlerts/{productId}`, one read per refresh, not
 * per order); only at a crossing does a transaction confirm the step, record it and queue the
 * shop's mail with it, so a crossing mails once even when two refreshes meet.
 */
import type { Transaction } from "firebase-admin/firestore";
import { isLowStock, lowStockStep, shopLowStockMail, type Product, type ProductVariant } from "@shop/domain";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import { typedCollection } from "../platform/converters.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, txRead } from "../platform/reads.js";
import { productsCol } from "./data.js";

/** `stockAlerts/{productId}` (server-only): whether the shop was told and the stock has not recovered. */
export interface StockAlert {
  alerted: boolean;
  /** The stock when the alert was sent or re-armed. */
  left: number;
  at: number;
}

export const stockAlertsCol = typedCollection<StockAlert>("stockAlerts");

/** An admin's new total above the threshold re-arms the alert (a blind write in their transaction). */
export function rearmLowStock(tx: Transaction, productId: string, product: Product, total: number): void {
  if (!isLowStock(total, product))
    tx.set(stockAlertsCol.doc(productId), { alerted: false, left: total, at: Date.now() });
}

/**
 * Mails the shop when `available` crossed the product's threshold; re-arms once it went back above.
 * With `variant` (issue 48): that variant's pieces, alerted on their own (`stockAlerts/{id}__{variantId}`)
 * and named by its SKU.
 */
export async function checkLowStock(
  productId: string,
  product: Product,
  available: number,
  variant?: Pick<ProductVariant, "id" | "sku">,
): Promise<void> {
  const key = variant ? `${productId}__${variant.id}` : productId;
  const alerted = (await readDoc(stockAlertsCol.doc(key))).data()?.alerted ?? false;
  if (lowStockStep(available, product, alerted) === "none") return;
  await inTransaction(async (tx) => {
    const ref = stockAlertsCol.doc(key);
    const now = (await txRead(tx, ref)).data()?.alerted ?? false;
    const current = (await txRead(tx, productsCol.doc(productId))).data();
    if (!current) return;
    const step = lowStockStep(available, current, now);
    if (step === "none") return;
    tx.set(ref, { alerted: step === "alert", left: available, at: Date.now() });
    if (step === "alert") {
      queueMail(tx, {
        to: shopEmail(),
        message: shopLowStockMail(
          mailContext(),
          variant ? { ...current, name: `${current.name} (${variant.sku})` } : current,
          available,
        ),
        kind: "shop-low-stock",
      });
    }
  });
}

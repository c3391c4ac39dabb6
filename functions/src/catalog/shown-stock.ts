/**
 * The stock figure the shop grid shows (`products/{id}.availableOrder`) follows the stock
 * buckets without being written once per order: after an order, cancellation or refund commits,
 * a refresh task is enqueued with an id per product and time window, so the product document is
 * written at most once per window however many orders arrive. How stale the grid may be: one
 * window plus the task's start (about SHOWN_STOCK_WINDOW_SECONDS + 2 s). The purchase page and
 * the admin's Manage Product page read the exact total (a sum() over the buckets) instead.
 */
import * as logger from "firebase-functions/logger";
import { productsCol } from "./data.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { enqueueTask } from "../platform/task-queues.js";
import { checkLowStock } from "./stock-alerts.js";
import { totalOf, variantsWithStock } from "./variant-stock.js";

export const SHOWN_STOCK_WINDOW_SECONDS = 5;
export const REFRESH_SHOWN_STOCK = "refreshShownStock";

function isNotFound(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === 5;
}

/**
 * Task body: writes the exact total on the product when it differs from the shown one, and
 * checks the low-stock alert with that total (stock-alerts.ts).
 */
export async function syncShownStock(productId: string): Promise<void> {
  const product = (await readDoc(productsCol.doc(productId))).data();
  if (!product?.stockBuckets) return;
  // Every variant's pieces (a bundle's: what its parts allow) and their sum (issue 48).
  const variants = await variantsWithStock(productId, product);
  const total = totalOf(variants);
  await checkLowStock(productId, product, total);
  // Each variant with pieces of its own is watched too when there are several (issue 48).
  const own = variants.filter((v) => !v.parts && v.sold);
  if (own.length > 1)
    await Promise.all(own.map((v) => checkLowStock(productId, product, v.availableOrder, v)));
  const shown = product.variants?.map((v, i) => ({ ...v, availableOrder: variants[i]?.availableOrder ?? 0 }));
  const variantsMoved = shown?.some((v, i) => v.availableOrder !== product.variants?.[i]?.availableOrder);
  if (total !== product.availableOrder || variantsMoved) {
    try {
      // update(), never set(): a product deleted meanwhile must not come back as a stub.
      await productsCol
        .doc(productId)
        .update({ availableOrder: total, ...(shown ? { variants: shown } : {}) });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  await refreshKitsOf(productId);
}

/** The bundles of other products that take this product's pieces show what their parts allow now. */
async function refreshKitsOf(productId: string): Promise<void> {
  const kits = await readQuery(productsCol.where("kitPartProductIds", "array-contains", productId).select());
  await Promise.all(kits.docs.map((kit) => scheduleShownStockRefresh(kit.id)));
}

/**
 * Refresh tasks this instance has enqueued, or is enqueuing, in the current window: under a rush
 * one instance serves many orders of one product at once, and every enqueue after the first would
 * only be refused as a duplicate by Cloud Tasks (a round trip on each order's answer).
 */
const enqueuedThisWindow = new Map<string, { window: number; done: Promise<void> }>();

/** After a stock change commits: refresh the shown figure once per window (never fails the caller). */
export function scheduleShownStockRefresh(productId: string): Promise<void> {
  const window = Math.floor(Date.now() / (SHOWN_STOCK_WINDOW_SECONDS * 1000));
  const id = `stock-${productId}-${window}`;
  const known = enqueuedThisWindow.get(id);
  if (known) return known.done;
  for (const [key, entry] of enqueuedThisWindow) if (entry.window < window) enqueuedThisWindow.delete(key);
  const done = enqueueTask(
    REFRESH_SHOWN_STOCK,
    { productId },
    { id, delaySeconds: SHOWN_STOCK_WINDOW_SECONDS },
  ).catch((err: unknown) => {
    // Not remembered: the next stock change of this window tries again.
    enqueuedThisWindow.delete(id);
    logger.warn("Could not schedule the shown stock refresh", { productId, err });
  });
  enqueuedThisWindow.set(id, { window, done });
  return done;
}

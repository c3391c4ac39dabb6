/**
 * An order's take of a product's pieces, as a line of the order's one conditional write
 * (platform/bucket-take.ts: planning, the conditional write and the retry loop). The product
 * document is never written per order; its shown figure follows the buckets (shown-stock.ts).
 */
import { outOfStockMessage } from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import type { BucketLine } from "../platform/bucket-take.js";
import { variantBucketsOf } from "./data.js";

/** 'Sold out' / 'Only N left', or with the product's name for an order of several lines. */
export function shortMessage(available: number, productName?: string): string {
  if (!productName) return outOfStockMessage(available);
  return available <= 0 ? `Sold out: ${productName}` : `Only ${available} left of ${productName}`;
}

/**
 * Before an order's write: refuses at once when the buckets together (`available`, their sum()
 * read just before) cannot hold the quantity, so a buyer who is too late hears so without more.
 */
export function refuseWhenShort(available: number, quantity: number, productName?: string): void {
  if (available < quantity) throw new AppError("conflict", shortMessage(Math.max(0, available), productName));
}

/** The line that takes `quantity` pieces of a product's variant kept in `buckets` buckets. */
export function stockLine(
  take: { productId: string; variantId?: string; quantity: number },
  buckets: number,
  productName?: string,
): BucketLine {
  const { productId, variantId, quantity } = take;
  return {
    buckets: variantBucketsOf(productId, variantId),
    count: Math.max(1, buckets),
    quantity,
    short: (available) => new AppError("conflict", shortMessage(available, productName)),
  };
}

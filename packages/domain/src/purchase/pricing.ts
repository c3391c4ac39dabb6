import type { Cents } from "../core/money.js";

export const PURCHASE_QUANTITY_MESSAGE = "Please Provide More Than Required Quantity";

/** Order price = quantity × unit price, in cents (spec §9). */
export function purchasePriceCents(quantity: number, unitPriceCents: Cents): Cents {
  if (!Number.isSafeInteger(quantity) || quantity <= 0)
    throw new RangeError("quantity must be a positive integer");
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0)
    throw new RangeError("unit price must be whole cents");
  const total = quantity * unitPriceCents;
  if (!Number.isSafeInteger(total)) throw new RangeError("order total is too large");
  return total;
}

export type QuantityProblem = "below-minimum" | "over-stock" | null;

/**
 * The spec's minimum-order rule: the quantity must be strictly greater than the product's
 * minimum order. The server adds the stock check: no more than the available pieces.
 */
/** The spec's rule: strictly more than the minimum order. */
export function isAboveMinimum(quantity: number, product: { minimumOrder: number }): boolean {
  return quantity > product.minimumOrder;
}

/** A product's 'Maximum per order' (absent: no maximum), refused with 400 'Please order at most N'. */
export function maxPerOrderMessage(maxPerOrder: number): string {
  return `Please order at most ${maxPerOrder}`;
}

/** Whether one order may hold `quantity` pieces of the product (issue 22: no stock hoarding). */
export function isWithinMaximum(quantity: number, product: { maxPerOrder?: number | null }): boolean {
  return product.maxPerOrder === undefined || product.maxPerOrder === null || quantity <= product.maxPerOrder;
}

/** The message refusing `quantity` pieces of the product in one order, or null (stock aside). */
export function quantityRefusal(
  quantity: number,
  product: { minimumOrder: number; maxPerOrder?: number | null },
): string | null {
  if (!isAboveMinimum(quantity, product)) return PURCHASE_QUANTITY_MESSAGE;
  if (product.maxPerOrder !== undefined && product.maxPerOrder !== null && quantity > product.maxPerOrder)
    return maxPerOrderMessage(product.maxPerOrder);
  return null;
}

export function checkPurchaseQuantity(
  quantity: number,
  product: { minimumOrder: number; availableOrder: number },
): QuantityProblem {
  if (!isAboveMinimum(quantity, product)) return "below-minimum";
  if (quantity > product.availableOrder) return "over-stock";
  return null;
}

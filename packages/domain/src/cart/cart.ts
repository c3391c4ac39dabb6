/**
 * The cart: a signed-in customer's products waiting for checkout, kept per account in
 * `carts/{uid}` (only its owner touches it; the API keeps it). What it shows is always priced by
 * the server at the moment it is read.
 */
import { z } from "zod";
import { documentIdSchema } from "../core/ids.js";
import type { Cents } from "../core/money.js";
import { ORDER_MAX_LINES } from "../order/record.js";
import { purchaseInputSchema } from "../purchase/schemas.js";

export interface CartItem {
  productId: string;
  /** The variant (issue 48); absent: the product's default variant. */
  variantId?: string;
  quantity: number;
}

/** `carts/{uid}`. */
export interface Cart {
  items: CartItem[];
  updatedAt: number;
  /** When its one reminder went out (issue 50); a cart changed since may get another. */
  remindedAt?: number | null;
}

/** POST /cart/items: add a product (its quantity adds to what the cart already holds of it). */
export const cartItemInputSchema = z
  .object({
    productId: documentIdSchema("Product id is not valid", "A product id is required"),
    quantity: purchaseInputSchema.shape.quantity,
    variantId: documentIdSchema("Variant id is not valid").optional(),
  })
  .strip();

/** `?variantId=` of PUT and DELETE /cart/items/:productId: which variant's line (absent: the default one). */
export const cartLineQuerySchema = z
  .object({ variantId: documentIdSchema("Variant id is not valid").optional() })
  .strip();

/** PUT /cart/items/:productId: the line's new quantity. */
export const cartQuantitySchema = z.object({ quantity: purchaseInputSchema.shape.quantity }).strip();

export const CART_MESSAGES = {
  added: "Added to cart",
  full: `A cart holds at most ${ORDER_MAX_LINES} products`,
  gone: "This product is no longer sold",
  soldOut: "Sold out",
  blocked: "Please remove or change the lines marked in your cart before you order",
} as const;

/** Why a cart line cannot be ordered as it is, or null. */
export type CartLineProblem =
  | "gone"
  | "below-minimum"
  | "over-maximum"
  | "short"
  /** The product has no price in the cart's currency ('This product is not sold in EUR'). */
  | "not-sold-in-currency"
  | null;

export interface CartLine {
  productId: string;
  /** The variant (issue 48); absent: the product's default one. */
  variantId?: string;
  /** The variant's SKU (absent when the product is gone). */
  sku?: string;
  quantity: number;
  /** The product as it is now (null fields when it was deleted). */
  name: string | null;
  image: string | null;
  unitPriceCents: Cents | null;
  lineCents: Cents | null;
  minimumOrder: number | null;
  available: number | null;
  problem: CartLineProblem;
  /** The sentence shown on the line when it has a problem. */
  message: string | null;
}

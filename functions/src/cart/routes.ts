/** The cart's REST endpoints (the signed-in customer's own cart): thin handlers. */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  cartItemInputSchema,
  cartLineQuerySchema,
  cartQuantitySchema,
  optionalCurrencySchema,
  promoCodeSchema,
  type CartAnswer,
} from "@shop/domain";
import { caller, requireUser } from "../platform/http/auth.js";
import { idParam, parseBody, parseQuery } from "../platform/http/input.js";
import { addToCart, getCart, removeFromCart, setCartQuantity } from "./carts.js";

export const cartQuery = z
  .object({
    promoCode: z.union([promoCodeSchema, z.literal("")]).optional(),
    currency: optionalCurrencySchema,
  })
  .strip();

/**
 * GET /cart?promoCode=&currency= → the lines priced now in the currency (usd unless asked), the
 * totals, the code's discount or why it does not apply.
 */
const getCartHandler: RequestHandler = async (req, res) => {
  const { promoCode, currency } = parseQuery(req, cartQuery);
  const cart = await getCart(caller(res).uid, promoCode || undefined, currency);
  res.set("Cache-Control", "private, no-store").json(cart satisfies CartAnswer);
};

/** POST /cart/items `{ productId, quantity }` → 201 the cart. */
const addToCartHandler: RequestHandler = async (req, res) => {
  const cart = await addToCart(caller(res).uid, parseBody(req, cartItemInputSchema));
  res
    .status(201)
    .set("Cache-Control", "no-store")
    .json(cart satisfies CartAnswer);
};

/** PUT /cart/items/:productId?variantId= `{ quantity }` → the cart. */
const setQuantityHandler: RequestHandler = async (req, res) => {
  const productId = idParam(req, "productId", "Product");
  const { variantId } = parseQuery(req, cartLineQuerySchema);
  const { quantity } = parseBody(req, cartQuantitySchema);
  const cart = await setCartQuantity(caller(res).uid, { productId, variantId }, quantity);
  res.set("Cache-Control", "no-store").json(cart satisfies CartAnswer);
};

/** DELETE /cart/items/:productId?variantId= → the cart. */
const removeHandler: RequestHandler = async (req, res) => {
  const productId = idParam(req, "productId", "Product");
  const { variantId } = parseQuery(req, cartLineQuerySchema);
  const cart = await removeFromCart(caller(res).uid, { productId, variantId });
  res.set("Cache-Control", "no-store").json(cart satisfies CartAnswer);
};

export function cartRoutes(r: Router): void {
  r.get("/cart", requireUser, getCartHandler);
  r.post("/cart/items", requireUser, addToCartHandler);
  r.put("/cart/items/:productId", requireUser, setQuantityHandler);
  r.delete("/cart/items/:productId", requireUser, removeHandler);
}

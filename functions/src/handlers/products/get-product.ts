import type { RequestHandler } from "express";
import { idParam } from "../../http/input.js";
import { getProduct } from "../../services/products.js";

/** Stock changes with every order: the CDN may keep a product only briefly, browsers revalidate. */
const PRODUCT_CACHE = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

/** GET /products/:id (public) → the product, or 404. */
export const getProductHandler: RequestHandler = async (req, res) => {
  const product = await getProduct(idParam(req, "id", "Product"));
  res.set("Cache-Control", PRODUCT_CACHE).json(product);
};

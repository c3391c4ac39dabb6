import type { RequestHandler } from "express";
import { idParam } from "../../http/input.js";
import { deleteProduct } from "../../services/products.js";

/** DELETE /products/:id (admin) → { deletedCount: 1 }, or 404. Purchases keep their copies. */
export const deleteProductHandler: RequestHandler = async (req, res) => {
  res.json(await deleteProduct(idParam(req, "id", "Product")));
};

import type { RequestHandler } from "express";
import { stockChangeSchema } from "@shop/domain/schemas";
import { idParam, parseBody } from "../../http/input.js";
import { changeStock } from "../../services/products.js";

/**
 * PATCH /products/:id/stock (admin) `{ availableOrder, stockBuckets? }` → `{ availableOrder,
 * previous, stockBuckets }`: the new total spread over the buckets, in one transaction.
 */
export const changeStockHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  res.set("Cache-Control", "no-store").json(await changeStock(id, parseBody(req, stockChangeSchema)));
};

import type { RequestHandler } from "express";
import { productInputSchema } from "@shop/domain/schemas";
import { parseBody } from "../../http/input.js";
import { createProduct } from "../../services/products.js";

/** POST /products (admin) { name, description, image, minimumOrder, availableOrder, priceCents } → 201 { insertedId }. */
export const createProductHandler: RequestHandler = async (req, res) => {
  res.status(201).json(await createProduct(parseBody(req, productInputSchema)));
};

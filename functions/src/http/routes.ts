import { Router } from "express";
import { listProductsHandler } from "../handlers/products/list-products.js";

/** Every REST path of spec §7; handlers live one per file under handlers/. */
export function apiRoutes(): Router {
  const r = Router();
  r.get("/products", listProductsHandler);
  return r;
}

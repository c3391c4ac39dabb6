import type { RequestHandler } from "express";
import { z } from "zod";
import { PAGE_SIZE } from "@shop/domain";
import { AppError } from "../../core/app-error.js";
import { maybeCaller } from "../../http/auth.js";
import { parseQuery } from "../../http/input.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../../http/paging.js";
import { listProducts } from "../../services/products.js";

const query = pagingQuery(PAGE_SIZE.products).extend({
  stock: z.enum(["exact"], { error: "stock must be 'exact'" }).optional(),
});

/**
 * GET /products?pageSize=&page=|cursor= → one page of products, newest first, with the total.
 * `stock=exact` (admins, never cached) sums each product's stock buckets instead of the shown
 * figure, which may be a few seconds behind.
 */
export const listProductsHandler: RequestHandler = async (req, res) => {
  const { stock, ...page } = parseQuery(req, query);
  if (stock === "exact") {
    if (!maybeCaller(res)?.admin) throw new AppError("permission-denied", "Only admins may do this");
    res.set("Cache-Control", "private, no-store").json(await listProducts(page, { exact: true }));
    return;
  }
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(await listProducts(page));
};

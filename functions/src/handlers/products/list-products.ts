import type { RequestHandler } from "express";
import { PAGE_SIZE } from "@shop/domain";
import { parseQuery } from "../../http/input.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../../http/paging.js";
import { listProducts } from "../../services/products.js";

const query = pagingQuery(PAGE_SIZE.products);

/** GET /products?pageSize=&page=|cursor= → one page of products, newest first, with the total. */
export const listProductsHandler: RequestHandler = async (req, res) => {
  const page = await listProducts(parseQuery(req, query));
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(page);
};

import type { RequestHandler } from "express";
import { PAGE_SIZE, type Page, type Product } from "../../domain/index.js";
import { listProducts } from "../../services/products.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../../http/paging.js";

const query = pagingQuery(PAGE_SIZE.products);

/** GET /products?pageSize=&page=|cursor= → one page of products, newest first, with the total. */
export const listProductsHandler: RequestHandler = async (req, res) => {
  const { pageSize, page, cursor } = query.parse(req.query);
  const result: Page<Product> = await listProducts(pageSize, page, cursor);
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(result);
};

/** The catalogue's REST endpoints: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import { z } from "zod";
import {
  PAGE_SIZE,
  lowStockChangeSchema,
  productInputSchema,
  productPageInputSchema,
  productSettingsSchema,
  productTranslationInputSchema,
  stockChangeSchema,
  translationLocaleSchema,
  variantsInputSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type LowStockAnswer,
  type ProductAnswer,
  type ProductPage,
  type ProductPageProduct,
  type ProductTranslationsAnswer,
  type StockChangeAnswer,
  ROLE_DENIED_MESSAGE,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { staffMayRead } from "../platform/caller.js";
import {
  STAFF_ONLY_MESSAGE,
  caller,
  maybeCaller,
  optionalUser,
  requireStaff,
} from "../platform/http/auth.js";
import { idempotent } from "../platform/http/idempotency.js";
import { idParam, parseBody, parseParams, parseQuery } from "../platform/http/input.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../platform/http/paging.js";
import { requestLocale } from "../platform/http/request-locale.js";
import {
  changeProductSettings,
  changeLowStockThreshold,
  changeStock,
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
} from "./products.js";
import { changeProductPage } from "./product-pages.js";
import { getProductTranslations, setProductTranslation } from "./translations/product-translations.js";
import { setVariants } from "./variants.js";

export const listQuery = pagingQuery(PAGE_SIZE.products).extend({
  stock: z.enum(["exact"], { error: "stock must be 'exact'" }).optional(),
});

/** Stock changes with every order: the CDN may keep a product only briefly, browsers revalidate. */
const PRODUCT_CACHE = "public, max-age=0, s-maxage=10"; // no stale-while-revalidate: see PUBLIC_LIST_CACHE

/**
 * GET /products?pageSize=&page=|cursor= → one page of products, newest first, with the total.
 * `stock=exact` (admins, never cached) sums each product's stock buckets instead of the shown
 * figure, which may be a few seconds behind.
 */
const listProductsHandler: RequestHandler = async (req, res) => {
  const { stock, ...page } = parseQuery(req, listQuery);
  if (stock === "exact") {
    const c = maybeCaller(res);
    if (!c?.role) throw new AppError("permission-denied", STAFF_ONLY_MESSAGE);
    if (!staffMayRead(c, "products")) throw new AppError("permission-denied", ROLE_DENIED_MESSAGE);
    const exact = await listProducts(page, { exact: true, locale: requestLocale(req) });
    res.set("Cache-Control", "private, no-store").json(exact satisfies ProductPage);
    return;
  }
  const answer = await listProducts(page, { locale: requestLocale(req) });
  res
    .vary("Accept-Language")
    .set("Cache-Control", PUBLIC_LIST_CACHE)
    .json(answer satisfies ProductPage);
};

/** GET /products/:id (public) → the product with its exact stock in the asked language, or 404. */
const getProductHandler: RequestHandler = async (req, res) => {
  const product = await getProduct(idParam(req, "id", "Product"), requestLocale(req));
  res
    .vary("Accept-Language")
    .set("Cache-Control", PRODUCT_CACHE)
    .json(product satisfies ProductAnswer);
};

/** POST /products (admin) { name, description, image, minimumOrder, availableOrder, priceCents } → 201 { insertedId }. */
const createProductHandler: RequestHandler = async (req, res) => {
  const answer = await createProduct(caller(res), parseBody(req, productInputSchema));
  res.status(201).json(answer satisfies InsertedAnswer);
};

/** DELETE /products/:id (admin) → { deletedCount: 1 }, or 404. Purchases keep their copies. */
const deleteProductHandler: RequestHandler = async (req, res) => {
  res.json((await deleteProduct(caller(res), idParam(req, "id", "Product"))) satisfies DeletedAnswer);
};

/**
 * PATCH /products/:id/stock (admin) `{ availableOrder, stockBuckets? }` → `{ availableOrder,
 * previous, stockBuckets }`: the new total spread over the buckets, in one transaction.
 */
const changeStockHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const answer = await changeStock(caller(res), id, parseBody(req, stockChangeSchema));
  res.set("Cache-Control", "no-store").json(answer satisfies StockChangeAnswer);
};

/** PATCH /products/:id (admin) `{ maxPerOrder: number | null }` → the product, or 404. */
const changeSettingsHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const answer = await changeProductSettings(caller(res), id, parseBody(req, productSettingsSchema));
  res.set("Cache-Control", "no-store").json(answer satisfies ProductAnswer);
};

/** PATCH /products/:id/low-stock (admin) `{ lowStockThreshold }` → `{ lowStockThreshold }`. */
const changeLowStockHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const answer = await changeLowStockThreshold(caller(res), id, parseBody(req, lowStockChangeSchema));
  res.set("Cache-Control", "no-store").json(answer satisfies LowStockAnswer);
};

/**
 * PATCH /products/:id/page (admin) `{ slug?, photos?, specifications?, seoTitle?, seoDescription? }`
 * → the page's product; 409 when another product has (or had) the address.
 */
const changePageHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const answer = await changeProductPage(caller(res), id, parseBody(req, productPageInputSchema));
  res.set("Cache-Control", "no-store").json(answer satisfies ProductPageProduct);
};

/**
 * PUT /products/:id/variants (admin) `{ options, variants }` → the product with its variants;
 * 409 'This SKU is already used by <product>' (issue 48).
 */
const setVariantsHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const answer = await setVariants(caller(res), id, parseBody(req, variantsInputSchema));
  res.set("Cache-Control", "no-store").json(answer satisfies ProductAnswer);
};

export const translationParams = z.object({ locale: translationLocaleSchema });

/** GET /products/:id/translations (staff) → the English words, each language's, what each lacks. */
const getTranslationsHandler: RequestHandler = async (req, res) => {
  const answer = await getProductTranslations(idParam(req, "id", "Product"));
  res.set("Cache-Control", "private, no-store").json(answer satisfies ProductTranslationsAnswer);
};

/**
 * PUT /products/:id/translations/:locale (staff) `{ name?, description?, specifications?,
 * photoAlt?, seoTitle?, seoDescription?, slug?, options? }` → the translations (issue 51); 409 when
 * another product has the address.
 */
const setTranslationHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const { locale } = parseParams(req, translationParams);
  const input = parseBody(req, productTranslationInputSchema);
  const answer = await setProductTranslation(caller(res), id, locale, input);
  res.set("Cache-Control", "no-store").json(answer satisfies ProductTranslationsAnswer);
};

export function catalogRoutes(r: Router): void {
  r.get("/products", optionalUser, listProductsHandler);
  r.get("/products/:id", getProductHandler);
  r.post("/products", requireStaff("products"), idempotent, createProductHandler);
  r.delete("/products/:id", requireStaff("products"), deleteProductHandler);
  r.patch("/products/:id", requireStaff("products"), changeSettingsHandler);
  r.patch("/products/:id/stock", requireStaff("products"), changeStockHandler);
  r.patch("/products/:id/low-stock", requireStaff("products"), changeLowStockHandler);
  r.patch("/products/:id/page", requireStaff("products"), changePageHandler);
  r.put("/products/:id/variants", requireStaff("products"), setVariantsHandler);
  r.get("/products/:id/translations", requireStaff("products"), getTranslationsHandler);
  r.put("/products/:id/translations/:locale", requireStaff("products"), idempotent, setTranslationHandler);
}

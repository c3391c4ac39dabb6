/** Product reviews and the product page's data: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import {
  isDocumentId,
  productReviewInputSchema,
  reviewPageQuerySchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ProductPageAnswer,
  type ProductReviewAnswer,
  type ProductReviewPage,
  type ReviewEligibilityAnswer,
} from "@shop/domain";
import { PRODUCT_NOT_FOUND } from "../catalog/index.js";
import { AppError } from "../platform/app-error.js";
import { caller, requireUser } from "../platform/http/auth.js";
import { idParam, parseBody, parseQuery } from "../platform/http/input.js";
import { PUBLIC_LIST_CACHE } from "../platform/http/paging.js";
import { LIMITS } from "../platform/limits/limits.js";
import { hitRateLimit } from "../platform/limits/rate-limit.js";
import { requestLocale } from "../platform/http/request-locale.js";
import { productPageBySlug } from "./product-page.js";
import {
  createReview,
  deleteMyReview,
  listReviews,
  myReview,
  reviewEligibility,
  updateMyReview,
} from "./reviews.js";

/** GET /products/:id/reviews?page= → one page (5) of reviews, newest first, with average, count and stars. */
const listHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const { page } = parseQuery(req, reviewPageQuerySchema);
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json((await listReviews(id, page)) satisfies ProductReviewPage);
};

/** POST /products/:id/reviews { star, title, text } → 201 { insertedId }; 403 unless delivered, 409 once reviewed. */
const createHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const input = parseBody(req, productReviewInputSchema);
  await hitRateLimit(LIMITS.reviews, `uid:${caller(res).uid}`);
  res.status(201).json((await createReview(caller(res), id, input)) satisfies InsertedAnswer);
};

/** GET /products/:id/reviews/mine → the caller's review, or 404. */
const mineHandler: RequestHandler = async (req, res) => {
  const review = await myReview(caller(res), idParam(req, "id", "Product"));
  res.set("Cache-Control", "private, no-store").json(review satisfies ProductReviewAnswer);
};

/** GET /products/:id/reviews/eligibility → { received, review }: what the page offers the caller. */
const eligibilityHandler: RequestHandler = async (req, res) => {
  const answer = await reviewEligibility(caller(res), idParam(req, "id", "Product"));
  res.set("Cache-Control", "private, no-store").json(answer satisfies ReviewEligibilityAnswer);
};

/** PUT /products/:id/reviews/mine { star, title, text } → the review. */
const updateHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  const input = parseBody(req, productReviewInputSchema);
  await hitRateLimit(LIMITS.reviews, `uid:${caller(res).uid}`);
  res.json((await updateMyReview(caller(res), id, input)) satisfies ProductReviewAnswer);
};

/** DELETE /products/:id/reviews/mine → { deletedCount: 1 }. */
const deleteHandler: RequestHandler = async (req, res) => {
  const id = idParam(req, "id", "Product");
  await hitRateLimit(LIMITS.reviews, `uid:${caller(res).uid}`);
  res.json((await deleteMyReview(caller(res), id)) satisfies DeletedAnswer);
};

/**
 * GET /product-pages/:slug → what `/shop/:slug` shows (the product's page and its first reviews);
 * a former address answers 301 to the current one's data.
 */
const pageHandler: RequestHandler = async (req, res) => {
  const slug = req.params.slug;
  if (!isDocumentId(slug)) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  const found = await productPageBySlug(slug, 1, requestLocale(req));
  if (found.kind === "none") throw new AppError("not-found", PRODUCT_NOT_FOUND);
  res.vary("Accept-Language");
  if (found.kind === "moved") {
    res.redirect(301, `${req.baseUrl}/product-pages/${found.slug}`);
    return;
  }
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(found.page satisfies ProductPageAnswer);
};

export function reviewRoutes(r: Router): void {
  r.get("/product-pages/:slug", pageHandler);
  r.get("/products/:id/reviews", listHandler);
  r.post("/products/:id/reviews", requireUser, createHandler);
  r.get("/products/:id/reviews/mine", requireUser, mineHandler);
  r.get("/products/:id/reviews/eligibility", requireUser, eligibilityHandler);
  r.put("/products/:id/reviews/mine", requireUser, updateHandler);
  r.delete("/products/:id/reviews/mine", requireUser, deleteHandler);
}

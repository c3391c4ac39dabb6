/** Product pages (issue 34): the page's data, its product reviews, and the admin's page fields. */
import { z } from "zod";
import {
  documentIdSchema,
  productPageInputSchema,
  productReviewInputSchema,
  reviewPageQuerySchema,
} from "@shop/domain";
import * as A from "../answers/answers.js";
import { docId, json, type Operation } from "./operation.js";

const product = docId("Product");

export const PRODUCT_PAGES: Operation[] = [
  {
    method: "patch",
    path: "/products/:id/page",
    area: "catalog",
    summary: "Change a product's page: address (the former one answers 301), photos, specifications, SEO",
    access: "admin",
    params: product,
    body: productPageInputSchema,
    ok: json(A.productPageProduct, "The page's product"),
    errors: [404, 409],
  },
  {
    method: "get",
    path: "/product-pages/:slug",
    area: "reviews",
    summary: "What /shop/:slug shows: the product's page and its first reviews (a former address: 301)",
    access: "public",
    params: z.object({ slug: documentIdSchema("Product not found") }),
    ok: json(A.productPageAnswer, "The product's page"),
    errors: [404],
  },
  {
    method: "get",
    path: "/products/:id/reviews",
    area: "reviews",
    summary: "One page (5) of a product's reviews, newest first, with average, count and stars",
    access: "public",
    params: product,
    query: reviewPageQuerySchema,
    ok: json(A.productReviewPage, "A page of reviews"),
    errors: [404],
  },
  {
    method: "post",
    path: "/products/:id/reviews",
    area: "reviews",
    summary: "Review a product received (once per customer)",
    access: "user",
    params: product,
    body: productReviewInputSchema,
    ok: json(A.insertedAnswer, "Created", 201),
    errors: [403, 404, 409, 429],
  },
  {
    method: "get",
    path: "/products/:id/reviews/mine",
    area: "reviews",
    summary: "The caller's review of the product",
    access: "user",
    params: product,
    ok: json(A.productReview, "The review"),
    errors: [404],
  },
  {
    method: "get",
    path: "/products/:id/reviews/eligibility",
    area: "reviews",
    summary:
      "Whether the caller received the product (may review it) and their review: what the product page offers them",
    access: "user",
    params: product,
    ok: json(A.reviewEligibility, "Received, and the caller's review or null"),
    errors: [404],
  },
  {
    method: "put",
    path: "/products/:id/reviews/mine",
    area: "reviews",
    summary: "Edit the caller's review",
    access: "user",
    params: product,
    body: productReviewInputSchema,
    ok: json(A.productReview, "The review"),
    errors: [404, 429],
  },
  {
    method: "delete",
    path: "/products/:id/reviews/mine",
    area: "reviews",
    summary: "Delete the caller's review",
    access: "user",
    params: product,
    ok: json(A.deletedAnswer, "Deleted"),
    errors: [404, 429],
  },
];

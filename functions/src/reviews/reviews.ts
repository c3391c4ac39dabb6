/**
 * Product reviews: a customer whose purchase of a product was delivered (shipped) reviews it once,
 * then may edit or delete that review. The product keeps its reviews counted (average, count,
 * stars), changed in the same transaction as the review, so a page reads its summary with the
 * product.
 */
import { createHash } from "node:crypto";
import {
  REVIEW_EXISTS_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_NOT_RECEIVED_MESSAGE,
  REVIEW_PAGE_SIZE,
  countReviewChange,
  reviewSummary,
  type ProductReview,
  type ProductReviewAnswer,
  type ProductReviewInput,
  type ProductReviewPage,
  type ReviewEligibilityAnswer,
  type ReviewSummaryCounts,
} from "@shop/domain";
import { callerIdentity } from "../accounts/index.js";
import { PRODUCT_NOT_FOUND, productsCol } from "../catalog/index.js";
import { purchasesCol } from "../orders/index.js";
import { AppError } from "../platform/app-error.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { reviewsOf } from "./data.js";

/** A review's public id: its document id is its author's uid, which stays on the server. */
const publicId = (productId: string, uid: string) =>
  createHash("sha256").update(`${productId}/${uid}`).digest("base64url").slice(0, 20);

const answer = ({ userId, ...review }: ProductReview): ProductReviewAnswer => ({
  _id: publicId(review.productId, userId),
  ...review,
});

/** One page of a product's reviews, newest first, with its summary (404 for no product). */
export async function listReviews(productId: string, page: number): Promise<ProductReviewPage> {
  const product = (await readDoc(productsCol.doc(productId))).data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  return reviewsPage(productId, product.reviewCounts, page);
}

/** One page of the reviews of a product already read (its counts give the summary and the total). */
export async function reviewsPage(
  productId: string,
  counts: ReviewSummaryCounts | undefined,
  page: number,
): Promise<ProductReviewPage> {
  const summary = reviewSummary(counts);
  const skipped = (page - 1) * REVIEW_PAGE_SIZE;
  const ordered = reviewsOf(productId).orderBy("createdAt", "desc");
  const snap =
    summary.count > skipped
      ? await readQuery((skipped > 0 ? ordered.offset(skipped) : ordered).limit(REVIEW_PAGE_SIZE), skipped)
      : null;
  return {
    items: snap?.docs.map((d) => answer(d.data())) ?? [],
    total: summary.count,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    summary,
  };
}

/** The caller's review of the product, or 404. */
export async function myReview(c: Caller, productId: string): Promise<ProductReviewAnswer> {
  const review = (await readDoc(reviewsOf(productId).doc(c.uid))).data();
  if (!review) throw new AppError("not-found", REVIEW_NOT_FOUND_MESSAGE);
  return answer(review);
}

/**
 * GET /products/:id/reviews/eligibility: whether the caller received the product (may review it)
 * and their review, in one answer for the product page (404 for no product).
 */
export async function reviewEligibility(c: Caller, productId: string): Promise<ReviewEligibilityAnswer> {
  const [product, review, ok] = await Promise.all([
    readDoc(productsCol.doc(productId)),
    readDoc(reviewsOf(productId).doc(c.uid)),
    received(c.uid, productId),
  ]);
  if (!product.exists) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  const mine = review.data();
  return { received: ok, review: mine ? answer(mine) : null };
}

/** True when one of the caller's purchases of the product was delivered ('Verified buyer'). */
async function received(uid: string, productId: string): Promise<boolean> {
  const shipped = await readQuery(
    purchasesCol
      .where("userId", "==", uid)
      .where("productId", "==", productId)
      .where("state", "==", "shipped")
      .limit(1),
  );
  return !shipped.empty;
}

/**
 * Reads the product and the caller's review, then writes the review's change and the product's
 * new counts. `change` answers the review to write (null: delete) from the one there (or none).
 */
async function changeReview(
  c: Caller,
  productId: string,
  change: (before: ProductReview | undefined) => ProductReview | null,
): Promise<void> {
  const productRef = productsCol.doc(productId);
  const reviewRef = reviewsOf(productId).doc(c.uid);
  await inTransaction(async (tx) => {
    const [product, before] = await Promise.all([
      txRead(tx, productRef).then((s) => s.data()),
      txRead(tx, reviewRef).then((s) => s.data()),
    ]);
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    const after = change(before);
    if (after) tx.set(reviewRef, after);
    else tx.delete(reviewRef);
    const reviewCounts = countReviewChange(product.reviewCounts, before?.star ?? null, after?.star ?? null);
    tx.set(productRef, { reviewCounts, updatedAt: Date.now() }, { merge: true });
  });
}

/** POST /products/:id/reviews: 403 unless delivered to the caller, 409 for a second review. */
export async function createReview(
  c: Caller,
  productId: string,
  input: ProductReviewInput,
): Promise<{ insertedId: string }> {
  const [{ name }, ok] = await Promise.all([callerIdentity(c), received(c.uid, productId)]);
  if (!ok) throw new AppError("permission-denied", REVIEW_NOT_RECEIVED_MESSAGE);
  await changeReview(c, productId, (before) => {
    if (before) throw new AppError("conflict", REVIEW_EXISTS_MESSAGE);
    const now = Date.now();
    return { productId, userId: c.uid, name, ...input, verifiedBuyer: true, createdAt: now, updatedAt: now };
  });
  return { insertedId: publicId(productId, c.uid) };
}

/** PUT /products/:id/reviews/mine: new stars, title and text (404 without a review). */
export async function updateMyReview(
  c: Caller,
  productId: string,
  input: ProductReviewInput,
): Promise<ProductReviewAnswer> {
  let updated: ProductReview | undefined;
  await changeReview(c, productId, (before) => {
    if (!before) throw new AppError("not-found", REVIEW_NOT_FOUND_MESSAGE);
    updated = { ...before, ...input, updatedAt: Date.now() };
    return updated;
  });
  if (!updated) throw new AppError("not-found", REVIEW_NOT_FOUND_MESSAGE);
  return answer(updated);
}

/** DELETE /products/:id/reviews/mine → { deletedCount: 1 } (404 without a review). */
export async function deleteMyReview(c: Caller, productId: string): Promise<{ deletedCount: number }> {
  await changeReview(c, productId, (before) => {
    if (!before) throw new AppError("not-found", REVIEW_NOT_FOUND_MESSAGE);
    return null;
  });
  return { deletedCount: 1 };
}

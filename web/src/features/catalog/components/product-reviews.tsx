import {
  REVIEW_PAGE_SIZE,
  pageFromQuery,
  type ProductReviewAnswer,
  type ProductReviewPage,
} from "@shop/domain";
import { lazy, Suspense, useCallback, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Pagination } from "@/components/ui/lists/pagination";
import { Spinner } from "@/components/ui/spinner";
import { Stars } from "@/components/ui/stars";
import { useSession } from "@/lib/session/session";
import { getProductReviews, useProductReviews } from "../api/get-product-reviews";

/** The signed-in customer's own review: its code loads only for someone signed in. */
const MyReview = lazy(() => import("./my-review").then((m) => ({ default: m.MyReview })));

const STAR_ROWS = ["5", "4", "3", "2", "1"] as const;

/**
 * The product's reviews: the average, the count and how many gave each number of stars, then the
 * reviews newest first, 5 a page. The page is the URL's `?page=N` and the page numbers are links
 * to it: without scripts the storefront renders that page with its reviews (the one the page
 * arrived with is `first`); with them, other pages are fetched. Under them, for a signed-in
 * visitor, their own review (my-review.tsx).
 */
export function ProductReviews({ productId, first }: { productId: string; first: ProductReviewPage }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const page = pageFromQuery(params.get("page"));
  const hrefFor = useCallback((n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`), [pathname]);
  const setPage = useCallback(
    (n: number) => void navigate(hrefFor(n), { preventScrollReset: true }),
    [navigate, hrefFor],
  );
  /** The first page fetched afresh after the customer changed their review (the average moves). */
  const [latest, setLatest] = useState<ProductReviewPage | null>(null);
  const shown = latest ?? first;
  const { summary } = shown;
  const refresh = useCallback(() => {
    void getProductReviews(productId, 1, undefined, true).then(
      (fresh) => {
        setLatest(fresh);
        setPage(1);
      },
      () => undefined,
    );
  }, [productId, setPage]);
  return (
    <section className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews</h2>
      {summary.count === 0 ? (
        <p className="muted">No reviews yet. Customers who received this product can review it.</p>
      ) : (
        <>
          <div className="reviews__summary">
            <p className="reviews__average">
              <span className="reviews__average-value">{summary.average.toFixed(1)}</span> out of 5
            </p>
            <Stars value={Math.round(summary.average)} />
            <p className="muted">
              {summary.count} {summary.count === 1 ? "review" : "reviews"}
            </p>
            <ul className="reviews__distribution" aria-label="Reviews by stars">
              {STAR_ROWS.map((star) => (
                <li key={star}>
                  <span className="reviews__star-label">{star} stars</span>
                  <meter min={0} max={summary.count} value={summary.distribution[star]} aria-hidden="true" />
                  <span>{summary.distribution[star]}</span>
                </li>
              ))}
            </ul>
          </div>
          {page === shown.page ? (
            <ReviewList items={shown.items} />
          ) : (
            <FetchedReviews productId={productId} page={page} />
          )}
          <Pagination
            label="Review pages"
            total={summary.count}
            pageSize={REVIEW_PAGE_SIZE}
            current={page}
            onChange={setPage}
            hrefFor={hrefFor}
          />
        </>
      )}
      {session.status === "signed-in" && (
        <Suspense fallback={<Spinner label="Loading your review" />}>
          <MyReview productId={productId} uid={session.user.uid} onChanged={refresh} />
        </Suspense>
      )}
    </section>
  );
}

function FetchedReviews({ productId, page }: { productId: string; page: number }) {
  const reviews = useProductReviews(productId, page);
  if (reviews.status === "loading") return <Spinner label="Loading reviews" />;
  if (reviews.status === "error")
    return (
      <div role="alert" className="load-error">
        <p>We could not load the reviews right now.</p>
        <button type="button" className="btn btn--ghost" onClick={reviews.reload}>
          Try again
        </button>
      </div>
    );
  return <ReviewList items={reviews.data.items} />;
}

function ReviewList({ items }: { items: ProductReviewAnswer[] }) {
  return (
    <ol className="reviews__list">
      {items.map((r) => (
        <li key={r._id} className="review">
          <Stars value={r.star} />
          <h3 className="review__title">{r.title}</h3>
          <p className="review__byline">
            {r.name} · <span className="review__verified">Verified buyer</span> ·{" "}
            <time dateTime={new Date(r.createdAt).toISOString()}>
              {new Date(r.createdAt).toISOString().slice(0, 10)}
            </time>
          </p>
          <p className="review__text">{r.text}</p>
        </li>
      ))}
    </ol>
  );
}

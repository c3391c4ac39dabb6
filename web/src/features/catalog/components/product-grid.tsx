import { PAGE_SIZE } from "@shop/domain/display";
import { useId, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { useProducts } from "../api/get-products";
import { ProductCard, ProductCardSkeleton } from "./product-card";

const SKELETONS = Array.from({ length: PAGE_SIZE.products }, (_, i) => i);

/** The catalogue, 6 per page, paged on the server, page numbers below (the current one highlighted). */
export function ProductGrid({ heading = "Our Products", level = 2 }: { heading?: string; level?: 1 | 2 }) {
  const [page, setPage] = useState(1);
  const products = useProducts(page, PAGE_SIZE.products);
  const headingId = useId();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {products.status === "loading" && (
        <div className="list-loading">
          <Spinner label="Loading products" />
          <div className="product-grid">
            {SKELETONS.map((i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </div>
      )}
      {products.status === "error" && (
        <div role="alert" className="load-error">
          <p>We could not load the products right now.</p>
          <button type="button" className="btn btn--ghost" onClick={products.reload}>
            Try again
          </button>
        </div>
      )}
      {products.status === "success" &&
        (products.data.items.length === 0 ? (
          <p className="muted">No products are on sale right now. Please come back soon.</p>
        ) : (
          <>
            <div className="product-grid">
              {products.data.items.map((p) => (
                <ProductCard key={p._id} product={p} />
              ))}
            </div>
            <Pagination
              label="Product pages"
              total={products.data.total}
              pageSize={PAGE_SIZE.products}
              current={page}
              onChange={setPage}
            />
          </>
        ))}
    </section>
  );
}

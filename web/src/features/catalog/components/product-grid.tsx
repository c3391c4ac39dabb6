import { PAGE_SIZE } from "@shop/domain/display.js";
import { useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { useProducts } from "../api/get-products";
import { ProductCard } from "./product-card";

/** The catalogue, 6 per page, paged on the server. */
export function ProductGrid({ heading = "Our Products" }: { heading?: string }) {
  const [page, setPage] = useState(1);
  const products = useProducts(page, PAGE_SIZE.products);
  return (
    <section className="section" aria-labelledby="products-heading">
      <h2 id="products-heading">{heading}</h2>
      {products.status === "loading" && <Spinner label="Loading products" />}
      {products.status === "error" && (
        <p role="alert" className="load-error">
          We could not load the products right now.{" "}
          <button type="button" className="btn btn--ghost" onClick={products.reload}>
            Try again
          </button>
        </p>
      )}
      {products.status === "success" && (
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
      )}
    </section>
  );
}

import { PAGE_SIZE } from "@shop/domain";
import { useId, useState } from "react";
import { JsonLd } from "@/components/head/page-head";
import { PagedList } from "@/components/ui/paged-list";
import { useProducts } from "../api/get-products";
import { productListJsonLd } from "../structured-data";
import { ProductCard, ProductCardPlaceholder } from "./product-card";

/** The catalogue, 6 per page, paged on the server, page numbers below (the current one highlighted). */
export function ProductGrid({ heading = "Our Products", level = 2 }: { heading?: string; level?: 1 | 2 }) {
  const [page, setPage] = useState(1);
  const products = useProducts(page, PAGE_SIZE.products);
  const headingId = useId();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <PagedList
        list={products}
        page={page}
        onPage={setPage}
        pageSize={PAGE_SIZE.products}
        label="Product pages"
        noun="products"
        empty="No products are on sale right now. Please come back soon."
        grid="product-grid"
        placeholder={<ProductCardPlaceholder />}
      >
        {(items) => (
          <>
            {items.map((p) => (
              <ProductCard key={p._id} product={p} headingLevel={level === 1 ? 2 : 3} />
            ))}
            {/* Search engines read the products shown (name, image, price, availability). */}
            <JsonLd data={productListJsonLd(items)} />
          </>
        )}
      </PagedList>
    </section>
  );
}

import { PAGE_SIZE, pageFromQuery } from "@shop/domain";
import { useCallback, useId } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { JsonLd } from "@/components/head/page-head";
import { PagedList } from "@/components/ui/lists/paged-list";
import { useCurrency } from "@/lib/currency";
import { useProducts } from "../api/get-products";
import { productListJsonLd } from "../structured-data";
import { ProductCard, ProductCardPlaceholder } from "./product-card";
import { usePlainMessages } from "@/lib/i18n/use-plain-messages";
import { catalogCatalogue } from "../messages/catalogue";

/**
 * The catalogue, 6 per page, paged on the server, page numbers below (the current one highlighted).
 * The page is the URL's `?page=N` and the page numbers are links to it: without scripts the server
 * renders that page (functions/src/storefront), with them the app fetches it.
 */
export function ProductGrid({ heading, level = 2 }: { heading?: string; level?: 1 | 2 }) {
  const { t } = usePlainMessages(catalogCatalogue);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page = pageFromQuery(params.get("page"));
  const hrefFor = useCallback((n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`), [pathname]);
  const setPage = useCallback(
    (n: number) => void navigate(hrefFor(n), { preventScrollReset: true }),
    [navigate, hrefFor],
  );
  const products = useProducts(page, PAGE_SIZE.products);
  const headingId = useId();
  const { currency } = useCurrency();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading ?? t("grid.ourProducts")}</Heading>
      <PagedList
        list={products}
        page={page}
        onPage={setPage}
        hrefFor={hrefFor}
        pageSize={PAGE_SIZE.products}
        label={t("grid.pages")}
        noun="products"
        empty={t("grid.empty")}
        grid="product-grid"
        placeholder={<ProductCardPlaceholder />}
      >
        {(items) => (
          <>
            {items.map((p) => (
              <ProductCard key={p._id} product={p} headingLevel={level === 1 ? 2 : 3} />
            ))}
            {/* Search engines read the products shown (name, image, price, availability). */}
            <JsonLd data={productListJsonLd(items, (page - 1) * PAGE_SIZE.products + 1, currency)} />
          </>
        )}
      </PagedList>
    </section>
  );
}

import { productPagePath, type ProductPageProduct } from "@shop/domain";
import { useParams } from "react-router-dom";
import { PageHead, SITE_NAME, type PageHeadProps } from "@/components/head/page-head";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api/api-client";
import { useProductPage } from "../api/get-product-page";
import { ProductDetails, type ProductDetailsProps } from "./product-details";

/**
 * `/shop/:slug`: the storefront function sends it rendered with its data (the browser starts from
 * the same data and fetches nothing); a client-side visit fetches it.
 */
/** The page's head: its SEO title and description, canonical URL and first photo for link previews. */
export function productHead(product: ProductPageProduct): PageHeadProps {
  const first = product.photos[0];
  return {
    title: `${product.seoTitle} | ${SITE_NAME}`,
    description: product.seoDescription,
    canonicalPath: productPagePath(product),
    ...(first && { image: first }),
    // Each language's own address (issue 51) as the hreflang alternates.
    ...(product.localeSlugs && {
      localePaths: {
        en: `/shop/${product.localeSlugs.en}`,
        de: `/shop/${product.localeSlugs.de}`,
        fr: `/shop/${product.localeSlugs.fr}`,
      },
    }),
  };
}

export function ProductScreen({ addToCart }: Pick<ProductDetailsProps, "addToCart">) {
  const { slug = "" } = useParams();
  const page = useProductPage(slug);
  if (page.status === "loading") return <Spinner label="Loading the product" />;
  if (page.status === "error") {
    const notFound = page.error instanceof ApiError && page.error.status === 404;
    return (
      <section className="page page--narrow">
        <PageHead title={`Product not found | ${SITE_NAME}`} noindex />
        <h1>{notFound ? "Product not found" : "We could not load this product"}</h1>
        <p role="alert">{notFound ? "This product is no longer in the shop." : page.error.message}</p>
        {!notFound && (
          <button type="button" className="btn" onClick={page.reload}>
            Try again
          </button>
        )}
      </section>
    );
  }
  return (
    <>
      <PageHead {...productHead(page.data.product)} />
      <ProductDetails page={page.data} addToCart={addToCart} />
    </>
  );
}

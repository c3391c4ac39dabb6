import type { ProductPageAnswer } from "@shop/domain";
import { Link } from "react-router-dom";
import { useChosenVariant } from "../variants/use-chosen-variant";
import { optionsText } from "../variants/variant-choice";
import { ProductBuyBox, type ProductBuyBoxProps } from "./product-buy-box";
import { ProductGallery } from "./product-gallery";
import { ProductReviews } from "./product-reviews";
import { SpecificationsTable } from "./specifications-table";
import "../product-page.css";

export interface ProductDetailsProps {
  page: ProductPageAnswer;
  addToCart: ProductBuyBoxProps["addToCart"];
}

/**
 * A product's page: photos, name (the page's h1), option pickers (a product with options), price,
 * stock, order limits, Buy Now (the spec's purchase page) and Add to Cart, description,
 * specifications and reviews. The chosen variant's photo comes first in the gallery.
 */
export function ProductDetails({ page, addToCart }: ProductDetailsProps) {
  const p = page.product;
  const chosen = useChosenVariant(p);
  const variant = p.options.length > 0 && chosen.variant ? chosen.variant : null;
  const photos = variant?.photo ? variantFirst(p, variant.photo, optionsText(p, variant)) : p.photos;
  return (
    <article className="page product-page">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/shop">Shop</Link>
          </li>
          <li aria-current="page">{p.name}</li>
        </ol>
      </nav>
      <div className="product-page__top">
        <ProductGallery key={photos[0]?.url} photos={photos} name={p.name} />
        <ProductBuyBox product={p} variant={variant} onChooseVariant={chosen.choose} addToCart={addToCart} />
      </div>
      <SpecificationsTable rows={p.specifications} />
      <ProductReviews productId={p._id} first={page.reviews} />
    </article>
  );
}

/** The page's photos with the variant's first (its own alt text when it is one of them already). */
function variantFirst(p: ProductPageAnswer["product"], url: string, options: string) {
  const known = p.photos.find((photo) => photo.url === url);
  return [
    { url, alt: known?.alt ?? `${p.name}, ${options}` },
    ...p.photos.filter((photo) => photo.url !== url),
  ];
}

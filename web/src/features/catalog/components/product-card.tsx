import { cutText, DESCRIPTION_CUT, NAME_CUT, productPagePath, type Product, type WithId } from "@shop/domain";
import { Link } from "react-router-dom";
import { useProductPrice } from "@/lib/currency";
import { useLocalePath } from "@/lib/i18n/i18n";
import { usePlainMessages } from "@/lib/i18n/use-plain-messages";
import { catalogCatalogue } from "../messages/catalogue";

/**
 * One catalogue card: name cut to 50 and description to 100 characters, price with $ (spec §3;
 * in the visitor's currency, issue 32).
 * Every part has a fixed height (styles.css), so a card is as tall as its placeholder. Its name is
 * one heading level below the list's (h2 under the shop's h1, h3 under the home page's h2).
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
}: {
  product: WithId<Product>;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  const price = useProductPrice(product);
  const { t } = usePlainMessages(catalogCatalogue);
  const path = useLocalePath();
  const page = path(productPagePath(product));
  return (
    <article className="product-card">
      {/* The name is the link to the product's page; the photo repeats it for the mouse and touch. */}
      <Link to={page} tabIndex={-1} aria-hidden="true" className="product-card__image-link">
        <img
          className="product-card__image"
          src={product.image}
          alt=""
          width="320"
          height="240"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </Link>
      <Name className="product-card__name" title={product.name}>
        <Link to={page}>{cutText(product.name, NAME_CUT)}</Link>
      </Name>
      <p className="product-card__description">{cutText(product.description, DESCRIPTION_CUT)}</p>
      <p className="product-card__price">{price.text}</p>
      <p className="product-card__stock">
        {t("card.stock", {
          minimum: String(product.minimumOrder),
          available: String(product.availableOrder),
        })}
      </p>
      <Link
        className="btn"
        to={path(`/products/${product._id}`)}
        aria-label={t("card.buyNowName", { name: product.name })}
      >
        {t("card.buyNow")}
      </Link>
    </article>
  );
}

/** The same boxes as a card, shown while a page loads so nothing below jumps when it arrives. */
export function ProductCardPlaceholder() {
  return (
    <div className="product-card">
      <div className="product-card__image skeleton" />
      <div className="product-card__name skeleton" />
      <div className="product-card__description skeleton" />
      <div className="product-card__price skeleton" />
      <div className="product-card__stock skeleton" />
      <div className="btn skeleton" />
    </div>
  );
}

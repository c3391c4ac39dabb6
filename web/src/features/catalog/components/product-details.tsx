import { stockText, type ProductPageAnswer } from "@shop/domain";
import { useProductPrice } from "@/lib/currency";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ProductGallery } from "./product-gallery";
import { ProductReviews } from "./product-reviews";
import { SpecificationsTable } from "./specifications-table";
import "../product-page.css";

export interface ProductDetailsProps {
  page: ProductPageAnswer;
  /** Add to Cart (signs the visitor in first); the smallest quantity an order may hold. */
  addToCart: (productId: string, quantity: number) => Promise<void>;
}

/**
 * A product's page: photos, name (the page's h1), price, stock, order limits, Buy Now (the spec's
 * purchase page) and Add to Cart, description, specifications and reviews.
 */
export function ProductDetails({ page, addToCart }: ProductDetailsProps) {
  const p = page.product;
  const stock = stockText(p);
  const price = useProductPrice(p);
  const [adding, setAdding] = useState(false);
  const add = () => {
    setAdding(true);
    void addToCart(p._id, p.minimumOrder + 1).finally(() => setAdding(false));
  };
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
        <ProductGallery photos={p.photos} name={p.name} />
        <div className="product-page__buy">
          <h1>{p.name}</h1>
          <p className="product-page__price">{price.text}</p>
          <p
            className={
              stock === "Sold out" ? "product-page__stock product-page__stock--out" : "product-page__stock"
            }
          >
            {stock}
          </p>
          <dl className="product-page__limits">
            <dt>Minimum order</dt>
            <dd>{p.minimumOrder}</dd>
            {p.maxPerOrder !== null && (
              <>
                <dt>Maximum per order</dt>
                <dd>{p.maxPerOrder}</dd>
              </>
            )}
          </dl>
          <div className="product-page__actions">
            <Link className="btn" to={`/products/${p._id}`} aria-label={`Buy Now: ${p.name}`}>
              Buy Now
            </Link>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={add}
              disabled={adding || stock === "Sold out"}
            >
              {adding ? "Adding…" : "Add to Cart"}
            </button>
          </div>
          <p className="product-page__description">{p.description}</p>
        </div>
      </div>
      <SpecificationsTable rows={p.specifications} />
      <ProductReviews productId={p._id} first={page.reviews} />
    </article>
  );
}

import { DESCRIPTION_CUT, NAME_CUT, cutText } from "@shop/domain/display.js";
import { formatDollars } from "@shop/domain/money.js";
import type { Product, WithId } from "@shop/domain/types.js";
import { Link } from "react-router-dom";

export function ProductCard({ product }: { product: WithId<Product> }) {
  return (
    <article className="product-card">
      <img src={product.image} alt="" width="320" height="240" loading="lazy" decoding="async" />
      <h3 className="product-card__name">{cutText(product.name, NAME_CUT)}</h3>
      <p className="product-card__description">{cutText(product.description, DESCRIPTION_CUT)}</p>
      <p className="product-card__price">{formatDollars(product.priceCents)}</p>
      <p className="product-card__stock">
        Minimum order: {product.minimumOrder} · Available: {product.availableOrder}
      </p>
      <Link className="btn" to={`/products/${product._id}`} aria-label={`Buy Now: ${product.name}`}>
        Buy Now
      </Link>
    </article>
  );
}

import { stockText, type ProductPageProduct, type ProductVariant } from "@shop/domain";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useProductPrice } from "@/lib/currency";
import { buyNowPath } from "../variants/variant-choice";
import { VariantPicker } from "../variants/variant-picker";
import { useLocalePath } from "@/lib/i18n/i18n";
import type { Translate } from "@/lib/i18n/format-message";
import type { CatalogKey } from "../messages/en";
import { usePlainMessages } from "@/lib/i18n/use-plain-messages";
import { catalogCatalogue } from "../messages/catalogue";

/** @shop/domain's stock text ("Sold out", "Only 3 left", "In stock") in the page's language. */
function stockLabel(english: string, t: Translate<CatalogKey>): string {
  if (english === "Sold out") return t("stock.soldOut");
  if (english === "Not sold") return t("stock.notSold");
  if (english === "In stock") return t("stock.inStock");
  const few = /^Only (\d+) left$/.exec(english);
  return few?.[1] ? t("stock.fewLeft", { count: few[1] }) : english;
}

export interface ProductBuyBoxProps {
  product: ProductPageProduct;
  /** The variant shown (a product without options: none, the page as before). */
  variant: ProductVariant | null;
  onChooseVariant: (variant: ProductVariant) => void;
  /** Add to Cart (signs the visitor in first): the smallest quantity an order may hold, of the variant. */
  addToCart: (productId: string, quantity: number, variantId?: string) => Promise<void>;
}

/**
 * The buying side of a product's page: name (the page's h1), the option pickers, price and stock
 * (the chosen variant's, as the server gives them), order limits, Buy Now and Add to Cart.
 */
export function ProductBuyBox({ product: p, variant, onChooseVariant, addToCart }: ProductBuyBoxProps) {
  const shown = variant
    ? { priceCents: variant.prices.usd, prices: variant.prices, availableOrder: variant.availableOrder }
    : p;
  const stock = variant && !variant.sold ? "Not sold" : stockText({ ...shown, minimumOrder: p.minimumOrder });
  const price = useProductPrice(shown);
  const { t } = usePlainMessages(catalogCatalogue);
  const path = useLocalePath();
  const [adding, setAdding] = useState(false);
  const add = () => {
    setAdding(true);
    void addToCart(p._id, p.minimumOrder + 1, variant?.id).finally(() => setAdding(false));
  };
  const out = stock === "Sold out" || stock === "Not sold";
  return (
    <div className="product-page__buy">
      <h1>{p.name}</h1>
      {variant && <VariantPicker product={p} current={variant} onChoose={onChooseVariant} />}
      <p className="product-page__price" {...(variant && { "aria-live": "polite" as const })}>
        {price.text}
      </p>
      <p className={out ? "product-page__stock product-page__stock--out" : "product-page__stock"}>
        {stockLabel(stock, t)}
      </p>
      {variant && <p className="product-page__sku">SKU {variant.sku}</p>}
      <dl className="product-page__limits">
        <dt>{t("buy.minimum")}</dt>
        <dd>{p.minimumOrder}</dd>
        {p.maxPerOrder !== null && (
          <>
            <dt>{t("buy.maximum")}</dt>
            <dd>{p.maxPerOrder}</dd>
          </>
        )}
      </dl>
      <div className="product-page__actions">
        <Link
          className="btn"
          to={path(buyNowPath(p._id, variant))}
          aria-label={t("card.buyNowName", { name: p.name })}
        >
          {t("card.buyNow")}
        </Link>
        <button type="button" className="btn btn--ghost" onClick={add} disabled={adding || out}>
          {adding ? t("buy.adding") : t("buy.addToCart")}
        </button>
      </div>
      <p className="product-page__description">{p.description}</p>
    </div>
  );
}

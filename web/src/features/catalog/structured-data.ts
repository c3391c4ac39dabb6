/** Products as schema.org describes them: rendered beside the cards wherever products are shown. */
import {
  decimalAmount,
  priceIn,
  productPagePath,
  type Currency,
  type Product,
  type ProductPageAnswer,
  type WithId,
} from "@shop/domain";
import { SITE_NAME, absoluteUrl, type PageHeadProps } from "@/components/head/page-head";
import { webPageJsonLd } from "@/components/head/structured-data";
import { productGroupFields } from "./variants/variant-structured-data";

/**
 * The products shown, as an ItemList of Products: name, image, and an Offer with price, currency
 * and availability, and the URL of its page (`/shop/:slug`). `first` is the first item's position in the
 * catalogue (page 2 of 6 per page starts at 7). The price is the `currency`'s (a product not sold
 * in it: its USD price).
 */
export function productListJsonLd(products: WithId<Product>[], first = 1, currency: Currency = "usd") {
  return {
    "@type": "ItemList",
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      "@type": "ListItem",
      position: first + i,
      item: {
        "@type": "Product",
        name: p.name,
        url: absoluteUrl(productPagePath(p)),
        image: absoluteUrl(p.image),
        offers: {
          "@type": "Offer",
          ...offerPrice(p, currency),
          availability: `https://schema.org/${p.availableOrder >= p.minimumOrder ? "InStock" : "OutOfStock"}`,
        },
      },
    })),
  };
}

function offerPrice(p: Product, currency: Currency) {
  const cents = priceIn(p, currency);
  return cents === null
    ? { price: decimalAmount(p.priceCents), priceCurrency: "USD" }
    : { price: decimalAmount(cents), priceCurrency: currency.toUpperCase() };
}

export const shopJsonLd = (head: PageHeadProps) => webPageJsonLd("CollectionPage", head);

const availability = (p: { availableOrder: number; minimumOrder: number }) =>
  `https://schema.org/${p.availableOrder > p.minimumOrder ? "InStock" : "OutOfStock"}`;

/**
 * A product's page as schema.org describes it: the Product (photos, specifications, an Offer with
 * price, currency and availability, its reviews' AggregateRating and the newest few Reviews) and
 * the BreadcrumbList Home › Shop › product. A product with options is a ProductGroup instead, with
 * a Product and Offer per variant (variant-structured-data.ts).
 * The storefront writes it into the page's <head>.
 */
export function productPageJsonLd({ product: p, reviews }: ProductPageAnswer) {
  const url = absoluteUrl(productPagePath(p));
  const { summary } = reviews;
  const rated = summary.count > 0 && {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.slice(0, 3).map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.text,
      datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
      author: { "@type": "Person", name: r.name },
      reviewRating: { "@type": "Rating", ratingValue: r.star, bestRating: 5, worstRating: 1 },
    })),
  };
  // A product with options is a ProductGroup of its variants (each with its own SKU and Offer).
  const group = p.options.length > 0 ? productGroupFields(p, url) : null;
  const product = {
    "@type": group ? "ProductGroup" : "Product",
    "@id": `${url}#product`,
    url,
    ...(!group && { sku: p._id }),
    name: p.name,
    description: p.description,
    image: p.photos.map((photo) => absoluteUrl(photo.url)),
    brand: { "@type": "Brand", name: SITE_NAME },
    additionalProperty: p.specifications.map((s) => ({
      "@type": "PropertyValue",
      name: s.label,
      value: s.value,
    })),
    ...(group ?? {
      offers: {
        "@type": "Offer",
        url,
        price: (p.priceCents / 100).toFixed(2),
        priceCurrency: p.currency,
        availability: availability(p),
      },
    }),
    ...rated,
  };
  const crumbs = [
    ["Home", absoluteUrl("/")],
    ["Shop", absoluteUrl("/shop")],
    [p.name, url],
  ] as const;
  const breadcrumbs = {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(([name, item], i) => ({ "@type": "ListItem", position: i + 1, name, item })),
  };
  return { "@graph": [product, breadcrumbs] };
}

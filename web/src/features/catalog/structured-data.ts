/** Products as schema.org describes them: rendered beside the cards wherever products are shown. */
import type { Product, WithId } from "@shop/domain";
import { absoluteUrl, type PageHeadProps } from "@/components/head/page-head";
import { webPageJsonLd } from "@/components/head/structured-data";

/**
 * The products shown, as an ItemList of Products: name, image, and an Offer with price, currency
 * and availability (the product page is private). `first` is the first item's position in the
 * catalogue (page 2 of 6 per page starts at 7).
 */
export function productListJsonLd(products: WithId<Product>[], first = 1) {
  return {
    "@type": "ItemList",
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      "@type": "ListItem",
      position: first + i,
      item: {
        "@type": "Product",
        name: p.name,
        image: absoluteUrl(p.image),
        offers: {
          "@type": "Offer",
          price: (p.priceCents / 100).toFixed(2),
          priceCurrency: "USD",
          availability: `https://schema.org/${p.availableOrder >= p.minimumOrder ? "InStock" : "OutOfStock"}`,
        },
      },
    })),
  };
}

export const shopJsonLd = (head: PageHeadProps) => webPageJsonLd("CollectionPage", head);

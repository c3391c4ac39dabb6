/** Products as schema.org describes them: rendered beside the cards wherever products are shown. */
import type { Product, WithId } from "@shop/domain";
import { absoluteUrl, type PageHeadProps } from "@/components/head/page-head";
import { webPageJsonLd } from "@/components/head/structured-data";

/** The products shown: name, image, price and availability of each (the product page is private). */
export function productListJsonLd(products: WithId<Product>[]) {
  return {
    "@graph": products.map((p) => ({
      "@type": "Product",
      name: p.name,
      image: absoluteUrl(p.image),
      offers: {
        "@type": "Offer",
        price: (p.priceCents / 100).toFixed(2),
        priceCurrency: "USD",
        availability: `https://schema.org/${p.availableOrder >= p.minimumOrder ? "InStock" : "OutOfStock"}`,
      },
    })),
  };
}

export const shopJsonLd = (head: PageHeadProps) => webPageJsonLd("CollectionPage", head);

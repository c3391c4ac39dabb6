/**
 * `/sitemap.xml`, live: the public pages, then every product's page with its last change, each in
 * English, German (`/de/…`) and French (`/fr/…`), a product's page at its address in the language.
 */
import { LOCALES, PUBLIC_PAGES, localizedPath, sitemapXml } from "@shop/domain";
import { productPageEntries } from "../catalog/index.js";
import { buildOutput } from "./build-output.js";
import { STOREFRONT_CACHE, type StorefrontAnswer } from "./storefront-page.js";

export async function sitemap(): Promise<StorefrontAnswer> {
  const { renderer } = buildOutput();
  const products = await productPageEntries();
  return {
    status: 200,
    html: sitemapXml(
      renderer.site.url,
      LOCALES.flatMap((locale) => [
        ...PUBLIC_PAGES.map((page) => localizedPath(page, locale)),
        ...products.map(({ slugs, lastmod }) => ({
          path: localizedPath(`/shop/${slugs[locale]}`, locale),
          lastmod,
        })),
      ]),
    ),
    cacheControl: STOREFRONT_CACHE,
    contentType: "application/xml; charset=utf-8",
  };
}

/**
 * The site's map: the public pages (pre-rendered) and `/sitemap.xml`, which the storefront function
 * serves live with every product's page (scripts/prerender writes a static one for the SPA build).
 */
import { LOCALES, localizedPath } from "../locale/locale.js";

/** The public pages, pre-rendered and listed first in the sitemap. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/shop",
  "/accessibility",
  "/privacy",
] as const;

/** One page in the sitemap: its path and, when known, its last change (epoch ms). */
export interface SitemapEntry {
  path: string;
  lastmod?: number;
}

/** Each page in every language (issue 51): English at its path, then `/de/…`, then `/fr/…`. */
export function inEveryLocale(pages: readonly (string | SitemapEntry)[]): (string | SitemapEntry)[] {
  return LOCALES.flatMap((locale) =>
    pages.map((page) =>
      typeof page === "string"
        ? localizedPath(page, locale)
        : { ...page, path: localizedPath(page.path, locale) },
    ),
  );
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `pages`: paths from the site's root ("/shop/…"), on the origin `siteUrl`. */
export function sitemapXml(
  siteUrl: string,
  pages: readonly (string | SitemapEntry)[] = PUBLIC_PAGES,
): string {
  const urls = pages.map((page) => {
    const { path, lastmod } = typeof page === "string" ? { path: page, lastmod: undefined } : page;
    const loc = `<loc>${escapeXml(`${siteUrl.replace(/\/+$/, "")}${path}`)}</loc>`;
    const changed = lastmod === undefined ? "" : `<lastmod>${new Date(lastmod).toISOString()}</lastmod>`;
    return `  <url>${loc}${changed}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * `/`, `/home` and `/shop` with the catalogue's current page in the HTML: the build's template of
 * the page (head, copy, preview tags, JSON-LD) with #root rendered again by the web app's own
 * components (react-dom/server) around the products the URL's `?page=N` asks for (priced in its
 * `?currency=`, issue 32) and, on the home page, the newest customer feedback; the same answers
 * embedded for hydration (the browser fetches neither list), and the cards' ItemList JSON-LD beside
 * them (ProductGrid renders it).
 */
import * as logger from "firebase-functions/logger";
import { PAGE_SIZE, isCurrency, pageFromQuery, splitLocalePath, type FeedbackPage } from "@shop/domain";
import { listProducts } from "../catalog/index.js";
import { listFeedback } from "../feedback/index.js";
import { buildOutput } from "./build-output.js";

/**
 * The CDN keeps a page at most 30 s and may serve it 30 s more while it fetches a new one: what a
 * visitor sees is never more than a minute behind an admin's change. Browsers always revalidate.
 */
export const STOREFRONT_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
/** The placeholder page (the catalogue could not be read): the browser fetches the cards itself. */
export const FALLBACK_CACHE = "public, max-age=0, s-maxage=10";

export interface StorefrontAnswer {
  status: number;
  html: string;
  cacheControl: string;
  /** A 301's new address. */
  location?: string;
  /** text/html unless said otherwise (the sitemap). */
  contentType?: string;
}

/** The page at `url` (path and query, as Hosting forwards it). */
export async function storefrontPage(url: string): Promise<StorefrontAnswer> {
  const { pathname, searchParams } = new URL(url, "http://storefront.invalid");
  const { pages, renderer } = buildOutput();
  const page = pages[pathname];
  if (!page) return { status: 404, html: "Not Found", cacheControl: "no-store" };
  const { root, data } = renderer.STOREFRONT_MARKERS;
  const fill = (rootMarkup: string, dataScript: string) =>
    page.template.replace(root, () => rootMarkup).replace(data, () => dataScript);
  try {
    const [products, feedback] = await Promise.all([
      listProducts(
        { page: pageFromQuery(searchParams.get("page")), pageSize: PAGE_SIZE.products },
        { locale: splitLocalePath(pathname).locale },
      ),
      renderer.HOME_PAGES.includes(pathname) ? newestFeedback() : undefined,
    ]);
    const rendered = await renderer.renderStorefront(
      `${pathname}${storefrontQuery(searchParams)}`,
      products,
      feedback,
    );
    return {
      status: 200,
      html: fill(withoutHoisted(rendered.html), rendered.dataScript),
      cacheControl: STOREFRONT_CACHE,
    };
  } catch (error) {
    logger.error("storefront: serving the placeholder page", { pathname, error: String(error) });
    return { status: 200, html: fill(page.fallback, ""), cacheControl: FALLBACK_CACHE };
  }
}

/**
 * The first page of feedback, or none when it cannot be read: the page is then served with the
 * products alone and the browser fetches the feedback into its reserved space.
 */
async function newestFeedback(): Promise<FeedbackPage | undefined> {
  try {
    return await listFeedback({ page: 1, pageSize: PAGE_SIZE.feedback });
  } catch (error) {
    logger.warn("storefront: the home page without its feedback", { error: String(error) });
    return undefined;
  }
}

/**
 * Only `?page=` and `?currency=` (usd, eur or gbp: the prices and JSON-LD offers in it) reach the
 * render (other parameters, such as campaign tags, change nothing).
 */
export function storefrontQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  const page = params.get("page");
  if (page !== null) kept.set("page", page);
  const currency = params.get("currency")?.toLowerCase();
  if (isCurrency(currency)) kept.set("currency", currency);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * React's render of a fragment starts with what it hoists into <head> (title, meta, link, image
 * preloads): the template's <head> has them already (scripts/prerender/site-files.ts splitHoisted).
 */
export function withoutHoisted(markup: string): string {
  let rest = markup;
  for (;;) {
    const m = /^(<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)/.exec(rest);
    if (!m?.[1]) return rest;
    rest = rest.slice(m[1].length);
  }
}

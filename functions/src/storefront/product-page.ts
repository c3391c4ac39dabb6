/**
 * `/shop/:slug`: a product's page, rendered by the web app's own components around its data (the
 * same answer as GET /product-pages/:slug, embedded for hydration), with its own head (title,
 * description, canonical, preview tags with its first photo, Product and BreadcrumbList JSON-LD).
 * `?page=N` renders the reviews' page N (the page numbers are links: the reviews page without
 * scripts); `?variant=SKU` renders that variant chosen (its price, stock and photo; issue 48). A former address answers 301 to the current one; an unknown one 404 (the app's page).
 */
import * as logger from "firebase-functions/logger";
import { isDocumentId, localizedPath, pageFromQuery, splitLocalePath, type Locale } from "@shop/domain";
import { productPageBySlug } from "../reviews/index.js";
import { buildOutput } from "./build-output.js";
import {
  FALLBACK_CACHE,
  STOREFRONT_CACHE,
  withoutHoisted,
  type StorefrontAnswer,
} from "./storefront-page.js";

const PAGE_PREFIX = "/shop/";

/** `/shop/<slug>`, or the same under `/de` or `/fr` (issue 51). */
export function isProductPagePath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path.startsWith(PAGE_PREFIX) && path.length > PAGE_PREFIX.length;
}

/** Its head and path into the template's markers (`$` in the markup stays as it is). */
function fill(
  template: string,
  parts: { head: string; path: string; root: string; data: string; locale: Locale },
): string {
  const { renderer } = buildOutput();
  const { root, data } = renderer.STOREFRONT_MARKERS;
  const { head } = renderer.PRODUCT_PAGE;
  const pattern = localizedPath(renderer.PRODUCT_PAGE.path, parts.locale);
  return template
    .replace(head, () => parts.head)
    .replace(`data-prerendered="${pattern}"`, () => `data-prerendered="${parts.path}"`)
    .replace(root, () => parts.root)
    .replace(data, () => parts.data);
}

/** `url`: the path and query Hosting forwarded (`/shop/<slug>?page=2`). */
export async function productPage(url: string): Promise<StorefrontAnswer> {
  const { pathname, searchParams } = new URL(url, "http://storefront.invalid");
  // `/de/shop/<slug>`: the page in German, the product's words too where translated (issue 51).
  const { locale, path: bare } = splitLocalePath(pathname);
  const slug = bare.slice(PAGE_PREFIX.length);
  const reviewPage = pageFromQuery(searchParams.get("page"));
  const { pages, renderer } = buildOutput();
  const page = pages[localizedPath(renderer.PRODUCT_PAGE.path, locale)];
  if (!page) return { status: 404, html: "Not Found", cacheControl: "no-store" };
  // The browser renders the page itself (no data-prerendered path matches): not found, or no data.
  const shell = (status: number, cacheControl: string, title: string) => ({
    status,
    cacheControl,
    html: fill(page.template, {
      head: `<title>${title}</title>\n    <meta name="robots" content="noindex"/>`,
      path: "",
      root: "",
      data: "",
      locale,
    }),
  });
  if (!isDocumentId(slug)) return shell(404, STOREFRONT_CACHE, "Product not found | Gimbal");
  try {
    const found = await productPageBySlug(slug, reviewPage, locale);
    if (found.kind === "none") return shell(404, STOREFRONT_CACHE, "Product not found | Gimbal");
    if (found.kind === "moved") {
      return {
        status: 301,
        html: "",
        cacheControl: STOREFRONT_CACHE,
        location: `${localizedPath(`${PAGE_PREFIX}${found.slug}`, locale)}${reviewPage > 1 ? `?page=${reviewPage}` : ""}`,
      };
    }
    const rendered = await renderer.renderProductPage(found.page, searchParams.get("variant"), locale);
    const html = fill(page.template, {
      locale,
      head: rendered.head,
      path: pathname,
      root: withoutHoisted(rendered.html),
      data: rendered.dataScript,
    });
    return { status: 200, html, cacheControl: STOREFRONT_CACHE };
  } catch (error) {
    logger.error("storefront: serving the product page without its data", { pathname, error: String(error) });
    return shell(200, FALLBACK_CACHE, "Gimbal Shop");
  }
}

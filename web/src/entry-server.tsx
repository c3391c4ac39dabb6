/**
 * The build's pre-render (scripts/prerender/prerender.ts runs Vite's SSR build of this file): the
 * same App and route table as the browser, at one URL, rendered to HTML with react-dom/static.
 * Data the pages fetch in the browser is not fetched here: lists render their reserved space.
 */
import {
  DEFAULT_LOCALE,
  LOCALES,
  PAGE_SIZE,
  localizedPath,
  pageFromQuery,
  splitLocalePath,
  productPagePath,
  type FeedbackPage,
  type Locale,
  type ProductPage,
  type ProductPageAnswer,
} from "@shop/domain";
import { StrictMode, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { hydratesOnIntent } from "@/app/hydrate-on-intent";
import { collectHeads, HeadTags, JsonLd, PreviewTags, type PageHeadProps } from "@/components/head/page-head";
import { env } from "@/config/env";
import { productPageKey } from "@/features/catalog/api/get-product-page";
import { productsKey } from "@/features/catalog/api/get-products";
import { productHead } from "@/features/catalog/components/product-screen";
import { VARIANT_PARAM } from "@/features/catalog/variants/variant-choice";
import { feedbackKey } from "@/features/reviews/api/get-feedback";
import { productPageJsonLd, shopJsonLd } from "@/features/catalog/structured-data";
import { initialDataScript, InitialDataProvider, type InitialData } from "@/lib/api/initial-data";
import {
  aboutJsonLd,
  accessibilityJsonLd,
  contactJsonLd,
  homeJsonLd,
  privacyJsonLd,
  servicesJsonLd,
} from "@/features/marketing/structured-data";
import { App } from "./app/app";
import { preloadRoute } from "./app/router";

/** Each pre-rendered page's structured data, written into its <head> (it never changes in the browser). */
const STRUCTURED_DATA: Record<string, (head: PageHeadProps) => object> = {
  "/": homeJsonLd,
  "/home": homeJsonLd,
  "/about": aboutJsonLd,
  "/services": servicesJsonLd,
  "/contact": contactJsonLd,
  "/shop": shopJsonLd,
  "/accessibility": accessibilityJsonLd,
  "/privacy": privacyJsonLd,
};

/**
 * Every Suspense boundary in place: React outlines a large boundary (its fallback in place, the
 * content after it with an inline script that swaps them) unless the chunk size allows it, and the
 * CSP refuses inline scripts. A page with its product cards is large enough to be outlined.
 */
const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };

export interface RenderedPage {
  /** The markup for <div id="root">. */
  html: string;
  /** For <head>: title, description, canonical, robots, Open Graph, Twitter card, JSON-LD. */
  head: string;
}

/** `url`: a page at its English path or under `/de`, `/fr` (issue 51): the same page, in that language. */
export async function render(url: string): Promise<RenderedPage> {
  const structuredData = STRUCTURED_DATA[splitLocalePath(url).path];
  if (!structuredData) throw new Error(`No structured data is defined for ${url}`);
  await preloadRoute(url);
  let head: PageHeadProps | undefined;
  collectHeads((h) => (head = h));
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <InitialDataProvider data={new Map()}>
        <App Router={Router} />
      </InitialDataProvider>
    </StrictMode>,
    PRERENDER_OPTIONS,
  );
  const html = await new Response(prelude).text();
  collectHeads(undefined);
  if (!head) throw new Error(`${url} rendered no <PageHead>`);
  const headHtml = renderToStaticMarkup(
    <>
      <HeadTags {...head} />
      <PreviewTags {...head} />
      <JsonLd data={structuredData(head)} />
    </>,
  );
  return { html, head: headHtml };
}

/** The pages the storefront function renders with the catalogue's current page (functions/src/storefront). */
export const STOREFRONT_PAGES: readonly string[] = LOCALES.flatMap((l) =>
  ["/", "/home", "/shop"].map((p) => localizedPath(p, l)),
);
/** The storefront pages that show customer feedback (the home page's two paths). */
export const HOME_PAGES: readonly string[] = LOCALES.flatMap((l) =>
  ["/", "/home"].map((p) => localizedPath(p, l)),
);
/** Where the build's page templates take #root's markup and the data script. */
export const STOREFRONT_MARKERS = { root: "<!--storefront-root-->", data: "<!--storefront-data-->" };

/**
 * The storefront function's render: `url` (path and `?page=N`) with the catalogue's page `products`
 * (the one the URL asks for, fetched by the function) and, on the home page (HOME_PAGES: the
 * function reads it for those only), the first page of customer feedback. Answers the markup for #root, with the elements React hoists split off (the
 * page's template has them in <head> already), and the `<script>` that hands the same data to the
 * browser, so that hydration renders the same cards and fetches neither list.
 */
export async function renderStorefront(
  url: string,
  products: ProductPage,
  feedback?: FeedbackPage,
): Promise<{ html: string; dataScript: string }> {
  const { pathname, searchParams } = new URL(url, "http://storefront.invalid");
  if (!STOREFRONT_PAGES.includes(pathname)) throw new Error(`${pathname} is no storefront page`);
  const data: InitialData = new Map<string, unknown>([
    [productsKey(pageFromQuery(searchParams.get("page")), PAGE_SIZE.products), products],
  ]);
  if (feedback) data.set(feedbackKey(1, PAGE_SIZE.feedback), feedback);
  return renderWithData(url, data);
}

/** The template of every product page (`/shop/:slug`): its head and path are filled per product. */
export const PRODUCT_PAGE = { path: "/shop/:slug", head: "<!--storefront-head-->" } as const;
/** The product page's template in each language: `/shop/:slug`, `/de/shop/:slug`, `/fr/shop/:slug`. */
export const PRODUCT_PAGES: Readonly<Record<Locale, string>> = {
  en: PRODUCT_PAGE.path,
  de: localizedPath(PRODUCT_PAGE.path, "de"),
  fr: localizedPath(PRODUCT_PAGE.path, "fr"),
};

/**
 * A product's page (`/shop/<slug>`, `?page=N` for its reviews' page N, `?variant=SKU` for a variant) with its data: #root's markup, the data script, and its head
 * (title, description, canonical, preview tags with its first photo, Product and BreadcrumbList
 * JSON-LD, and React's preload of the first photo).
 */
export async function renderProductPage(
  page: ProductPageAnswer,
  variantSku?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ html: string; dataScript: string; head: string }> {
  // A later page of its reviews is the page's `?page=N` (ProductReviews reads it from the URL); the
  // chosen variant its `?variant=SKU` (the page reads it from the URL too).
  const { page: reviewPage } = page.reviews;
  const query = new URLSearchParams();
  if (reviewPage > 1) query.set("page", String(reviewPage));
  if (variantSku && page.product.options.length > 0) query.set(VARIANT_PARAM, variantSku);
  const search = query.toString();
  // The page's chrome in `locale`; the product's own words in English for now (issue 51).
  const url = `${localizedPath(productPagePath(page.product), locale)}${search ? `?${search}` : ""}`;
  const rendered = await renderWithData(url, new Map([[productPageKey(page.product.slug), page]]));
  const preloads = rendered.html.match(/^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/)?.[0] ?? "";
  const imagePreloads = preloads.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  const head = { ...productHead(page.product), locale };
  const headHtml = renderToStaticMarkup(
    <>
      <HeadTags {...head} />
      <PreviewTags {...head} />
      <JsonLd data={productPageJsonLd(page)} />
    </>,
  );
  return { ...rendered, head: [headHtml, ...imagePreloads].join("\n    ") };
}

async function renderWithData(url: string, data: InitialData): Promise<{ html: string; dataScript: string }> {
  await preloadRoute(new URL(url, "http://storefront.invalid").pathname);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const dataScript = initialDataScript(data);
  const { prelude } = await prerender(
    <StrictMode>
      <InitialDataProvider data={data}>
        <App Router={Router} />
      </InitialDataProvider>
    </StrictMode>,
    PRERENDER_OPTIONS,
  );
  return { html: await new Response(prelude).text(), dataScript };
}

/**
 * The build's settings, for checks, robots.txt and sitemap.xml, and whether its pre-rendered pages
 * hydrate on intent (the pre-render then only prefetches their chunks: scripts/prerender).
 */
export const site = {
  url: env.siteUrl,
  useEmulators: env.useEmulators,
  hydratesOnIntent: hydratesOnIntent(import.meta.env.VITE_HYDRATION),
};

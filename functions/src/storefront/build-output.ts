/**
 * What the web build leaves for this area in functions/lib/storefront (scripts/prerender/prerender.ts
 * writes it): `pages.json`, the pre-rendered templates of `/`, `/home` and `/shop`, and `render.cjs`,
 * the web app's SSR entry (web/src/entry-server.tsx) bundled with React and react-router-dom. Both
 * sit beside the functions bundle (lib/index.cjs) and are deployed with it; they are loaded on the
 * first request, so the other functions never load React, and again only when the web build has
 * rewritten them (a local rebuild, or the bench swapping builds under a running emulator).
 */
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FeedbackPage, Locale, ProductPage, ProductPageAnswer } from "@shop/domain";

export interface PageTemplate {
  /** The page's HTML with markers for #root's markup and the data script. */
  template: string;
  /** The build's render of #root (placeholder cards): served when the catalogue cannot be read. */
  fallback: string;
}

/** What render.cjs exports (web/src/entry-server.tsx). */
export interface StorefrontRenderer {
  STOREFRONT_PAGES: readonly string[];
  /** The storefront pages that show customer feedback (the home page's paths). */
  HOME_PAGES: readonly string[];
  STOREFRONT_MARKERS: { root: string; data: string };
  renderStorefront(
    url: string,
    products: ProductPage,
    feedback?: FeedbackPage,
  ): Promise<{ html: string; dataScript: string }>;
  /** The template of every product's page: its path pattern and the marker its head replaces. */
  PRODUCT_PAGE: { path: string; head: string };
  renderProductPage(
    page: ProductPageAnswer,
    variantSku?: string | null,
    locale?: Locale,
  ): Promise<{ html: string; dataScript: string; head: string }>;
  /** The build's settings (the site's public origin). */
  site: { url: string; useEmulators: boolean };
}

export interface BuildOutput {
  pages: Record<string, PageTemplate>;
  renderer: StorefrontRenderer;
}

/** functions/lib/storefront (the bundle's own folder, lib/, holds it); STOREFRONT_DIR overrides it. */
function storefrontDir(): string {
  return process.env.STOREFRONT_DIR ?? path.join(__dirname, "storefront");
}

let loaded: { output: BuildOutput; version: number } | undefined;

/** The templates and the renderer, read on first use. Throws when the web build has not run. */
export function buildOutput(): BuildOutput {
  const dir = storefrontDir();
  const pagesFile = path.join(dir, "pages.json");
  const version = statSync(pagesFile).mtimeMs;
  if (loaded?.version === version) return loaded.output;
  const pages = JSON.parse(readFileSync(pagesFile, "utf8")) as Record<string, PageTemplate>;
  const renderFile = path.join(dir, "render.cjs");
  const load = createRequire(renderFile);
  // A new build of the renderer replaces the one in Node's module cache.
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  delete load.cache[load.resolve(renderFile)];
  const output = { pages, renderer: load(renderFile) as StorefrontRenderer };
  loaded = { output, version };
  return output;
}

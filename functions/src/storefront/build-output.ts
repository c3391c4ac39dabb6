/**
 * What the web build leaves for this area in functions/lib/storefront (scripts/prerender/prerender.ts
 * writes it): `pages.json`, the pre-rendered templates of `/`, `/home` and `/shop`, and `render.cjs`,
 * the web app's SSR entry (web/src/entry-server.tsx) bundled with React and react-router-dom. Both
 * sit beside the functions bundle (lib/index.cjs) and are deployed with it; they are loaded once per
 * instance, on the first request, so the other functions never load React.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ProductPage } from "@shop/domain";

export interface PageTemplate {
  /** The page's HTML with markers for #root's markup and the data script. */
  template: string;
  /** The build's render of #root (placeholder cards): served when the catalogue cannot be read. */
  fallback: string;
}

/** What render.cjs exports (web/src/entry-server.tsx). */
export interface StorefrontRenderer {
  STOREFRONT_PAGES: readonly string[];
  STOREFRONT_MARKERS: { root: string; data: string };
  renderStorefront(url: string, products: ProductPage): Promise<{ html: string; dataScript: string }>;
}

export interface BuildOutput {
  pages: Record<string, PageTemplate>;
  renderer: StorefrontRenderer;
}

/** functions/lib/storefront (the bundle's own folder, lib/, holds it); STOREFRONT_DIR overrides it. */
function storefrontDir(): string {
  return process.env.STOREFRONT_DIR ?? path.join(__dirname, "storefront");
}

let loaded: BuildOutput | undefined;

/** The templates and the renderer, read on first use. Throws when the web build has not run. */
export function buildOutput(): BuildOutput {
  if (loaded) return loaded;
  const dir = storefrontDir();
  const pages = JSON.parse(readFileSync(path.join(dir, "pages.json"), "utf8")) as Record<
    string,
    PageTemplate
  >;
  const renderer = createRequire(path.join(dir, "render.cjs"))(
    path.join(dir, "render.cjs"),
  ) as StorefrontRenderer;
  loaded = { pages, renderer };
  return loaded;
}

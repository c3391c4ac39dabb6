/**
 * What the pre-render step writes besides the pages: robots.txt, sitemap.xml, and the assembly of
 * one page's HTML from Vite's index.html. Pure functions (tested in site-files.test.ts).
 */

import { PUBLIC_PAGES, sitemapXml } from "@shop/domain";

/** The public pages and the sitemap: @shop/domain, which the storefront function shares. */
export { PUBLIC_PAGES, sitemapXml };

/** Private pages: disallowed in robots.txt (and marked noindex by the app). */
export const PRIVATE_PATHS = ["/dashboard", "/login", "/signup", "/products/"] as const;

/**
 * Where each pre-rendered path is written in dist (Hosting's cleanUrls serves /about from
 * about.html, /de/about from de/about.html, /de from de.html).
 */
export function htmlFileFor(path: string): string {
  if (path === "/") return "index.html";
  if (!/^(\/(de|fr))?\/[a-z0-9-]+$/.test(path))
    throw new Error(`Cannot pre-render ${path}: one path segment expected (after /de or /fr)`);
  return `${path.slice(1)}.html`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const ROOT_DIV = '<div id="root"></div>';
/** The hero image preload in web/index.html: only the home page shows that image. */
const HERO_PRELOAD = /\s*<link rel="preload" as="image" href="\/images\/hero-gimbal\.webp"[^>]*>/;

/**
 * React's render of a fragment (not a whole document) starts with the elements it hoists: image
 * preloads (and any <title>/<meta>/<link> it would put in <head>). They belong in <head>, not in
 * #root, where hydration would meet them instead of the app's first element.
 */
export function splitHoisted(markup: string): { hoisted: string[]; body: string } {
  const hoisted: string[] = [];
  let rest = markup;
  for (;;) {
    const m = /^(<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)/.exec(rest);
    if (!m?.[1]) break;
    hoisted.push(m[1]);
    rest = rest.slice(m[1].length);
  }
  return { hoisted, body: rest };
}

export interface PageParts {
  /** Head tags (title, description, canonical, …). */
  head: string;
  /** Markup for #root; absent for the app shell. */
  body?: string;
  /** The path the body was rendered for (the browser hydrates only at that path). */
  path?: string;
  /** The page's language (`<html lang>`); English when absent. */
  lang?: string;
  /** Extra head links (route chunks to preload, route stylesheets). */
  links?: string[];
  /** Keep the hero image preload (pages that show the hero). */
  heroPreload: boolean;
  /**
   * Fetch the page's scripts at low priority: a pre-rendered page paints without them, so they
   * should not share the bandwidth with its stylesheet and first images (they hydrate it later).
   */
  lowPriorityScripts?: boolean;
}

const lowPriority = (html: string) =>
  html.replace(
    /<(script type="module"|link rel="modulepreload")( crossorigin)?/g,
    '<$1$2 fetchpriority="low"',
  );

/** One HTML file from Vite's built index.html. */
export function assemblePage(template: string, parts: PageParts): string {
  if (!template.includes(ROOT_DIV)) {
    throw new Error(`The built index.html has no empty ${ROOT_DIV} (was it pre-rendered already?)`);
  }
  if (!template.includes("</head>")) throw new Error("The built index.html has no </head>");
  let html = parts.heroPreload ? template : template.replace(HERO_PRELOAD, "");
  let headTags = [parts.head, ...(parts.links ?? [])].join("\n    ");
  if (parts.lowPriorityScripts) {
    html = lowPriority(html);
    headTags = lowPriority(headTags);
  }
  html = html.replace("</head>", `  ${headTags}\n  </head>`);
  if (parts.lang) html = html.replace(/<html lang="[^"]*">/, `<html lang="${escapeXml(parts.lang)}">`);
  const root =
    parts.body === undefined
      ? ROOT_DIV
      : `<div id="root" data-prerendered="${escapeXml(parts.path ?? "")}">${parts.body}</div>`;
  // A function replacement: "$" in the markup must stay as it is.
  return html.replace(ROOT_DIV, () => root);
}

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * How the HTML asks for the app's lazily loaded modules: `modulepreload` (fetched, and parsed and
 * compiled on the main thread, ready for the entry's import right after the first paint) or
 * `prefetch` (only fetched into the HTTP cache, at idle priority: a pre-rendered page that hydrates
 * on the visitor's first intent spends no main-thread time on React while it loads; issue 34).
 */
export type ChunkHint = "modulepreload" | "prefetch";

/** The hint for a build's pre-rendered pages (web/src/entry-server.tsx says how they hydrate). */
export const chunkHintFor = (hydratesOnIntent: boolean): ChunkHint =>
  hydratesOnIntent ? "prefetch" : "modulepreload";

/**
 * The <link>s that let the browser fetch lazily loaded modules (the app that the entry loads, a
 * route's screen) while the page's main script loads: each module's chunk and its static imports
 * (once each; those the entry already imports are skipped), and their stylesheets.
 */
export function routeLinks(
  manifest: Manifest,
  moduleSrcs: string[],
  hint: ChunkHint = "modulepreload",
): string[] {
  // index.html's chunk: the app's own entry (web/src/app/client-app.tsx) is marked isEntry too.
  const entry = manifest["index.html"] ?? Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error("Vite's manifest names no entry chunk");
  const have = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const i of manifest[key]?.imports ?? []) collect(i, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry) ?? "";
  collect(entryKey, have);
  const wanted = new Set<string>();
  for (const src of moduleSrcs) {
    if (!manifest[src]) throw new Error(`Vite's manifest has no chunk for ${src}`);
    collect(src, wanted);
  }
  const links: string[] = [];
  const css = new Set<string>(entry.css ?? []);
  for (const key of wanted) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (!have.has(key)) links.push(`<link rel="${hint}" crossorigin href="/${chunk.file}">`);
    for (const sheet of chunk.css ?? []) {
      if (css.has(sheet)) continue;
      css.add(sheet);
      links.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
    }
  }
  return links;
}

/**
 * The pre-render step of the web build (web's `npm run build` runs it after `vite build` and Vite's
 * SSR build of web/src/entry-server.tsx). It writes, in web/dist:
 *   - index.html, home.html, about.html, services.html, contact.html, shop.html, accessibility.html,
 *     privacy.html: each public page
 *     rendered by the app itself (hydrated in the browser), with its own head;
 *     and each of them in German and French (de.html, de/about.html…, fr.html, fr/about.html…;
 *     issue 51), with their own `<html lang>`, canonical URL and hreflang alternates;
 *   - app-shell.html: an empty app shell (noindex) that Hosting serves for every other URL;
 *   - robots.txt (and sitemap.xml for the SPA build; otherwise the storefront function serves it live).
 * `/`, `/home` and `/shop` (and `/de`, `/de/home`, `/de/shop`, the same in French) are not written to dist: the storefront function (functions/src/storefront)
 * serves them with the catalogue's current page. For it this step writes, in functions/lib/storefront:
 *   - pages.json: each of those pages' HTML with a marker where #root's markup goes, and the
 *     build's render (placeholders; served when the catalogue cannot be read), and the template of
 *     every product's page (`/shop/:slug`, its head filled in per product);
 *   - render.cjs: web/src/entry-server.tsx's SSR build bundled with its packages (React,
 *     react-router-dom…), which the function loads to render the same components.
 * GIMBAL_PRERENDER=0 builds the SPA only (every page rendered in the browser; the bench's baseline):
 * index.html and app-shell.html are then both the empty shell.
 */
import { LOCALES, inEveryLocale, localizedPath, type Locale } from "@shop/domain";
import { build } from "esbuild";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  PUBLIC_PAGES,
  assemblePage,
  htmlFileFor,
  robotsTxt,
  chunkHintFor,
  routeLinks,
  sitemapXml,
  splitHoisted,
  type Manifest,
} from "./site-files.js";

const WEB = path.resolve(import.meta.dirname, "../../web");
const DIST = path.join(WEB, "dist");
const SSR_ENTRY = path.join(WEB, ".ssr/entry-server.js");
/** What the storefront function reads (functions/src/storefront/storefront-files.ts names the same files). */
const STOREFRONT = path.resolve(import.meta.dirname, "../../functions/lib/storefront");

/** The pre-rendered paths in English, and the lazily loaded module of each (its chunk is preloaded). */
const ENGLISH_PAGES: { path: string; module?: string }[] = [
  { path: "/" },
  { path: "/home" },
  { path: "/about", module: "src/features/marketing/routes/about.tsx" },
  { path: "/services", module: "src/features/marketing/routes/services.tsx" },
  { path: "/contact", module: "src/features/marketing/routes/contact.tsx" },
  { path: "/shop", module: "src/features/catalog/routes/shop.tsx" },
  { path: "/accessibility", module: "src/features/marketing/routes/accessibility.tsx" },
  { path: "/privacy", module: "src/features/marketing/routes/privacy.tsx" },
];
/** Each page in every language (issue 51): `/about`, then `/de/about`, `/fr/about`. */
const PAGES: { path: string; module?: string; locale: Locale }[] = LOCALES.flatMap((locale) =>
  ENGLISH_PAGES.map((p) => ({ ...p, path: localizedPath(p.path, locale), locale })),
);

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string }>;
  STOREFRONT_PAGES: readonly string[];
  STOREFRONT_MARKERS: { root: string; data: string };
  PRODUCT_PAGE: { path: string; head: string };
  PRODUCT_PAGES: Readonly<Record<Locale, string>>;
  site: { url: string; useEmulators: boolean; hydratesOnIntent: boolean };
}

/** The route module of a product's page (`/shop/:slug`), whose chunk its template preloads. */
const PRODUCT_MODULE = "src/app/routes/product.tsx";
/** The app that the entry (src/main.tsx) loads with a dynamic import: every page preloads it. */
const APP_MODULE = "src/app/client-app.tsx";

const prerender = process.env.GIMBAL_PRERENDER !== "0";
const template = readFileSync(path.join(DIST, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Manifest;
const server = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;
const { site } = server;

const local = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(site.url);
if (local && !site.useEmulators) {
  throw new Error(
    `VITE_SITE_URL is ${site.url} in a production build: set it to the site's public origin (web/.env.production.local).`,
  );
}

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(DIST, file)), { recursive: true });
  writeFileSync(path.join(DIST, file), text);
};
/** The shell's own head: a neutral title (React sets the page's), and noindex where it never serves a public page. */
const shellHead = (prerendered: boolean) =>
  prerendered
    ? '<title>Gimbal Shop</title>\n    <meta name="robots" content="noindex"/>'
    : "<title>Gimbal Shop: 3-axis action-camera gimbals</title>";

if (prerender) {
  // Pages that hydrate on the visitor's intent only prefetch their chunks (the build says which).
  const hint = chunkHintFor(site.hydratesOnIntent);
  const storefront: Record<string, { template: string; fallback: string }> = {};
  for (const page of PAGES) {
    const { html, head } = await server.render(page.path);
    const { hoisted, body } = splitHoisted(html);
    const assemble = (rootMarkup: string) =>
      assemblePage(template, {
        head,
        body: rootMarkup,
        path: page.path,
        lang: page.locale,
        // React's own image preloads (the hero's at high priority) replace index.html's.
        links: [
          ...hoisted,
          ...routeLinks(manifest, [APP_MODULE, ...(page.module ? [page.module] : [])], hint),
        ],
        heroPreload: false,
        lowPriorityScripts: true,
      });
    if (server.STOREFRONT_PAGES.includes(page.path)) {
      const { root, data } = server.STOREFRONT_MARKERS;
      const withMarkers = assemble(root).replace("</body>", `  ${data}\n  </body>`);
      storefront[page.path] = { template: withMarkers, fallback: body };
      rmSync(path.join(DIST, htmlFileFor(page.path)), { force: true });
    } else {
      write(htmlFileFor(page.path), assemble(body));
    }
  }
  // Every product's page (/shop/:slug, /de/shop/:slug, /fr/shop/:slug): the function fills in its
  // head, path, markup and data.
  for (const locale of LOCALES) {
    const { root, data } = server.STOREFRONT_MARKERS;
    const { head } = server.PRODUCT_PAGE;
    const productPath = server.PRODUCT_PAGES[locale];
    const page = assemblePage(template, {
      head,
      body: root,
      path: productPath,
      lang: locale,
      links: routeLinks(manifest, [APP_MODULE, PRODUCT_MODULE], hint),
      heroPreload: false,
      lowPriorityScripts: true,
    });
    storefront[productPath] = { template: page.replace("</body>", `  ${data}\n  </body>`), fallback: "" };
  }
  mkdirSync(STOREFRONT, { recursive: true });
  writeFileSync(path.join(STOREFRONT, "pages.json"), JSON.stringify(storefront));
  // The function renders with the same components: the SSR build, its packages bundled in.
  await build({
    entryPoints: [SSR_ENTRY],
    outfile: path.join(STOREFRONT, "render.cjs"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    logLevel: "warning",
  });
  // Every page worth indexing is pre-rendered: what the shell serves (private pages, unknown URLs) is not.
  write(
    "app-shell.html",
    assemblePage(template, {
      head: shellHead(true),
      links: routeLinks(manifest, [APP_MODULE]),
      heroPreload: false,
    }),
  );
} else {
  const shell = assemblePage(template, {
    head: shellHead(false),
    links: routeLinks(manifest, [APP_MODULE]),
    heroPreload: true,
  });
  write("index.html", shell);
  write("app-shell.html", shell);
  // Static files come before Hosting's rewrites: the SPA serves these itself, not the storefront function.
  for (const locale of LOCALES) {
    if (locale !== "en") write(htmlFileFor(localizedPath("/", locale)), shell);
    write(htmlFileFor(localizedPath("/home", locale)), shell);
    write(htmlFileFor(localizedPath("/shop", locale)), shell);
  }
}
write("robots.txt", robotsTxt(site.url));
// The pre-rendered build's sitemap is served live, with every product's page (the storefront function).
if (prerender) rmSync(path.join(DIST, "sitemap.xml"), { force: true });
else write("sitemap.xml", sitemapXml(site.url, inEveryLocale(PUBLIC_PAGES)));
console.log(
  prerender
    ? `Pre-rendered ${ENGLISH_PAGES.map((p) => p.path).join(", ")} (and each in German and French) and the product page's template for ${site.url}; wrote app-shell.html, robots.txt.`
    : `SPA-only build (GIMBAL_PRERENDER=0): wrote the app shell, robots.txt, sitemap.xml for ${site.url}.`,
);

import { describe, expect, it } from "vitest";
import {
  assemblePage,
  htmlFileFor,
  robotsTxt,
  chunkHintFor,
  routeLinks,
  sitemapXml,
  splitHoisted,
  type Manifest,
} from "./site-files.js";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" as="image" href="/images/hero-gimbal.webp" fetchpriority="high" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("robots.txt and sitemap.xml", () => {
  it("disallows the private pages and names the sitemap on the site's origin", () => {
    expect(robotsTxt("https://shop.example")).toBe(
      [
        "User-agent: *",
        "Disallow: /dashboard",
        "Disallow: /login",
        "Disallow: /signup",
        "Disallow: /products/",
        "Allow: /",
        "",
        "Sitemap: https://shop.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("lists the public pages as absolute URLs", () => {
    const xml = sitemapXml("https://shop.example");
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://shop.example/",
      "https://shop.example/about",
      "https://shop.example/services",
      "https://shop.example/contact",
      "https://shop.example/shop",
      "https://shop.example/accessibility",
      "https://shop.example/privacy",
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });
});

describe("htmlFileFor", () => {
  it("maps / to index.html and /about to about.html (Hosting's clean URLs)", () => {
    expect(htmlFileFor("/")).toBe("index.html");
    expect(htmlFileFor("/about")).toBe("about.html");
    expect(() => htmlFileFor("/products/x")).toThrow(/one path segment/);
    expect(htmlFileFor("/de")).toBe("de.html");
    expect(htmlFileFor("/fr/about")).toBe("fr/about.html");
    expect(() => htmlFileFor("/es/about")).toThrow(/one path segment/);
  });
});

describe("splitHoisted", () => {
  it("moves the elements React hoists out of the markup's start, and nothing else", () => {
    const markup =
      '<link rel="preload" as="image" href="/a.svg"/><title>T</title><a class="skip-link" href="#main">Skip</a><link rel="x"/>';
    expect(splitHoisted(markup)).toEqual({
      hoisted: ['<link rel="preload" as="image" href="/a.svg"/>', "<title>T</title>"],
      body: '<a class="skip-link" href="#main">Skip</a><link rel="x"/>',
    });
  });
});

describe("assemblePage", () => {
  it("writes the head and the pre-rendered markup, marks the path, drops the hero preload when asked", () => {
    const html = assemblePage(TEMPLATE, {
      head: "<title>About</title>",
      body: "<main>$& $1 About</main>",
      path: "/about",
      links: ['<link rel="modulepreload" href="/assets/about.js">'],
      heroPreload: false,
    });
    expect(html).toContain('<div id="root" data-prerendered="/about"><main>$& $1 About</main></div>');
    expect(html).toMatch(
      /<title>About<\/title>\s*<link rel="modulepreload" href="\/assets\/about.js">\s*<\/head>/,
    );
    expect(html).not.toContain("hero-gimbal.webp");
  });

  it("leaves the root empty for the app shell and keeps the hero preload when asked", () => {
    const html = assemblePage(TEMPLATE, { head: "<title>Shop</title>", heroPreload: true });
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("hero-gimbal.webp");
  });

  it("fetches a pre-rendered page's scripts at low priority (it paints without them)", () => {
    const html = assemblePage(TEMPLATE, {
      head: "",
      body: "<p>x</p>",
      path: "/",
      links: ['<link rel="modulepreload" crossorigin href="/assets/about.js">'],
      heroPreload: false,
      lowPriorityScripts: true,
    });
    expect(html).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/about.js">',
    );
    expect(assemblePage(TEMPLATE, { head: "", heroPreload: true })).not.toContain(`fetchpriority="low"`);
  });

  it("refuses a template that was pre-rendered already", () => {
    const once = assemblePage(TEMPLATE, { head: "", body: "<p>x</p>", path: "/", heroPreload: false });
    expect(() => assemblePage(once, { head: "", heroPreload: false })).toThrow(/pre-rendered already/);
  });
});

describe("routeLinks", () => {
  const manifest: Manifest = {
    "index.html": {
      file: "assets/index.js",
      isEntry: true,
      imports: ["_shared.js"],
      css: ["assets/index.css"],
    },
    "_shared.js": { file: "assets/shared.js" },
    "_zod.js": { file: "assets/zod.js" },
    "src/contact.tsx": {
      file: "assets/contact.js",
      src: "src/contact.tsx",
      imports: ["_shared.js", "_zod.js"],
      css: ["assets/contact.css", "assets/index.css"],
    },
  };

  it("preloads the route's chunk and what it imports that the entry does not, and links its stylesheets", () => {
    expect(routeLinks(manifest, ["src/contact.tsx"])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/contact.js">',
      '<link rel="stylesheet" crossorigin href="/assets/contact.css">',
      '<link rel="modulepreload" crossorigin href="/assets/zod.js">',
    ]);
  });

  it("preloads several modules' chunks once each, and finds index.html's chunk among several entries", () => {
    const withApp: Manifest = {
      ...manifest,
      "src/app.tsx": { file: "assets/app.js", src: "src/app.tsx", isEntry: true, imports: ["_zod.js"] },
    };
    expect(routeLinks(withApp, ["src/app.tsx", "src/contact.tsx"])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app.js">',
      '<link rel="modulepreload" crossorigin href="/assets/zod.js">',
      '<link rel="modulepreload" crossorigin href="/assets/contact.js">',
      '<link rel="stylesheet" crossorigin href="/assets/contact.css">',
    ]);
  });

  it("only prefetches the chunks for a page that hydrates on intent (fetched, not parsed, while it loads)", () => {
    expect(routeLinks(manifest, ["src/contact.tsx"], chunkHintFor(true))).toEqual([
      '<link rel="prefetch" crossorigin href="/assets/contact.js">',
      '<link rel="stylesheet" crossorigin href="/assets/contact.css">',
      '<link rel="prefetch" crossorigin href="/assets/zod.js">',
    ]);
    expect(chunkHintFor(false)).toBe("modulepreload");
  });

  it("fails loudly when the manifest has no chunk for the module (a moved route file)", () => {
    expect(() => routeLinks(manifest, ["src/moved.tsx"])).toThrow(/no chunk for src\/moved.tsx/);
  });
});

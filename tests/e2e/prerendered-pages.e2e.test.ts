/**
 * The public pages arrive as HTML (issue 15): what a crawler or a link preview gets without running
 * scripts (plain fetch to the Hosting emulator), robots.txt and sitemap.xml, then what the browser
 * does with that HTML: hydration without a flash or a layout shift, titles on client-side
 * navigation, structured data for the products shown, and the app shell for every other URL.
 */
import type { Page as BrowserPage } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cutText,
  formatDollars,
  NAME_CUT,
  pageCount,
  PERSONAL_DATA,
  type Feedback,
  type Page,
  type Product,
} from "@shop/domain";
import { signIn } from "../support/auth.js";
import { takeHydrationProblems, waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { API_URL, DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";
import { api } from "../support/payments.js";

const session = browserSession();
/**
 * A page with scripts disabled: only used to parse fetched HTML with the browser's own parser. Its
 * context is the browser's own (not the session's, closed after each test): it lives with the file.
 */
let parser: BrowserPage;
beforeAll(async () => {
  parser = await (await session.browser.newContext({ javaScriptEnabled: false })).newPage();
});

interface Parsed {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
  h1: string;
  text: string;
  jsonLd: unknown[];
  prerendered: string | null;
  /** The module chunks the HTML names (`modulepreload` or `prefetch` links). */
  chunkHints: { rel: string; href: string }[];
}

/** GET a page as a crawler does (no scripts run) and read what it says. */
async function fetchPage(path: string): Promise<Parsed> {
  const res = await fetch(`${SHOP_URL}${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type"), path).toMatch(/^text\/html/);
  const html = await res.text();
  return parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;
    const metas = (prefix: string, key: "property" | "name") =>
      Object.fromEntries(
        Array.from(doc.querySelectorAll(`meta[${key}^="${prefix}"]`)).map((m) => [
          m.getAttribute(key) ?? "",
          m.getAttribute("content") ?? "",
        ]),
      );
    return {
      title: doc.title,
      description: attr('meta[name="description"]', "content"),
      canonical: attr('link[rel="canonical"]', "href"),
      robots: attr('meta[name="robots"]', "content"),
      og: metas("og:", "property"),
      twitter: metas("twitter:", "name"),
      h1: doc.querySelector("#root h1")?.textContent ?? "",
      text: doc.getElementById("root")?.textContent ?? "",
      jsonLd: Array.from(doc.querySelectorAll('head script[type="application/ld+json"]')).map(
        (s) => JSON.parse(s.textContent ?? "null") as unknown,
      ),
      prerendered: doc.getElementById("root")?.getAttribute("data-prerendered") ?? null,
      chunkHints: Array.from(doc.querySelectorAll('link[rel="modulepreload"], link[rel="prefetch"]')).map(
        (l) => ({ rel: l.getAttribute("rel") ?? "", href: l.getAttribute("href") ?? "" }),
      ),
    };
  }, html);
}

/** Every node of the page's JSON-LD (top-level entries and @graph members). */
function nodes(jsonLd: unknown[]): Record<string, unknown>[] {
  return jsonLd.flatMap((entry) => {
    const e = entry as Record<string, unknown>;
    return Array.isArray(e["@graph"]) ? (e["@graph"] as Record<string, unknown>[]) : [e];
  });
}

/** The storefront's Cache-Control (functions/src/storefront/storefront-page.ts). */
const STOREFRONT_CACHE = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

async function apiPage(n: number): Promise<Page<Product>> {
  return (await (await fetch(`${API_URL}/products?page=${n}&pageSize=6`)).json()) as Page<Product>;
}

interface Card {
  name: string;
  price: string;
  stock: string;
  image: string | null;
  href: string | null;
  label: string | null;
}

const expectedCard = (p: Product & { _id: string }): Card => ({
  name: cutText(p.name, NAME_CUT),
  price: formatDollars(p.priceCents),
  stock: `Minimum order: ${p.minimumOrder} · Available: ${p.availableOrder}`,
  image: p.image,
  href: `/products/${p._id}`,
  label: `Buy Now: ${p.name}`,
});

interface ItemListLd {
  "@type": string;
  itemListElement: { position: number; item: Record<string, unknown> }[];
}

/** The JSON-LD ItemList the product grid renders for `items`, the first at `first`. */
const itemList = (items: (Product & { _id: string })[], first: number) => ({
  "@context": "https://schema.org",
  "@type": "ItemList",
  numberOfItems: items.length,
  itemListElement: items.map((p, i) => ({
    "@type": "ListItem",
    position: first + i,
    item: {
      "@type": "Product",
      name: p.name,
      url: new URL(`/shop/${p.slug ?? p._id}`, SHOP_URL).href,
      image: new URL(p.image, SHOP_URL).href,
      offers: {
        "@type": "Offer",
        price: (p.priceCents / 100).toFixed(2),
        priceCurrency: "USD",
        availability: `https://schema.org/${p.availableOrder >= p.minimumOrder ? "InStock" : "OutOfStock"}`,
      },
    },
  })),
});

/** The product grid in fetched HTML: its cards, its pager, the JSON-LD in #root and the embedded data. */
async function readCatalogue(html: string) {
  return parser.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const text = (el: Element, sel: string) => el.querySelector(sel)?.textContent ?? "";
    return {
      cards: Array.from(doc.querySelectorAll(".product-grid > article.product-card")).map((c) => ({
        name: text(c, ".product-card__name"),
        price: text(c, ".product-card__price"),
        stock: text(c, ".product-card__stock"),
        image: c.querySelector("img")?.getAttribute("src") ?? null,
        href: c.querySelector("a.btn")?.getAttribute("href") ?? null,
        label: c.querySelector("a.btn")?.getAttribute("aria-label") ?? null,
      })),
      pager: Array.from(doc.querySelectorAll('nav[aria-label="Product pages"] a')).map((a) => ({
        href: a.getAttribute("href"),
        current: a.getAttribute("aria-current") === "page",
      })),
      jsonLd: Array.from(doc.querySelectorAll('#root script[type="application/ld+json"]')).map(
        (s) => JSON.parse(s.textContent ?? "null") as ItemListLd,
      ),
      loading: Array.from(doc.querySelectorAll('#root [role="status"]')).map((s) => s.textContent),
      // Each feedback card's name (its heading's first text; a verified buyer's mark follows it).
      feedback: Array.from(doc.querySelectorAll("#root .feedback-card h3")).map(
        (h) => h.firstChild?.textContent ?? "",
      ),
      initialData: JSON.parse(doc.getElementById("initial-data")?.textContent ?? "null") as unknown,
    };
  }, html);
}

const PUBLIC: { path: string; h1: string; copy: string; title: string; type: string }[] = [
  {
    path: "/",
    h1: "Smooth shots, wherever you go",
    copy: "Three brushless motors correct every step",
    title: "Gimbal Shop: 3-axis action-camera gimbals",
    type: "Organization",
  },
  {
    path: "/about",
    h1: "About Us",
    copy: "Founded in a garage workshop",
    title: "About Us | Gimbal",
    type: "AboutPage",
  },
  {
    path: "/services",
    h1: "Services",
    copy: "Every gimbal is covered for two years",
    title: "Services | Gimbal",
    type: "WebPage",
  },
  {
    path: "/contact",
    h1: "Contact Us",
    copy: "Mon-Fri 9:00-18:00",
    title: "Contact Us | Gimbal",
    type: "ContactPage",
  },
  {
    path: "/shop",
    h1: "Shop",
    copy: "Every order ships from our own workshop",
    title: "Shop | Gimbal",
    type: "CollectionPage",
  },
  {
    path: "/accessibility",
    h1: "Accessibility",
    copy: "Web Content Accessibility Guidelines (WCAG) 2.2, level AA",
    title: "Accessibility | Gimbal",
    type: "WebPage",
  },
  {
    path: "/privacy",
    h1: "Privacy",
    copy: "Who else receives it",
    title: "Privacy | Gimbal",
    type: "WebPage",
  },
];

describe("pre-rendered public pages, as fetched without scripts", () => {
  it.each(PUBLIC)("$path has its heading, copy, title, description, canonical and JSON-LD", async (p) => {
    const page = await fetchPage(p.path);
    expect(page.prerendered).toBe(p.path);
    expect(page.h1).toBe(p.h1);
    expect(page.text).toContain(p.copy);
    expect(page.title).toBe(p.title);
    expect(page.description?.length ?? 0).toBeGreaterThan(50);
    const url = p.path === "/" ? `${SHOP_URL}/` : `${SHOP_URL}${p.path}`;
    expect(page.canonical).toBe(url);
    expect(page.robots).toBeNull();
    expect(page.og).toMatchObject({ "og:title": p.title, "og:url": url, "og:description": page.description });
    expect(page.twitter).toMatchObject({ "twitter:card": "summary_large_image", "twitter:title": p.title });
    expect(page.og["og:image"]).toBe(`${SHOP_URL}/images/share.png`);
    expect(page.twitter["twitter:image"]).toBe(page.og["og:image"]);
    expect(page.jsonLd.map((e) => (e as { "@context"?: string })["@context"])).toEqual([
      "https://schema.org",
    ]);
    expect(nodes(page.jsonLd).map((n) => n["@type"])).toContain(p.type);
  });

  it("/ describes the business and the site (Organization and WebSite)", async () => {
    const page = await fetchPage("/");
    const [ld] = page.jsonLd as { "@context": string }[];
    expect(ld?.["@context"]).toBe("https://schema.org");
    const org = nodes(page.jsonLd).find((n) => n["@type"] === "Organization");
    const site = nodes(page.jsonLd).find((n) => n["@type"] === "WebSite");
    expect(org).toMatchObject({ name: "Gimbal", url: `${SHOP_URL}/`, logo: `${SHOP_URL}/images/logo.svg` });
    expect(site).toMatchObject({ url: `${SHOP_URL}/`, publisher: { "@id": org?.["@id"] } });
  });

  it("/accessibility states the standard, the tests, the known limits (Stripe's frame) and a contact; every page's footer links to it", async () => {
    const page = await fetchPage("/accessibility");
    expect(page.text).toContain("How we test it");
    expect(page.text).toContain("Stripe");
    expect(page.text).toContain("hello@gimbal.example");
    for (const path of ["/", "/shop", "/accessibility"]) {
      const html = await (await fetch(`${SHOP_URL}${path}`)).text();
      expect(html, path).toMatch(/<footer[^]*<a[^>]*href="\/accessibility"[^>]*>Accessibility<\/a>/);
    }
  });

  it("/privacy lists every kind of data the export holds, from the same list, and every page's footer links to it", async () => {
    const page = await fetchPage("/privacy");
    for (const kind of PERSONAL_DATA) {
      expect(page.text).toContain(kind.what);
      expect(page.text).toContain(kind.keptFor);
      expect(page.text).toContain(kind.sharedWith);
    }
    for (const path of ["/", "/shop", "/privacy"]) {
      const html = await (await fetch(`${SHOP_URL}${path}`)).text();
      expect(html, path).toMatch(/<footer[^]*<a[^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
    }
  });

  it("/home is the home page with / as its canonical URL", async () => {
    const page = await fetchPage("/home");
    expect(page.h1).toBe("Smooth shots, wherever you go");
    expect(page.canonical).toBe(`${SHOP_URL}/`);
    expect(page.og["og:url"]).toBe(`${SHOP_URL}/`);
  });

  it.each(["/", "/home", "/shop"])(
    "%s arrives with the catalogue's current page: name, price, minimum order, stock, image, Buy Now link",
    async (path) => {
      // The API's page and the HTML are read a moment apart, while other tests' orders may move
      // a shown stock figure between the two reads: read both until one pair was taken together.
      const read = async () => {
        const first = await apiPage(1);
        const res = await fetch(`${SHOP_URL}${path}`);
        return { first, res, html: await readCatalogue(await res.text()) };
      };
      let taken = await read();
      await expect
        .poll(
          async () => {
            const again = await apiPage(1);
            if (JSON.stringify(again.items) === JSON.stringify(taken.first.items)) return "taken together";
            taken = await read();
            return "the page moved between the two reads";
          },
          { timeout: 30_000 },
        )
        .toBe("taken together");
      const { first, res, html } = taken;
      expect(res.headers.get("cache-control")).toBe(STOREFRONT_CACHE);
      expect(html.cards).toEqual(first.items.map(expectedCard));
      expect(html.jsonLd).toEqual([itemList(first.items, 1)]);
      // The home page arrives with the newest feedback too: no list is left to load in the browser.
      expect(html.loading).toEqual([]);
      if (path === "/shop") {
        expect(html.initialData).toEqual({ "products:1:6": first });
        expect(html.feedback).toEqual([]);
      } else {
        // This file runs alone: no other test adds feedback between the two reads.
        const { body: feedback } = await api<Page<Feedback>>("/feedback?page=1&pageSize=3");
        expect(html.initialData).toEqual({ "products:1:6": first, "feedback:1:3": feedback });
        expect(html.feedback).toEqual(feedback.items.map((f) => f.name));
      }
    },
  );

  it("an admin's change is in the next HTML (no CDN in the emulator; Cache-Control keeps the CDN's copy under a minute)", async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const name = `Storefront gimbal ${Date.now()}`;
    const created = await api<{ insertedId: string }>("/products", {
      method: "POST",
      user: admin,
      body: {
        name,
        description: "Made by the storefront test.",
        image: "/images/products/x1-bundle.svg",
        minimumOrder: 2,
        availableOrder: 5,
        priceCents: 43210,
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.insertedId;
    try {
      // Newest first: the new product leads page 1.
      let shop = await readCatalogue(await (await fetch(`${SHOP_URL}/shop`)).text());
      expect(shop.cards[0]).toEqual({
        name,
        price: "$432.10",
        stock: "Minimum order: 2 · Available: 5",
        image: "/images/products/x1-bundle.svg",
        href: `/products/${id}`,
        label: `Buy Now: ${name}`,
      });
      const changed = await api(`/products/${id}/stock`, {
        method: "PATCH",
        user: admin,
        body: { availableOrder: 0 },
      });
      expect(changed.status).toBe(200);
      shop = await readCatalogue(await (await fetch(`${SHOP_URL}/shop`)).text());
      expect(shop.cards[0]?.stock).toBe("Minimum order: 2 · Available: 0");
      const offer = (shop.jsonLd[0]?.itemListElement[0]?.item as { offers: { availability: string } }).offers;
      expect(offer.availability).toBe("https://schema.org/OutOfStock");
    } finally {
      expect((await api(`/products/${id}`, { method: "DELETE", user: admin })).status).toBe(200);
    }
    const home = await readCatalogue(await (await fetch(`${SHOP_URL}/`)).text());
    expect(home.cards.map((c) => c.name)).not.toContain(name);
  });

  it("pages without scripts: the page numbers are links to ?page=N, which the server renders", async () => {
    const [one, two] = [await apiPage(1), await apiPage(2)];
    expect(two.items.length).toBeGreaterThan(0);
    const first = await readCatalogue(await (await fetch(`${SHOP_URL}/shop`)).text());
    const pages = pageCount(one.total, 6);
    expect(first.pager).toEqual(
      Array.from({ length: pages }, (_, i) => ({
        href: i === 0 ? "/shop" : `/shop?page=${i + 1}`,
        current: i === 0,
      })),
    );
    const second = await readCatalogue(await (await fetch(`${SHOP_URL}/shop?page=2`)).text());
    expect(second.cards).toEqual(two.items.map(expectedCard));
    expect(second.pager[1]).toEqual({ href: "/shop?page=2", current: true });
    expect(second.jsonLd).toEqual([itemList(two.items, 7)]);
    // The home page pages its own grid the same way; a page that is no number is page 1.
    const homeTwo = await readCatalogue(await (await fetch(`${SHOP_URL}/?page=2`)).text());
    expect(homeTwo.cards).toEqual(two.items.map(expectedCard));
    const bad = await readCatalogue(await (await fetch(`${SHOP_URL}/shop?page=x<script>`)).text());
    expect(bad.cards).toEqual(one.items.map(expectedCard));

    // A browser without JavaScript follows the link.
    const context = await session.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/shop`);
    await page
      .getByRole("navigation", { name: "Product pages" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await page.waitForURL(`${SHOP_URL}/shop?page=2`);
    expect(
      await page.locator(".product-card .btn").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(two.items.map((p) => `/products/${p._id}`));
  });

  it("names the lazily loaded page's code in the HTML, fetched but not parsed while the page loads (it hydrates on intent)", async () => {
    const about = await fetchPage("/about");
    const page = about.chunkHints.filter((h) => /^\/assets\/about-[\w-]+\.js$/.test(h.href));
    expect(page.map((h) => h.rel)).toEqual(["prefetch"]);
    // React and the app: fetched ahead too, not parsed during the first load either.
    const react = about.chunkHints.filter((h) => /^\/assets\/react-[\w-]+\.js$/.test(h.href));
    expect(react.map((h) => h.rel)).toEqual(["prefetch"]);
  });

  it("serves private pages and unknown URLs the app shell: noindex, no home content", async () => {
    for (const path of [
      "/dashboard",
      "/dashboard/review",
      "/login",
      "/signup",
      "/products/x1-bundle",
      "/nope",
    ]) {
      const page = await fetchPage(path);
      expect(page.robots, path).toBe("noindex");
      expect(page.prerendered, path).toBeNull();
      expect(page.text, path).toBe("");
      expect(page.canonical, path).toBeNull();
    }
  });

  it("redirects /about/ and /about.html to /about", async () => {
    for (const path of ["/about/", "/about.html"]) {
      const res = await fetch(`${SHOP_URL}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(301);
      expect(new URL(res.headers.get("location") ?? "", SHOP_URL).pathname, path).toBe("/about");
    }
  });

  it("ships the share image: a 1200×630 PNG", async () => {
    const res = await fetch(`${SHOP_URL}/images/share.png`);
    expect(res.status).toBe(200);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("robots.txt disallows the private pages and names the sitemap", async () => {
    const res = await fetch(`${SHOP_URL}/robots.txt`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\n").map((l) => l.trim());
    expect(lines).toContain("User-agent: *");
    for (const path of ["/dashboard", "/login", "/signup", "/products/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
  });

  it("sitemap.xml lists the public pages first (then every product's page: product-pages.api.test.ts)", async () => {
    const res = await fetch(`${SHOP_URL}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 7)).toEqual(
      ["/", "/about", "/services", "/contact", "/shop", "/accessibility", "/privacy"].map(
        (p) => new URL(p, SHOP_URL).href,
      ),
    );
  });
});

/** Sums the layout shifts the page reports (not caused by input), from the first paint on. */
async function watchLayoutShifts(page: BrowserPage) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const describe = (n: Node | null | undefined) =>
      n instanceof Element ? `${n.tagName.toLowerCase()}.${n.className}` : String(n?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[])
        if (!e.hadRecentInput) {
          w.__shift += e.value;
          w.__shifted.push(...(e.sources ?? []).map((src) => describe(src.node)));
        }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The total, and what moved (each shift's source nodes), for the failure message.
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifted: string[] };
      return { total: w.__shift, moved: w.__shifted.join(", ") };
    });
}

/** Records every spinner that appears in <main> outside a list's placeholder (a Suspense fallback). */
async function watchFallbacks(page: BrowserPage) {
  await page.addInitScript(() => {
    const w = window as unknown as { __fallbacks: number };
    w.__fallbacks = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (
            n instanceof HTMLElement &&
            n.closest("main") &&
            n.matches(".spinner") &&
            !n.closest(".list-loading")
          )
            w.__fallbacks += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __fallbacks: number }).__fallbacks);
}

/** Holds the list answers back for a while, so the placeholders are surely painted first. */
async function delayLists(page: BrowserPage, ms: number) {
  await page.route(
    (url) => url.pathname === "/api/products" || url.pathname === "/api/feedback",
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

describe("pre-rendered public pages in the browser", () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    it(`/ and /shop hydrate their server-rendered cards (products, and the home page's feedback) without a fetch, a flash or a layout shift (${viewport.width}px)`, async () => {
      const first = await apiPage(1);
      for (const path of ["/", "/shop"]) {
        const context = await session.newContext({ viewport });
        const page = await context.newPage();
        const shifts = await watchLayoutShifts(page);
        await delayLists(page, 800);
        const listRequests: string[] = [];
        page.on("request", (r) => {
          const { pathname } = new URL(r.url());
          if (pathname === "/api/products" || pathname === "/api/feedback") listRequests.push(r.url());
        });
        await page.goto(`${SHOP_URL}${path}`);
        const names = () => page.locator("article.product-card .product-card__name").allTextContents();
        const expected = first.items.map((p) => cutText(p.name, NAME_CUT));
        // The cards are there from the first paint, and stay the same nodes through hydration.
        expect(await names()).toEqual(expected);
        const firstCard = await page.locator("article.product-card").first().elementHandle();
        // Bring what follows the list on screen: it is what would move if the list changed size.
        const after =
          path === "/" ? page.locator("#stabilization-heading") : page.locator("main .page > p.muted");
        await after.scrollIntoViewIfNeeded();
        await waitForHydrated(page, 'nav[aria-label="Product pages"] a');
        if (path === "/") {
          await expect.poll(() => page.locator(".feedback-card h3").count(), { timeout: 15_000 }).toBe(3);
        }
        await page.waitForLoadState("networkidle");
        expect(await names()).toEqual(expected);
        expect(await firstCard?.evaluate((el) => el.isConnected)).toBe(true);
        expect(listRequests, path).toEqual([]);
        const shift = await shifts();
        expect(shift.total, `${path}: moved ${shift.moved}`).toBe(0);
        await context.close();
      }
    });
  }

  it("pages with scripts as before: a page link fetches that page in the app, without a reload, and updates the JSON-LD", async () => {
    const two = await apiPage(2);
    const page = await (await session.newContext()).newPage();
    await page.goto(`${SHOP_URL}/shop`);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await waitForHydrated(page, 'nav[aria-label="Product pages"] a');
    const answer = page.waitForResponse((r) => new URL(r.url()).searchParams.get("page") === "2");
    await page
      .getByRole("navigation", { name: "Product pages" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await answer;
    await expect
      .poll(() => page.locator("article.product-card .product-card__name").allTextContents(), {
        timeout: 15_000,
      })
      .toEqual(two.items.map((p) => cutText(p.name, NAME_CUT)));
    expect(new URL(page.url()).search).toBe("?page=2");
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    const ld = await page
      .locator('main script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as unknown));
    expect(ld).toEqual([itemList(two.items, 7)]);
  });

  it("hydrates a lazily loaded page without a fallback, and keeps its server HTML", async () => {
    const page = await (await session.newContext()).newPage();
    const fallbacks = await watchFallbacks(page);
    await page.goto(`${SHOP_URL}/about`);
    const before = await page.locator("main").innerHTML();
    await page.waitForLoadState("networkidle");
    // Hydrated: a click on the video poster is handled by React.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    expect(await page.locator("main").innerHTML()).toBe(before);
    await page.getByRole("button", { name: /^Play video:/ }).click();
    await page.locator("main iframe").waitFor();
    expect(await fallbacks()).toBe(0);
  });

  it("a signed-in visitor gets a pre-rendered page hydrated, then their session in the header", async () => {
    const context = await session.newContext();
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/login`);
    await page.getByLabel("Email").fill(DEMO_ACCOUNTS.customer.email);
    await page.getByLabel("Password").fill(DEMO_ACCOUNTS.customer.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe("/login");
    const fallbacks = await watchFallbacks(page);
    await page.goto(`${SHOP_URL}/services`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Log out" }).waitFor({ timeout: 20_000 });
    expect(await nav.getByRole("link", { name: "Dashboard" }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Services");
    expect(await fallbacks()).toBe(0);
  });

  it("updates the title, description and canonical on client-side navigation; private pages say noindex", async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${SHOP_URL}/`);
    await page.waitForLoadState("networkidle");
    // Client-side navigation needs the app: before it, a link loads the next page from the server.
    await waitForHydrated(page, 'nav[aria-label="Main"] a');
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        titles: document.querySelectorAll("title").length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) =>
          l.getAttribute("href"),
        ),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      }));
    expect(await head()).toEqual({
      title: "Gimbal Shop: 3-axis action-camera gimbals",
      titles: 1,
      descriptions: 1,
      canonical: [`${SHOP_URL}/`],
      robots: null,
    });
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About Us", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "About Us" }).waitFor();
    await expect.poll(head).toEqual({
      title: "About Us | Gimbal",
      titles: 1,
      descriptions: 1,
      canonical: [`${SHOP_URL}/about`],
      robots: null,
    });
    await nav.getByRole("link", { name: "Login", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Login" }).waitFor();
    await expect.poll(head).toEqual({
      title: "Login | Gimbal",
      titles: 1,
      descriptions: 0,
      canonical: [],
      robots: "noindex",
    });
  });

  it("never paints home content on a private page or an unknown URL", async () => {
    const page = await (await session.newContext()).newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __homeSeen: boolean };
      w.__homeSeen = false;
      new MutationObserver(() => {
        if (document.getElementById("hero-heading")) w.__homeSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ["/dashboard/review", "/nope"]) {
      await page.goto(`${SHOP_URL}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { __homeSeen: boolean }).__homeSeen), path).toBe(
        false,
      );
    }
  });

  it("a page whose HTML does not match what React renders is reported (the suite's hydration guard works)", async () => {
    const page = await (await session.newContext()).newPage();
    await page.route(`${SHOP_URL}/about`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace("Our milestones", "Our milestones (stale build)");
      await route.fulfill({ response: res, body: html });
    });
    await page.goto(`${SHOP_URL}/about`);
    // A first-time visitor's page hydrates on their first intent: the pointer moves over it.
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    const seen: string[] = [];
    await expect
      .poll(() => seen.push(...takeHydrationProblems()) && seen.some((p) => /React error #418/.test(p)), {
        timeout: 15_000,
      })
      .toBe(true);
  });
});

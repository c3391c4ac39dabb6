/**
 * The public pages arrive as HTML (issue 15): what a crawler or a link preview gets without running
 * scripts (plain fetch to the Hosting emulator), robots.txt and sitemap.xml, the app shell for
 * every other URL, then what the browser does with that HTML: lazily loaded pages hydrated without
 * a fallback, the session in the header, titles on client-side navigation. The catalogue's own
 * pages (compared with the API's, so run alone): prerendered-pages.e2e.test.ts.
 */
import type { Page as BrowserPage } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { PERSONAL_DATA } from "@shop/domain";
import { takeHydrationProblems, waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { DEMO_ACCOUNTS, SHOP_URL } from "../support/env.js";

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
describe("pre-rendered public pages in the browser", () => {
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

/**
 * The catalogue's pre-rendered pages (issue 15): the products and feedback a crawler or a link
 * preview gets without running scripts, page by page, an admin's change in the next HTML, and the
 * browser hydrating those cards without a fetch, a flash or a layout shift. Runs alone
 * (ALONE_STEPS in scripts/emulated-suites.ts): it compares the shop's first pages with the API's,
 * which another lane's new product or review would shift. The other pages' HTML, titles and
 * hydration: page-metadata.e2e.test.ts.
 */
import type { Page as BrowserPage } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  cutText,
  formatDollars,
  NAME_CUT,
  pageCount,
  type Feedback,
  type Page,
  type Product,
} from "@shop/domain";
import { signIn } from "../support/auth.js";
import { waitForHydrated } from "../support/browser.js";
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

/**
 * The API's page `n` and the HTML at `path`. They are read a moment apart, while an order's shown
 * stock figure may still move (its trigger runs after the order; the lanes' last ones run on after
 * the lanes end), so both are read until the API's page was the same before and after the HTML.
 */
async function readTogether(path: string, n: number) {
  const read = async () => {
    const page = await apiPage(n);
    const res = await fetch(`${SHOP_URL}${path}`);
    return { page, res, html: await readCatalogue(await res.text()) };
  };
  let taken = await read();
  await expect
    .poll(
      async () => {
        const again = await apiPage(n);
        if (JSON.stringify(again.items) === JSON.stringify(taken.page.items)) return "taken together";
        taken = await read();
        return "the page moved between the two reads";
      },
      { timeout: 30_000 },
    )
    .toBe("taken together");
  return taken;
}

describe("the catalogue's pages, as fetched without scripts", () => {
  it.each(["/", "/home", "/shop"])(
    "%s arrives with the catalogue's current page: name, price, minimum order, stock, image, Buy Now link",
    async (path) => {
      const { page: first, res, html } = await readTogether(path, 1);
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
    const second = await readTogether("/shop?page=2", 2);
    expect(second.html.cards).toEqual(second.page.items.map(expectedCard));
    expect(second.html.pager[1]).toEqual({ href: "/shop?page=2", current: true });
    expect(second.html.jsonLd).toEqual([itemList(second.page.items, 7)]);
    // The home page pages its own grid the same way; a page that is no number is page 1.
    const homeTwo = await readTogether("/?page=2", 2);
    expect(homeTwo.html.cards).toEqual(homeTwo.page.items.map(expectedCard));
    const bad = await readTogether("/shop?page=x<script>", 1);
    expect(bad.html.cards).toEqual(bad.page.items.map(expectedCard));

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
describe("the catalogue's pages in the browser", () => {
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
});

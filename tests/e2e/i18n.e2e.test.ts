/**
 * The shop in German and French (issue 51): `/fr/shop` and `/de/shop/<slug>` arrive as HTML in
 * their language (`<html lang>`, canonical URL, hreflang alternates), the sitemap lists every
 * language's pages; in the browser the Language switch changes the page's language, `lang` and
 * alternates, and the choice is remembered (the next English page offers it, never redirects);
 * the customer's screens speak French under /fr; a German page passes axe at 360 and 1280 px.
 * A product's page speaks the product's words too (item 3): at its German and French addresses
 * (scripts/seed-translations.ts), English where a field has no translation, its English address
 * under /de moved (301) to the German one.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../support/auth.js";
import { axeFindings } from "../support/axe.js";
import { signInThroughLogin, UI, waitForHydrated } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { SHOP_URL } from "../support/env.js";

const session = browserSession();
/**
 * A French visitor's browser: its languages, and a desktop Chrome's user agent (headless Chromium
 * says "HeadlessChrome", which the shop takes for a robot and offers no language).
 */
const FRENCH_BROWSER = {
  locale: "fr-FR",
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
};
/** The seeded product's page (scripts/seed-data.ts) and its German and French addresses. */
const PRODUCT = "/shop/gimbal-x1-bundle";
const PRODUCT_DE = "/de/shop/gimbal-x1-set";
const PRODUCT_FR = "/fr/shop/pack-gimbal-x1";

/** A page's language, canonical URL and hreflang alternates, read by the browser's parser (no scripts). */
interface Head {
  lang: string;
  canonical: string | null;
  alternates: Record<string, string>;
  footer: string;
}

let parser: Page;
beforeAll(async () => {
  parser = await (await session.browser.newContext({ javaScriptEnabled: false })).newPage();
});

const readHead = (page: Page): Promise<Head> =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [
        l.getAttribute("hreflang") ?? "",
        l.getAttribute("href") ?? "",
      ]),
    ),
    footer: document.querySelector("footer h2")?.textContent ?? "",
  }));

/** GET a page as a crawler does and read its head. */
async function fetched(path: string): Promise<Head> {
  const res = await fetch(`${SHOP_URL}${path}`);
  expect(res.status, path).toBe(200);
  await parser.setContent(await res.text());
  return readHead(parser);
}

/** `path` in each language: the alternates every page in every language names. */
const alternatesOf = (path: string) => ({
  en: `${SHOP_URL}${path}`,
  de: `${SHOP_URL}/de${path}`,
  fr: `${SHOP_URL}/fr${path}`,
  "x-default": `${SHOP_URL}${path}`,
});

describe("the German and French pages as fetched without scripts", () => {
  it("/fr/shop and /de/shop/<slug>: lang, canonical URL, hreflang alternates, the chrome translated", async () => {
    expect(await fetched("/fr/shop")).toEqual({
      lang: "fr",
      canonical: `${SHOP_URL}/fr/shop`,
      alternates: alternatesOf("/shop"),
      footer: "Notre entreprise",
    });
    expect(await fetched(PRODUCT_DE)).toEqual({
      lang: "de",
      canonical: `${SHOP_URL}${PRODUCT_DE}`,
      // Each language's own address (issue 51, item 3).
      alternates: {
        en: `${SHOP_URL}${PRODUCT}`,
        de: `${SHOP_URL}${PRODUCT_DE}`,
        fr: `${SHOP_URL}${PRODUCT_FR}`,
        "x-default": `${SHOP_URL}${PRODUCT}`,
      },
      footer: "Unternehmen",
    });
    // English at today's paths, unchanged but for its alternates.
    expect(await fetched("/about")).toMatchObject({ lang: "en", canonical: `${SHOP_URL}/about` });
  });

  it("sitemap.xml lists every language's pages, products too", async () => {
    const xml = await (await fetch(`${SHOP_URL}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/about",
      "/de/about",
      "/fr/about",
      "/de/shop",
      "/fr",
      PRODUCT,
      PRODUCT_DE,
      PRODUCT_FR,
    ]) {
      expect(locs, path).toContain(new URL(path, SHOP_URL).href);
    }
  });
});

describe("a product's own words in German and French", () => {
  it("/de/shop/<English slug> moves (301) to the German address", async () => {
    const res = await fetch(`${SHOP_URL}/de${PRODUCT}`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location") ?? "", SHOP_URL).pathname).toBe(PRODUCT_DE);
  });

  const cases = [
    {
      path: PRODUCT_DE,
      name: "Gimbal X1 Set",
      description: "3-Achsen-Gimbal mit der X1-Kamera",
      alt: "Gimbal X1 Set, Vorderansicht",
      option: "Farbe",
    },
    {
      path: PRODUCT_FR,
      name: "Pack Gimbal X1",
      description: "Stabilisateur 3 axes avec la caméra X1",
      alt: "Pack Gimbal X1, vue de face",
      option: "Couleur",
    },
  ];
  for (const c of cases) {
    it(`${c.path}: name, description, alt text, option and head translated, specifications in English`, async () => {
      const page = await (await session.newContext()).newPage();
      await page.goto(`${SHOP_URL}${c.path}`);
      await page.getByRole("heading", { level: 1, name: c.name }).waitFor(UI);
      await waitForHydrated(page, "h1");
      await page.getByText(c.description).first().waitFor(UI);
      await page.getByRole("img", { name: c.alt }).first().waitFor(UI);
      await page.getByRole("group", { name: c.option }).waitFor(UI);
      // Left untranslated in the seed: the English specification, never a key.
      await page.getByText("Battery life").first().waitFor(UI);
      const head = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
          (s) => s.textContent ?? "",
        ),
      }));
      expect(head.title).toContain(c.name);
      expect(head.description).not.toBe("");
      expect(head.jsonLd.some((j) => j.includes(`"name":"${c.name}"`))).toBe(true);
      expect(page.url()).toBe(`${SHOP_URL}${c.path}`);
    });
  }
});

describe("the Language switch in the browser", () => {
  it("turns /fr/shop to German with its lang and alternates, and the choice is remembered", async () => {
    const context = await session.newContext(FRENCH_BROWSER);
    const page = await context.newPage();
    await page.goto(`${SHOP_URL}/fr/shop`);
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByRole("link", { name: "Boutique" }).waitFor(UI);
    await waitForHydrated(page, 'a[hreflang="de"]');
    // The browser prefers French and the page is French: nothing is offered.
    expect(await page.locator(".language-offer").count()).toBe(0);

    await page.getByRole("group", { name: "Langue" }).getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(`${SHOP_URL}/de/shop`, UI);
    await page.getByRole("navigation", { name: "Hauptmenü" }).waitFor(UI);
    await expect
      .poll(() => readHead(page))
      .toEqual({
        lang: "de",
        canonical: `${SHOP_URL}/de/shop`,
        alternates: alternatesOf("/shop"),
        footer: "Unternehmen",
      });
    expect(await page.evaluate(() => localStorage.getItem("gimbal.locale"))).toBe("de");

    // The next visit to an English page stays English (no redirect) and offers the chosen German.
    const next = await context.newPage();
    await next.goto(`${SHOP_URL}/about`);
    await waitForHydrated(next, 'a[hreflang="de"]');
    const offer = next.locator(".language-offer");
    await offer.getByText("Diese Seite gibt es auch auf Deutsch.").waitFor(UI);
    expect(next.url()).toBe(`${SHOP_URL}/about`);
    expect(await next.evaluate(() => document.documentElement.lang)).toBe("en");
    await offer.getByRole("link", { name: "Deutsch" }).click();
    await next.waitForURL(`${SHOP_URL}/de/about`, UI);
    await expect.poll(() => next.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await next.locator(".language-offer").count()).toBe(0);
  });

  it("offers a first visit its browser's language, and the customer's screens speak it", async () => {
    const user = await createCustomer("Camille Lyon");
    const context = await session.newContext(FRENCH_BROWSER);
    const page = await signInThroughLogin(context, user.email, user.password);
    await page.goto(`${SHOP_URL}/shop`);
    await waitForHydrated(page, 'a[hreflang="fr"]');
    await page.locator(".language-offer").getByRole("link", { name: "Français" }).click();
    await page.waitForURL(`${SHOP_URL}/fr/shop`, UI);

    await page.goto(`${SHOP_URL}/fr/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Mes produits (0)" }).waitFor(UI);
    await page
      .getByText("Vous n’avez encore rien acheté. Trouvez votre bonheur dans la boutique.")
      .waitFor(UI);
    await page.goto(`${SHOP_URL}/fr/cart`);
    await page.getByText("Votre panier est vide.").waitFor(UI);
    await page.getByRole("link", { name: "Aller à la boutique" }).click();
    await page.waitForURL(`${SHOP_URL}/fr/shop`, UI);
    await page.goto(`${SHOP_URL}/fr/dashboard/profile`);
    await page.getByRole("heading", { level: 1, name: "Mon profil" }).waitFor(UI);
    await page.getByRole("group", { name: "Adresse" }).getByLabel("Pays").waitFor(UI);
    expect(await page.getByLabel("Pays").locator("option:checked").textContent()).toBe("États-Unis");
  });
});

describe("axe on German pages", () => {
  it("/de/shop, /de/about and a German product page pass WCAG 2.2 A/AA and serious best practice at 360 and 1280 px", async () => {
    const findings: string[] = [];
    for (const width of [360, 1280]) {
      const page = await (await session.newContext({ viewport: { width, height: 800 } })).newPage();
      for (const path of ["/de/shop", "/de/about", PRODUCT_DE]) {
        await page.goto(`${SHOP_URL}${path}`);
        await page.getByRole("navigation", { name: "Hauptmenü" }).waitFor(UI);
        findings.push(...(await axeFindings(page, `${path} @${width}px`)));
      }
    }
    expect(findings).toEqual([]);
  });
});

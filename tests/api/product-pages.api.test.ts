/**
 * Product pages (issue 34): product reviews through the API (who may write one, one per customer,
 * edit and delete their own, the summary), then `/shop/:slug` as a browser without JavaScript and a
 * search engine get it from the storefront function: h1, specifications, price, the reviews'
 * average, JSON-LD that matches GET /products/:id/reviews, preview tags, a renamed address's 301,
 * and the live sitemap.
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import {
  REVIEW_NOT_RECEIVED_MESSAGE,
  applyPurchaseEvent,
  newPurchase,
  slugFromName,
  type ProductPageAnswer,
  type ProductPageProduct,
  type ProductReviewPage,
  type PurchaseState,
  type ReviewEligibilityAnswer,
} from "@shop/domain";
import { purchaseDocument } from "../../scripts/lib/purchase-document.js";
import type { TestUser } from "../support/auth.js";
import { db } from "../support/admin-sdk.js";
import { SHOP_URL } from "../support/env.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const PHOTOS = [1, 2, 3].map((n) => ({
  url: `/images/products/x12-bundle.svg?v=${n}`,
  alt: `Review gimbal, view ${n}`,
}));
const SPECS = [
  ["Payload", "80–280 g"],
  ["Battery life", "6-8 hours"],
  ["Weight", "420 g"],
  ["Axes", "3 (pan, tilt, roll)"],
  ["In the box", "Gimbal, X12 camera, mini tripod, USB-C cable"],
];

let admin: TestUser;
let productId: string;
let name: string;

/** A purchase of the product by `user`, taken to `state` as the shop's services would. */
async function plantPurchase(user: TestUser, state: PurchaseState): Promise<void> {
  const at = Date.now();
  let purchase = newPurchase({
    product: { id: productId, name, image: PHOTOS[0]?.url ?? "", priceCents: 31900 },
    quantity: 2,
    buyer: { uid: user.uid, name: user.email, email: user.email },
    address: "1 Review Street, Springfield, IL 62701",
    phone: "+1 555 0100",
    at,
    holdSeconds: 3600,
  });
  const events = [
    { type: "pay", paymentIntentId: `pi_review_${user.uid}` },
    { type: "ship", carrier: "UPS", trackingNumber: "1Z999" },
  ] as const;
  for (const event of state === "shipped" ? events : events.slice(0, 1)) {
    const outcome = applyPurchaseEvent(purchase, event, Date.now());
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    purchase = outcome.after;
  }
  await db.collection("purchases").doc().set(purchaseDocument(purchase, Timestamp.fromMillis));
}

const review = (star: number, title = `${star} stars`) => ({ star, title, text: `I gave it ${star} stars.` });
const reviewsOf = async () => (await call<ProductReviewPage>("GET", `/products/${productId}/reviews`)).body;

beforeAll(async () => {
  admin = await signInAdmin();
  name = `Review Gimbal ${Date.now()}`;
  const created = await call<{ insertedId: string }>("POST", "/products", {
    token: admin.idToken,
    body: {
      name,
      description: "A gimbal the review tests sell.",
      image: "/images/products/x12-bundle.svg",
      minimumOrder: 1,
      availableOrder: 8,
      priceCents: 31900,
    },
  });
  expect(created.status, created.text).toBe(201);
  productId = created.body.insertedId;
  const page = await call<ProductPageProduct>("PATCH", `/products/${productId}/page`, {
    token: admin.idToken,
    body: { photos: PHOTOS, specifications: SPECS.map(([label, value]) => ({ label, value })) },
  });
  expect(page.status, page.text).toBe(200);
  expect(page.body.slug).toBe(slugFromName(name));
});

describe("product reviews", () => {
  it(
    "only customers who received the product review it, once each; they edit and delete their own",
    { timeout: 120_000 },
    async () => {
      const [received, another, notReceived] = await Promise.all([
        registeredCustomer("Rita Reviewer"),
        registeredCustomer("Otto Owner"),
        registeredCustomer("Nina Notyet"),
      ]);
      await Promise.all([
        plantPurchase(received, "shipped"),
        plantPurchase(another, "shipped"),
        plantPurchase(notReceived, "paid"),
      ]);
      const path = `/products/${productId}/reviews`;
      // What the page asks before it shows the form: received, and the customer's review.
      const eligibility = async (user: TestUser) =>
        (await call<ReviewEligibilityAnswer>("GET", `${path}/eligibility`, { token: user.idToken })).body;
      expect(await eligibility(notReceived)).toEqual({ received: false, review: null });
      expect(await eligibility(received)).toEqual({ received: true, review: null });
      expectError(await call("GET", `${path}/eligibility`), 401, "unauthenticated");
      expectError(
        await call("GET", "/products/no-such-product/reviews/eligibility", { token: received.idToken }),
        404,
        "not-found",
      );
      expectError(await call("POST", path, { body: review(5) }), 401, "unauthenticated");
      expectError(
        await call("POST", path, { token: notReceived.idToken, body: review(5) }),
        403,
        "permission-denied",
        REVIEW_NOT_RECEIVED_MESSAGE,
      );
      expectError(
        await call("POST", path, { token: received.idToken, body: review(6) }),
        400,
        "invalid-argument",
      );
      expectError(
        await call("POST", path, { token: received.idToken, body: { star: 4, title: "", text: "x" } }),
        400,
        "invalid-argument",
      );
      expect(
        (await call("POST", path, { token: received.idToken, body: review(5, "Smooth footage") })).status,
      ).toBe(201);
      expectError(await call("POST", path, { token: received.idToken, body: review(4) }), 409, "conflict");
      expect(await eligibility(received)).toMatchObject({
        received: true,
        review: { star: 5, title: "Smooth footage", name: "Rita Reviewer", verifiedBuyer: true },
      });
      expect((await call("POST", path, { token: another.idToken, body: review(2) })).status).toBe(201);

      let page = await reviewsOf();
      expect(page.summary).toEqual({
        average: 3.5,
        count: 2,
        distribution: { "1": 0, "2": 1, "3": 0, "4": 0, "5": 1 },
      });
      expect(page.items.map((r) => [r.star, r.name, r.verifiedBuyer])).toEqual([
        [2, "Otto Owner", true],
        [5, "Rita Reviewer", true],
      ]);
      expect(JSON.stringify(page)).not.toContain(received.uid);

      const edited = await call("PUT", `${path}/mine`, {
        token: another.idToken,
        body: review(4, "Better after an update"),
      });
      expect(edited.status, edited.text).toBe(200);
      expect((await reviewsOf()).summary).toMatchObject({ average: 4.5, count: 2 });
      expect((await call("DELETE", `${path}/mine`, { token: another.idToken })).status).toBe(200);
      expectError(await call("GET", `${path}/mine`, { token: another.idToken }), 404, "not-found");
      expectError(await call("DELETE", `${path}/mine`, { token: notReceived.idToken }), 404, "not-found");
      page = await reviewsOf();
      expect(page.summary).toEqual({
        average: 5,
        count: 1,
        distribution: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 1 },
      });
      expectError(await call("GET", "/products/no-such-product/reviews"), 404, "not-found");
      expectError(await call("GET", `${path}?page=0`), 400, "invalid-argument");
    },
  );
});

/** The page as a browser without JavaScript gets it. */
async function fetchPage(slug: string) {
  const res = await fetch(`${SHOP_URL}/shop/${slug}`, { redirect: "manual" });
  return { res, html: await res.text() };
}

/** The page's JSON-LD graph, by type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1] ?? "{}") as { "@graph"?: Record<string, unknown>[] })
    .flatMap((d) => d["@graph"] ?? []);
  return Object.fromEntries(nodes.map((n) => [String(n["@type"]), n]));
}

describe("/shop/:slug without JavaScript", () => {
  it(
    "serves the product's page with its h1, specifications, price and reviews, JSON-LD matching the reviews API",
    { timeout: 120_000 },
    async () => {
      const slug = slugFromName(name);
      const { res, html } = await fetchPage(slug);
      expect(res.status, html.slice(0, 300)).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toContain("s-maxage=30");
      expect(html).toContain(`<h1>${name}</h1>`);
      expect(html).toContain(">Specifications</h2>");
      for (const [label, value] of SPECS)
        expect(html).toContain(`<th scope="row">${label}</th><td>${value}</td>`);
      expect(html).toContain("$319.00");
      expect(html).toContain("Only 8 left");
      expect(html).toContain(`href="/products/${productId}"`);
      expect(html).toContain(`data-prerendered="/shop/${slug}"`);
      expect(html).toContain(`<link rel="canonical" href="${SHOP_URL}/shop/${slug}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${SHOP_URL}${PHOTOS[0]?.url}"/>`);
      expect(html).toContain('<meta name="twitter:card"');
      expect(html).toMatch(/<img[^>]*class="gallery__photo"[^>]*>/);

      const reviews = await reviewsOf();
      expect(html).toContain(`${reviews.summary.average.toFixed(1)}</span> out of 5`);
      const ld = jsonLd(html);
      expect(ld.Product).toMatchObject({
        name,
        offers: { price: "319.00", priceCurrency: "USD", availability: "https://schema.org/InStock" },
        aggregateRating: { ratingValue: reviews.summary.average, reviewCount: reviews.summary.count },
      });
      expect(ld.Product?.image).toHaveLength(3);
      expect((ld.Product?.review as unknown[]).length).toBe(reviews.items.length);
      expect(ld.BreadcrumbList?.itemListElement).toHaveLength(3);

      // A customer who received it reviews it: the page's average moves.
      const late = await registeredCustomer("Lena Late");
      await plantPurchase(late, "shipped");
      expect(
        (await call("POST", `/products/${productId}/reviews`, { token: late.idToken, body: review(1) }))
          .status,
      ).toBe(201);
      const after = jsonLd((await fetchPage(slug)).html).Product?.aggregateRating;
      expect(after).toMatchObject({ ratingValue: 3, reviewCount: 2 });
    },
  );

  it(
    "answers 301 from a former address, 404 for none, and lists every product's page in the live sitemap",
    { timeout: 120_000 },
    async () => {
      const old = slugFromName(name);
      const renamed = `${old}-pro`;
      const change = await call<ProductPageProduct>("PATCH", `/products/${productId}/page`, {
        token: admin.idToken,
        body: { slug: renamed, seoTitle: "Review Gimbal Pro", seoDescription: "The pro one." },
      });
      expect(change.status, change.text).toBe(200);
      const moved = await fetchPage(old);
      expect(moved.res.status).toBe(301);
      expect(moved.res.headers.get("location")).toBe(`/shop/${renamed}`);
      const byId = await fetchPage(productId);
      expect([byId.res.status, byId.res.headers.get("location")]).toEqual([301, `/shop/${renamed}`]);
      const now = await fetchPage(renamed);
      expect(now.res.status).toBe(200);
      expect(now.html).toContain("<title>Review Gimbal Pro | Gimbal</title>");
      expect(now.html).toContain('<meta name="description" content="The pro one."/>');
      expect((await fetchPage("no-such-gimbal")).res.status).toBe(404);

      // Another product may not take either address.
      const other = await call<{ insertedId: string }>("POST", "/products", {
        token: admin.idToken,
        body: {
          name,
          description: "Same name.",
          image: "/images/products/x1-bundle.svg",
          minimumOrder: 1,
          availableOrder: 5,
          priceCents: 100,
        },
      });
      const otherPage = await call<ProductPageAnswer>("GET", `/product-pages/${old}-2`);
      expect(otherPage.body.product._id).toBe(other.body.insertedId);
      const taken = await call("PATCH", `/products/${other.body.insertedId}/page`, {
        token: admin.idToken,
        body: { slug: old },
      });
      expectError(taken, 409, "conflict");
      expectError(
        await call("PATCH", `/products/${productId}/page`, {
          token: admin.idToken,
          body: { slug: "Not A Slug" },
        }),
        400,
        "invalid-argument",
      );

      const sitemap = await fetch(`${SHOP_URL}/sitemap.xml`);
      expect(sitemap.headers.get("content-type")).toContain("xml");
      const xml = await sitemap.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs.slice(0, 6)).toEqual(
        ["/", "/about", "/services", "/contact", "/shop", "/accessibility"].map(
          (p) => new URL(p, SHOP_URL).href,
        ),
      );
      expect(xml).toMatch(new RegExp(`<loc>${SHOP_URL}/shop/${renamed}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
      expect(locs).not.toContain(`${SHOP_URL}/shop/${old}`);
      const robots = await (await fetch(`${SHOP_URL}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
    },
  );

  it(
    "renders the reviews' later pages at ?page=N, each page number a link to it",
    { timeout: 120_000 },
    async () => {
      // The page's current address (the test above renamed it).
      const address = (await fetchPage(productId)).res.headers.get("location") ?? "";
      expect(address).toMatch(/^\/shop\/[a-z0-9-]+$/);
      // Four more reviews: six in all, so the first one written is alone on page 2.
      const more = await Promise.all([1, 2, 3, 4].map((n) => registeredCustomer(`Page Reviewer ${n}`)));
      for (const [i, customer] of more.entries()) {
        await plantPurchase(customer, "shipped");
        const posted = await call("POST", `/products/${productId}/reviews`, {
          token: customer.idToken,
          body: review(4, `Later review ${i + 1}`),
        });
        expect(posted.status, posted.text).toBe(201);
      }
      const api = (await call<ProductReviewPage>("GET", `/products/${productId}/reviews?page=2`)).body;
      expect([api.total, api.items.map((r) => r.title)]).toEqual([6, ["Smooth footage"]]);

      /** The page number `n`'s element in the review pages' navigation. */
      const link = (html: string, n: number) =>
        [...html.matchAll(/<(?:a|button)\b[^>]*>/g)]
          .map((m) => m[0])
          .find((tag) => tag.includes(`aria-label="Page ${n}"`)) ?? "";
      const first = await fetch(`${SHOP_URL}${address}`).then((r) => r.text());
      expect(first).toContain("Later review 4");
      expect(first).not.toContain("Smooth footage");
      expect(link(first, 2)).toMatch(new RegExp(`^<a [^>]*href="${address}\\?page=2"`));
      expect(link(first, 1)).toContain('aria-current="page"');

      const second = await fetch(`${SHOP_URL}${address}?page=2`);
      const html = await second.text();
      expect(second.status).toBe(200);
      expect(html).toContain("Smooth footage");
      expect(html).not.toContain("Later review 4");
      expect(link(html, 2)).toContain('aria-current="page"');
      expect(link(html, 1)).toMatch(new RegExp(`^<a [^>]*href="${address}"`));
      expect(html).toContain(`data-prerendered="${address}"`);
      expect(html).toContain(`<link rel="canonical" href="${SHOP_URL}${address}"/>`);
    },
  );
});

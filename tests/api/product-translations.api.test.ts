/**
 * Issue 51, item 3: a product's words per language. The public reads answer in the language asked
 * (`Accept-Language`: `de-AT` → German, `fr-CH` → French, anything else → English, field by field
 * with English where a language has none; no header: today's English answer); staff with the
 * products area write one language with `PUT /products/:id/translations/:locale` (validated,
 * audited in the same transaction, idempotent) and read which fields each language lacks.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  COLLECTIONS,
  IDEMPOTENT_REPLAYED_HEADER,
  ROLE_DENIED_MESSAGE,
  staffClaims,
  type AuditPage,
  type ProductAnswer,
  type ProductPage,
  type ProductPageAnswer,
  type ProductTranslationsAnswer,
} from "@shop/domain";
import { createCustomer, setClaims, type TestUser } from "../support/auth.js";
import { createTestProduct, db } from "../support/admin-sdk.js";
import { call, expectError } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

let owner: TestUser;
let manager: TestUser;
let support: TestUser;
let productId: string;
const run = randomUUID().slice(0, 8);
const slug = `lens-kit-${run}`;

const GERMAN = {
  name: `Objektivset ${run}`,
  description: "Vier Filter in einer Dose.",
  photoAlt: ["Das Set von vorn"],
  options: { Colour: { name: "Farbe", values: { Black: "Schwarz" } } },
};

beforeAll(async () => {
  owner = await signInAdmin();
  manager = await setClaims(await createCustomer("Translating Manager"), staffClaims({}, "manager"));
  support = await setClaims(await createCustomer("Translating Support"), staffClaims({}, "support"));
  productId = await createTestProduct({
    name: "Lens kit",
    description: "Four filters in a tin.",
    slug,
    photos: [
      { url: "/images/products/x1-bundle.webp", alt: "The kit from the front" },
      { url: "/images/hero-gimbal.webp", alt: "The kit on a gimbal" },
    ],
    specifications: [{ label: "Filters", value: "ND8, ND16" }],
    options: [{ name: "Colour", values: ["Black", "White"] }],
  });
  await db.collection(COLLECTIONS.slugs).doc(slug).set({ productId });
}, 60_000);

const put = (locale: string, body: unknown, user: TestUser = manager, key?: string) =>
  call<ProductTranslationsAnswer>("PUT", `/products/${productId}/translations/${locale}`, {
    token: user.idToken,
    body,
    ...(key && { headers: { "Idempotency-Key": key } }),
  });
const read = (language?: string) =>
  call<ProductAnswer>("GET", `/products/${productId}`, {
    ...(language && { headers: { "Accept-Language": language } }),
  });

describe("writing a language's words (staff with the products area)", () => {
  it("keeps German, derives its address from the name, lists what is missing, and audits it", async () => {
    const key = randomUUID();
    const res = await put("de", GERMAN, manager, key);
    expect(res.status, res.text).toBe(200);
    expect(res.body.translations.de).toMatchObject({ ...GERMAN, slug: `objektivset-${run}` });
    expect(res.body.missing.de).toEqual(["specifications", "photoAlt", "options"]);
    expect(res.body.missing.fr).toContain("name");
    expect(res.body.english).toMatchObject({ name: "Lens kit", slug });
    // The same key again: the kept answer, written once.
    const again = await put("de", GERMAN, manager, key);
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe("true");

    const staffRead = await call<ProductTranslationsAnswer>("GET", `/products/${productId}/translations`, {
      token: manager.idToken,
    });
    expect(staffRead.status, staffRead.text).toBe(200);
    expect(staffRead.body.missing.de).toEqual(["specifications", "photoAlt", "options"]);

    const trail = await call<AuditPage>("GET", `/audit?kind=product-translations&person=${manager.uid}`, {
      token: owner.idToken,
    });
    const entries = trail.body.items.filter((e) => e.path === `products/${productId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorRole: "manager",
      before: { locale: "de", name: null, slug: null },
      after: { locale: "de", name: GERMAN.name, slug: `objektivset-${run}` },
    });
  });

  it("refuses bad input (400), another role (403), an unknown product (404)", async () => {
    expectError(await put("es", { name: "Kit" }), 400, "invalid-argument");
    expectError(await put("de", { slug: "Not An Address" }), 400, "invalid-argument");
    expectError(await put("de", { colour: "red" }), 400, "invalid-argument");
    expectError(await put("de", { photoAlt: ["a", "b", "c"] }), 400, "invalid-argument");
    expectError(await put("de", { options: { Size: { name: "Größe" } } }), 400, "invalid-argument");
    expectError(await put("de", { name: "Kit" }, support), 403, "permission-denied", ROLE_DENIED_MESSAGE);
    const other = await call("GET", `/products/${productId}/translations`, { token: support.idToken });
    expectError(other, 403, "permission-denied", ROLE_DENIED_MESSAGE);
    const missing = await call("PUT", "/products/no-such-product-51/translations/fr", {
      token: manager.idToken,
      body: { name: "Kit" },
    });
    expectError(missing, 404, "not-found");
  });
});

describe("the public reads in the asked language", () => {
  it("answers German for de-AT field by field, English where German has none", async () => {
    const res = await read("de-AT,de;q=0.9");
    expect(res.status, res.text).toBe(200);
    expect(res.body).not.toHaveProperty("translations");
    expect(res.body).toMatchObject({
      name: GERMAN.name,
      description: GERMAN.description,
      slug: `objektivset-${run}`,
      specifications: [{ label: "Filters", value: "ND8, ND16" }],
      options: [{ name: "Farbe", values: ["Schwarz", "White"] }],
    });
    expect(res.body.photos?.map((p) => p.alt)).toEqual(["Das Set von vorn", "The kit on a gimbal"]);
  });

  it("answers English for fr-CH without French, an unknown language, and no header (as before)", async () => {
    const english = await read();
    expect(english.body).toMatchObject({ name: "Lens kit", slug, options: [{ name: "Colour" }] });
    expect(english.body).not.toHaveProperty("translations");
    expect((await read("fr-CH")).text).toBe(english.text);
    expect((await read("es-ES")).text).toBe(english.text);
  });

  it("French once written: fr-CH reads it; the list and the page answer it too", async () => {
    expect((await put("fr", { name: "Kit d’objectifs", slug: `kit-objectifs-${run}` })).status).toBe(200);
    expect((await read("fr-CH")).body).toMatchObject({
      name: "Kit d’objectifs",
      description: "Four filters in a tin.",
    });
    const list = await call<ProductPage>("GET", "/products?pageSize=50", {
      headers: { "Accept-Language": "fr" },
    });
    expect(list.body.items.find((p) => p._id === productId)?.name).toBe("Kit d’objectifs");

    const page = await call<ProductPageAnswer>("GET", `/product-pages/kit-objectifs-${run}`, {
      headers: { "Accept-Language": "fr-FR" },
    });
    expect(page.status, page.text).toBe(200);
    expect(page.body.product).toMatchObject({
      name: "Kit d’objectifs",
      slug: `kit-objectifs-${run}`,
      seoTitle: "Kit d’objectifs",
      localeSlugs: { en: slug, de: `objektivset-${run}`, fr: `kit-objectifs-${run}` },
    });
    // Another product may not take a language's address.
    const otherId = await createTestProduct({ name: "Other kit" });
    const taken = await call("PUT", `/products/${otherId}/translations/de`, {
      token: manager.idToken,
      body: { slug: `kit-objectifs-${run}` },
    });
    expectError(taken, 409, "conflict");
  });
});

/**
 * A product's words in German and French (issue 51): staff with the products area read them beside
 * the English text with the fields each language lacks, and write one language at a time. A
 * language's page address is its own (`slugs/{slug}`, unique across the shop, kept when it changes
 * so the former one answers 301); without one given it comes from the translated name.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  missingTranslations,
  slugFromName,
  type AuditSummary,
  type Product,
  type ProductTranslation,
  type ProductTranslationInput,
  type ProductTranslationsAnswer,
  type TranslatedLocale,
} from "@shop/domain";
import { AppError } from "../../platform/app-error.js";
import { recordAudit } from "../../platform/audit/audit-trail.js";
import type { Caller } from "../../platform/caller.js";
import { inTransaction } from "../../platform/firestore.js";
import { readDoc, txRead } from "../../platform/reads.js";
import { PRODUCT_NOT_FOUND, productsCol, slugsCol } from "../data.js";
import { claimFreeSlug, claimSlug } from "../product-pages.js";

/** GET /products/:id/translations (staff). */
export async function getProductTranslations(id: string): Promise<ProductTranslationsAnswer> {
  const snap = await readDoc(productsCol.doc(id));
  const p = snap.data();
  if (!p) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  return {
    _id: snap.id,
    english: {
      name: p.name,
      description: p.description,
      slug: p.slug ?? snap.id,
      specifications: p.specifications ?? [],
      photos: p.photos?.length ? p.photos : [{ url: p.image, alt: p.name }],
      seoTitle: p.seoTitle ?? "",
      seoDescription: p.seoDescription ?? "",
      options: p.options ?? [],
    },
    translations: p.translations ?? {},
    missing: missingTranslations(p),
  };
}

/** PUT /products/:id/translations/:locale (staff): the language's words replaced, audited. */
export async function setProductTranslation(
  actor: Caller,
  id: string,
  locale: TranslatedLocale,
  input: ProductTranslationInput,
): Promise<ProductTranslationsAnswer> {
  const ref = productsCol.doc(id);
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, ref)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    refuseWhatDoesNotFit(product, input);
    const before = product.translations?.[locale] ?? {};
    const words = withoutEmpty(input);
    const slug = await translatedSlug(tx, id, product, words, before);
    const after: ProductTranslation = { ...words, ...(slug !== undefined && { slug }) };
    tx.update(ref, { [`translations.${locale}`]: after, updatedAt: Date.now() });
    recordAudit(tx, actor, {
      kind: "product-translations",
      path: ref.path,
      before: summary(locale, before),
      after: summary(locale, after),
    });
  });
  return getProductTranslations(id);
}

/** Alt texts for photos the product has, and options and values it has (named in English). */
function refuseWhatDoesNotFit(product: Product, input: ProductTranslationInput): void {
  const photos = product.photos?.length ?? 1;
  if ((input.photoAlt?.length ?? 0) > photos)
    throw new AppError(
      "invalid-argument",
      `The product has ${photos} photos: give at most ${photos} alt texts`,
    );
  for (const [name, t] of Object.entries(input.options ?? {})) {
    const option = product.options?.find((o) => o.name === name);
    if (!option) throw new AppError("invalid-argument", `The product has no option ${name}`);
    const unknown = Object.keys(t.values ?? {}).find((v) => !option.values.includes(v));
    if (unknown !== undefined)
      throw new AppError("invalid-argument", `The option ${name} has no value ${unknown}`);
  }
}

/** The translation as kept: empty texts and lists left out (they fall back to English). */
function withoutEmpty(input: ProductTranslationInput): ProductTranslation {
  const out: ProductTranslation = {};
  for (const key of ["name", "description", "seoTitle", "seoDescription", "slug"] as const) {
    const value = input[key];
    if (value) out[key] = value;
  }
  if (input.specifications?.length) out.specifications = input.specifications;
  if (input.photoAlt?.some(Boolean)) out.photoAlt = input.photoAlt;
  const options = Object.entries(input.options ?? {}).flatMap(([name, t]) => {
    const values = Object.fromEntries(Object.entries(t.values ?? {}).filter(([, v]) => v));
    const kept = { ...(t.name && { name: t.name }), ...(Object.keys(values).length > 0 && { values }) };
    return Object.keys(kept).length > 0 ? [[name, kept] as const] : [];
  });
  if (options.length > 0) out.options = Object.fromEntries(options);
  return out;
}

/**
 * The language's address: the one given (409 when another product has it), else the one it had,
 * else one from the translated name (the next free one), else none (the English one is used).
 */
async function translatedSlug(
  tx: Transaction,
  id: string,
  product: Product,
  words: ProductTranslation,
  before: ProductTranslation,
): Promise<string | undefined> {
  if (words.slug) return claimSlug(tx, words.slug, id);
  if (before.slug && (!words.name || words.name === before.name)) return before.slug;
  if (!words.name) return undefined;
  const own = slugFromName(words.name);
  if (own === product.slug) return undefined;
  const owner = (await txRead(tx, slugsCol.doc(own))).data();
  if (owner?.productId === id) return own;
  return claimFreeSlug(tx, words.name, id);
}

/** The audit entry's short before/after: the language, its name and address, the fields it has. */
function summary(locale: TranslatedLocale, t: ProductTranslation): AuditSummary {
  return {
    locale,
    name: t.name ?? null,
    slug: t.slug ?? null,
    fields: Object.keys(t).sort().join(","),
  };
}

/**
 * A product's public page: its address (slug), photos, specifications and SEO texts. Every address
 * a product ever had stays in `slugs/{slug}` pointing at it, so a former address still finds the
 * product (the page answers 301 to the current one) and no other product can take it.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  type AuditSummary,
  DEFAULT_LOCALE,
  LOCALES,
  localeSlugs,
  localizeProduct,
  pricesOf,
  SLUG_TAKEN_MESSAGE,
  slugFromName,
  type Locale,
  type Product,
  type ProductVariant,
  type ProductPageInput,
  type ProductPageProduct,
  type WithId,
  variantsOf,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
import { recordAudit } from "../platform/audit/audit-trail.js";
import type { Caller } from "../platform/caller.js";
import { inTransaction } from "../platform/firestore.js";
import { readDoc, readQuery, txRead } from "../platform/reads.js";
import { PRODUCT_NOT_FOUND, productsCol, slugsCol } from "./data.js";

/** A free address for a new product named `name`: its slug, else the slug with -2, -3… */
export async function claimFreeSlug(tx: Transaction, name: string, productId: string): Promise<string> {
  const base = slugFromName(name);
  for (let n = 1; n <= 20; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 76)}-${n}`;
    if (!(await txRead(tx, slugsCol.doc(slug))).exists) {
      tx.create(slugsCol.doc(slug), { productId });
      return slug;
    }
  }
  return claimSlug(tx, productId, productId);
}

/** Claims `slug` for the product (its own former address too); refuses another product's. */
export async function claimSlug(tx: Transaction, slug: string, productId: string): Promise<string> {
  const owner = (await txRead(tx, slugsCol.doc(slug))).data();
  if (owner && owner.productId !== productId) throw new AppError("conflict", SLUG_TAKEN_MESSAGE);
  if (!owner) tx.create(slugsCol.doc(slug), { productId });
  return slug;
}

/** What `/shop/:slug` finds: the product, or the address it moved to (301), or nothing. */
export type SlugLookup =
  { kind: "product"; product: WithId<Product> } | { kind: "moved"; slug: string } | { kind: "none" };

/**
 * The product at `slug`: a current or former address (`slugs/`, an address in any language), or a
 * product id (a product made before pages had addresses). 2 reads. An address that is not the
 * product's current one in `locale` (its English one under /de, issue 51) has moved to it.
 */
export async function findProductBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<SlugLookup> {
  const owner = (await readDoc(slugsCol.doc(slug))).data();
  const snap = await readDoc(productsCol.doc(owner?.productId ?? slug));
  const product = snap.data();
  if (!product) return { kind: "none" };
  const current =
    product.slug && localeSlugs({ slug: product.slug, translations: product.translations })[locale];
  if (current && current !== slug) return { kind: "moved", slug: current };
  return { kind: "product", product: { _id: snap.id, ...product } };
}

/**
 * The product as its page shows it in `locale` (photos default to the card's image), its words
 * translated where the language has them (issue 51); `variants`: with their exact stock.
 */
export function pageProduct(
  p: WithId<Product>,
  locale: Locale = DEFAULT_LOCALE,
  variants: ProductVariant[] = variantsOf(p._id, p),
): ProductPageProduct {
  const product = pageFields(localizeProduct({ ...p, variants }, locale).product);
  const slugs = p.slug ? localeSlugs({ slug: p.slug, translations: p.translations }) : undefined;
  const translated = slugs && LOCALES.some((l) => slugs[l] !== p.slug);
  return translated ? { ...product, localeSlugs: slugs } : product;
}

function pageFields(
  p: Omit<WithId<Product>, "translations"> & { variants: ProductVariant[] },
): ProductPageProduct {
  return {
    _id: p._id,
    slug: p.slug ?? p._id,
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    currency: "USD",
    prices: pricesOf(p),
    minimumOrder: p.minimumOrder,
    maxPerOrder: p.maxPerOrder ?? null,
    availableOrder: p.availableOrder,
    photos: p.photos?.length ? p.photos : [{ url: p.image, alt: p.name }],
    specifications: p.specifications ?? [],
    seoTitle: p.seoTitle || p.name,
    seoDescription: p.seoDescription || p.description.slice(0, 160),
    updatedAt: p.updatedAt ?? p.createdAt,
    options: p.options ?? [],
    variants: p.variants,
  };
}

/**
 * PATCH /products/:id/page (admin): a new address (the old one then answers 301), photos in order
 * (the first becomes the card's image), specifications, SEO texts. One transaction.
 */
export async function changeProductPage(
  actor: Caller,
  id: string,
  input: ProductPageInput,
): Promise<ProductPageProduct> {
  const ref = productsCol.doc(id);
  await inTransaction(async (tx) => {
    const product = (await txRead(tx, ref)).data();
    if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    const slug = input.slug === undefined ? undefined : await claimSlug(tx, input.slug, id);
    const first = input.photos?.[0];
    tx.set(
      ref,
      {
        ...(slug !== undefined && { slug }),
        ...(input.photos && { photos: input.photos }),
        ...(first && { image: first.url }),
        ...(input.specifications && { specifications: input.specifications }),
        ...(input.seoTitle !== undefined && { seoTitle: input.seoTitle }),
        ...(input.seoDescription !== undefined && { seoDescription: input.seoDescription }),
        updatedAt: Date.now(),
      },
      { merge: true },
    );
    recordAudit(tx, actor, {
      kind: "product-page",
      path: ref.path,
      before: pageSummary(product),
      after: pageSummary({
        slug: slug ?? product.slug,
        photos: input.photos ?? product.photos,
        specifications: input.specifications ?? product.specifications,
        seoTitle: input.seoTitle === undefined ? product.seoTitle : input.seoTitle,
        seoDescription: input.seoDescription === undefined ? product.seoDescription : input.seoDescription,
      }),
    });
  });
  const snap = await readDoc(ref);
  const product = snap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  return pageProduct({ _id: snap.id, ...product });
}

/** The trail's short form of a product page: its address, SEO texts and how many photos and specifications. */
function pageSummary(
  page: Pick<Product, "slug" | "photos" | "specifications" | "seoTitle" | "seoDescription">,
): AuditSummary {
  return {
    slug: page.slug ?? null,
    photos: page.photos?.length ?? 0,
    specifications: page.specifications?.length ?? 0,
    seoTitle: page.seoTitle ?? null,
    seoDescription: page.seoDescription ?? null,
  };
}

/** Every product page's address in each language and last change, for /sitemap.xml (1 read per product). */
export async function productPageEntries(): Promise<{ slugs: Record<Locale, string>; lastmod: number }[]> {
  const snap = await readQuery(productsCol.orderBy("createdAt", "desc"));
  return snap.docs.map((d) => {
    const p = d.data();
    return {
      slugs: localeSlugs({ slug: p.slug ?? d.id, translations: p.translations }),
      lastmod: p.updatedAt ?? p.createdAt,
    };
  });
}

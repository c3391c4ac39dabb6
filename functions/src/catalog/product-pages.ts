/**
 * A product's public page: its address (slug), photos, specifications and SEO texts. Every address
 * a product ever had stays in `slugs/{slug}` pointing at it, so a former address still finds the
 * product (the page answers 301 to the current one) and no other product can take it.
 */
import type { Transaction } from "firebase-admin/firestore";
import {
  pricesOf,
  SLUG_TAKEN_MESSAGE,
  slugFromName,
  type Product,
  type ProductPageInput,
  type ProductPageProduct,
  type WithId,
  variantsOf,
} from "@shop/domain";
import { AppError } from "../platform/app-error.js";
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
async function claimSlug(tx: Transaction, slug: string, productId: string): Promise<string> {
  const owner = (await txRead(tx, slugsCol.doc(slug))).data();
  if (owner && owner.productId !== productId) throw new AppError("conflict", SLUG_TAKEN_MESSAGE);
  if (!owner) tx.create(slugsCol.doc(slug), { productId });
  return slug;
}

/** What `/shop/:slug` finds: the product, or the address it moved to (301), or nothing. */
export type SlugLookup =
  { kind: "product"; product: WithId<Product> } | { kind: "moved"; slug: string } | { kind: "none" };

/**
 * The product at `slug`: a current or former address (`slugs/`), or a product id (a product made
 * before pages had addresses). 2 reads.
 */
export async function findProductBySlug(slug: string): Promise<SlugLookup> {
  const owner = (await readDoc(slugsCol.doc(slug))).data();
  const snap = await readDoc(productsCol.doc(owner?.productId ?? slug));
  const product = snap.data();
  if (!product) return { kind: "none" };
  if (product.slug && product.slug !== slug) return { kind: "moved", slug: product.slug };
  return { kind: "product", product: { _id: snap.id, ...product } };
}

/** The product as its page shows it (photos default to the card's image). */
export function pageProduct(p: WithId<Product>): ProductPageProduct {
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
    variants: variantsOf(p._id, p),
  };
}

/**
 * PATCH /products/:id/page (admin): a new address (the old one then answers 301), photos in order
 * (the first becomes the card's image), specifications, SEO texts. One transaction.
 */
export async function changeProductPage(id: string, input: ProductPageInput): Promise<ProductPageProduct> {
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
  });
  const snap = await readDoc(ref);
  const product = snap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  return pageProduct({ _id: snap.id, ...product });
}

/** Every product page's path and last change, for /sitemap.xml (1 read per product). */
export async function productPageEntries(): Promise<{ path: string; lastmod: number }[]> {
  const snap = await readQuery(productsCol.orderBy("createdAt", "desc"));
  return snap.docs.map((d) => {
    const p = d.data();
    return { path: `/shop/${p.slug ?? d.id}`, lastmod: p.updatedAt ?? p.createdAt };
  });
}

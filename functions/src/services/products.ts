import type { Page, Product, ProductInput, WithId } from "@shop/domain";
import { productsCol } from "../data/converters.js";
import { inTransaction } from "../data/firestore.js";
import { readNewestFirstPage, type PageRequest } from "../data/paging.js";
import { readDoc, txRead } from "../data/reads.js";
import { AppError } from "../core/app-error.js";

export const PRODUCT_NOT_FOUND = "Product not found";

/** One page ordered by creation time (newest first), plus the collection's count (1 read per 1000). */
export function listProducts(req: PageRequest): Promise<Page<Product>> {
  return readNewestFirstPage(productsCol, req);
}

export async function getProduct(id: string): Promise<WithId<Product>> {
  const snap = await readDoc(productsCol.doc(id));
  const product = snap.data();
  if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
  return { _id: snap.id, ...product };
}

export async function createProduct(input: ProductInput): Promise<{ insertedId: string }> {
  const ref = productsCol.doc();
  await ref.create({ ...input, createdAt: Date.now() });
  return { insertedId: ref.id };
}

/** Purchases keep their own copies of name, image and price, so they outlive the product. */
export async function deleteProduct(id: string): Promise<{ deletedCount: number }> {
  const ref = productsCol.doc(id);
  return inTransaction(async (tx) => {
    const snap = await txRead(tx, ref);
    if (!snap.exists) throw new AppError("not-found", PRODUCT_NOT_FOUND);
    tx.delete(ref);
    return { deletedCount: 1 };
  });
}

/** Every line of an order priced from the product as it is now; refused at once when a line cannot be served. */
import { quantityRefusal, type OrderInput, type Product } from "@shop/domain";
import { PRODUCT_NOT_FOUND, exactStock, productsCol, refuseWhenShort } from "../catalog/index.js";
import { AppError } from "../platform/app-error.js";
import { readDoc } from "../platform/reads.js";

export type Priced = { product: Product & { id: string }; quantity: number };

export async function priceLines(p: Pick<OrderInput, "items"> & { single: boolean }): Promise<Priced[]> {
  const named = !p.single;
  return Promise.all(
    p.items.map(async ({ productId, quantity }) => {
      const [snap, available] = await Promise.all([
        readDoc(productsCol.doc(productId)),
        exactStock(productId),
      ]);
      const product = snap.data();
      if (!product) throw new AppError("not-found", PRODUCT_NOT_FOUND);
      const refusal = quantityRefusal(quantity, product);
      if (refusal) throw new AppError("invalid-argument", refusal);
      refuseWhenShort(available, quantity, named ? product.name : undefined);
      return { product: { ...product, id: productId }, quantity };
    }),
  );
}

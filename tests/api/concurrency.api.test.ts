import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import { createTestProduct, db, productStock } from "../support/admin-sdk.js";
import { call } from "./helpers/http.js";
import { createCustomer } from "../support/auth.js";

describe("a rush of orders on scarce stock", () => {
  it("sells exactly the 10 pieces in stock to 50 concurrent orders from several customers", async () => {
    const productId = await createTestProduct({ minimumOrder: 0, availableOrder: 10, priceCents: 999 });
    // One order per customer: the open-order cap (3 unpaid) never decides who gets a piece.
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => createCustomer(`Rush Customer ${n + 1}`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const customer = customers[i % customers.length];
        return call<{ insertedId: string } | ApiErrorBody>("POST", "/purchase", {
          token: customer?.idToken,
          body: { productId, quantity: 1, address: "1 Rush Lane, Springfield, IL 62701", phone: "555-0111" },
        });
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect((a.body as ApiErrorBody).error.message).toBe("Sold out");
    }

    expect(await productStock(productId)).toBe(0);
    const purchases = await db.collection("purchases").where("productId", "==", productId).get();
    expect(purchases.size).toBe(10);
    const reserved = purchases.docs.reduce((sum, d) => sum + (d.get("quantity") as number), 0);
    expect(reserved).toBe(10);
    const inserted = answers.flatMap((a) =>
      "insertedId" in (a.body as object) ? [(a.body as { insertedId: string }).insertedId] : [],
    );
    expect(new Set(inserted)).toEqual(new Set(purchases.docs.map((d) => d.id)));
  }, 180_000);
});

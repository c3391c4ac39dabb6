/**
 * Safe retries (issue 30, Stripe's convention): `Idempotency-Key` on the operations that create
 * something. The same key and body answer the same and act once, also when sent at the same
 * instant; another body is refused with 422; the key is the caller's own.
 */
import { describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  type InsertedAnswer,
  type PlacedOrderAnswer,
} from "@shop/domain";
import { createTestProduct, db, productStock } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer } from "./helpers/users.js";

const CONTACT = { address: "1 Retry Road, Springfield, IL 62701", phone: "+1 555 0100" };

function withKey(user: TestUser, key: string, body: unknown) {
  return { token: user.idToken, body, headers: { [IDEMPOTENCY_HEADER]: key } };
}

const ordersOf = async (uid: string) => (await db.collection("orders").where("userId", "==", uid).get()).size;

describe("Idempotency-Key", () => {
  it("POST /orders sent twice with one key answers the same order and makes one; another body gets 422", async () => {
    const [customer, other] = await Promise.all([
      registeredCustomer("Retry Ria"),
      registeredCustomer("Other Otto"),
    ]);
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 20, priceCents: 1_500 });
    const body = { items: [{ productId, quantity: 2 }], ...CONTACT };
    const key = `checkout-${customer.uid}`;

    const first = await call<PlacedOrderAnswer>("POST", "/orders", withKey(customer, key, body));
    expect(first.status, first.text).toBe(201);
    const again = await call<PlacedOrderAnswer>("POST", "/orders", withKey(customer, key, body));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe("true");
    expect(await ordersOf(customer.uid)).toBe(1);
    expect(await productStock(productId)).toBe(18);

    const changed = await call("POST", "/orders", withKey(customer, key, { ...body, phone: "+1 555 0199" }));
    expectError(changed, 422, "idempotency-key-reused", IDEMPOTENCY_MESSAGES.reused);
    // The same key is another customer's own.
    const theirs = await call<PlacedOrderAnswer>("POST", "/orders", withKey(other, key, body));
    expect(theirs.status).toBe(201);
    expect(theirs.body.orderId).not.toBe(first.body.orderId);
    // Without a key nothing changes; a key that is too long is refused.
    expectError(
      await call("POST", "/orders", withKey(customer, "k".repeat(256), body)),
      400,
      "invalid-argument",
    );
  });

  it("POST /purchase sent five times at once with one key places one order", async () => {
    const customer = await registeredCustomer("Burst Bea");
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 20 });
    const body = { productId, quantity: 2, ...CONTACT };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<InsertedAnswer>("POST", "/purchase", withKey(customer, "tap-tap", body)),
      ),
    );
    const placed = answers.filter((a) => a.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((a) => a.body.insertedId)).size).toBe(1);
    // Any other answer is the wait's end: 409 "in progress", never a second order.
    for (const a of answers.filter((x) => x.status !== 201))
      expectError(a, 409, "idempotency-key-in-use", IDEMPOTENCY_MESSAGES.inProgress);
    expect(await ordersOf(customer.uid)).toBe(1);
    expect(await productStock(productId)).toBe(18);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { newPurchase, type OrderAnswer, type Purchase, type WithId } from "@shop/domain";
import { migratePurchasesToOrders } from "../../scripts/migrate-orders.js";
import { purchaseDocument } from "../../scripts/lib/purchase-document.js";
import type { TestUser } from "../support/auth.js";
import { createCustomer } from "../support/auth.js";
import { createTestProduct, db, docData, markPaid, productStock } from "../support/admin-sdk.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const enc = encodeURIComponent;
let admin: TestUser;
let buyer: TestUser;
let other: TestUser;

beforeAll(async () => {
  [admin, other] = await Promise.all([signInAdmin(), registeredCustomer("Olli Other")]);
});

// A fresh buyer per test: a customer may hold only a few unpaid purchases at once (the cap has
// its own tests in purchase-lifecycle.api.test.ts).
beforeEach(async () => {
  buyer = await registeredCustomer("Bea Buyer");
});

const order = (productId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  productId,
  quantity,
  address: "12 Harbour Road, Springfield, IL 62701",
  phone: "+44 117 496 0000",
  ...extra,
});

async function place(user: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await call<{ insertedId: string }>("POST", "/purchase", {
    token: user.idToken,
    body: order(productId, quantity),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId;
}

describe("POST /purchase", () => {
  it("prices the order on the server, reserves the stock and ignores everything else sent", async () => {
    const productId = await createTestProduct({ minimumOrder: 2, availableOrder: 20, priceCents: 1999 });
    const res = await call<{ insertedId: string }>("POST", "/purchase", {
      token: buyer.idToken,
      body: order(productId, 3, {
        price: 1,
        priceCents: 1,
        paid: true,
        shipment: true,
        transactionId: "pi_fake",
        userEmail: "someone@else.com",
        userName: "Mallory",
        state: "shipped",
        productName: "Free stuff",
      }),
    });
    expect(res.status).toBe(201);
    const stored = await docData("purchases", res.body.insertedId);
    expect(stored).toMatchObject({
      productId,
      quantity: 3,
      unitPriceCents: 1999,
      priceCents: 5997,
      userId: buyer.uid,
      userEmail: buyer.email,
      userName: "Bea Buyer",
      address: "12 Harbour Road, Springfield, IL 62701",
      phone: "+44 117 496 0000",
      state: "unpaid",
      paid: false,
      shipment: false,
      transactionId: null,
      paymentIntentId: null,
      carrier: null,
      trackingNumber: null,
    });
    expect(stored?.productName).toMatch(/^Test gimbal/);
    expect(stored).not.toHaveProperty("price");
    expect((stored?.history as { state: string }[]).map((h) => h.state)).toEqual(["unpaid"]);
    // Every checkout is an order (issue 30): the purchase page's is an order of this one line.
    expect(stored?.orderId).toEqual(expect.any(String));
    const placed = await call<OrderAnswer>("GET", `/orders/${enc(String(stored?.orderId))}`, {
      token: buyer.idToken,
    });
    expect(placed.status).toBe(200);
    // The one-line address is in the shop's country (US): the United States zone's 900 shipping
    // under 10000, no tax without a state (issue 31).
    expect(placed.body).toMatchObject({
      state: "unpaid",
      subtotalCents: 5997,
      shippingCents: 900,
      taxCents: 0,
      totalCents: 6897,
      purchaseIds: [res.body.insertedId],
    });
    expect(placed.body.purchases.map((p) => p._id)).toEqual([res.body.insertedId]);
    expect(await productStock(productId)).toBe(17);
  });

  it("refuses a quantity not above the minimum order with the spec's message", async () => {
    const productId = await createTestProduct({ minimumOrder: 5, availableOrder: 20 });
    for (const quantity of [5, 1]) {
      expectError(
        await call("POST", "/purchase", { token: buyer.idToken, body: order(productId, quantity) }),
        400,
        "invalid-argument",
        "Please Provide More Than Required Quantity",
      );
    }
    expect(await productStock(productId)).toBe(20);
  });

  it("refuses more than the stock with 409, naming what is available", async () => {
    const productId = await createTestProduct({ minimumOrder: 1, availableOrder: 4 });
    expectError(
      await call("POST", "/purchase", { token: buyer.idToken, body: order(productId, 5) }),
      409,
      "conflict",
      "Only 4 left",
    );
    await place(buyer, productId, 4);
    expectError(
      await call("POST", "/purchase", { token: buyer.idToken, body: order(productId, 2) }),
      409,
      "conflict",
      "Sold out",
    );
    expect(await productStock(productId)).toBe(0);
  });

  it("answers 404 for an unknown product", async () => {
    expectError(
      await call("POST", "/purchase", { token: buyer.idToken, body: order("no-such-product", 3) }),
      404,
      "not-found",
      "Product not found",
    );
    expectError(
      await call("POST", "/purchase", { token: buyer.idToken, body: order("a/b", 3) }),
      400,
      "invalid-argument",
      "Unknown product",
    );
  });

  it("validates address, phone and quantity", async () => {
    const productId = await createTestProduct();
    const cases: [Record<string, unknown>, string][] = [
      [order(productId, 3, { address: "" }), "Address is required"],
      [order(productId, 3, { phone: undefined }), "Phone is required"],
      [order(productId, 3, { phone: "call me" }), "Provide a valid phone number"],
      [order(productId, 2.5), "Please Provide More Than Required Quantity"],
      [order(productId, -3), "Please Provide More Than Required Quantity"],
      [order(productId, 3, { quantity: "3" }), "Please Provide More Than Required Quantity"],
      [order(productId, 3, { productId: undefined }), "Product is required"],
    ];
    for (const [body, message] of cases) {
      expectError(
        await call("POST", "/purchase", { token: buyer.idToken, body }),
        400,
        "invalid-argument",
        message,
      );
    }
    expect(await productStock(productId)).toBe(50);
  });

  it("needs a signed-in customer", async () => {
    const productId = await createTestProduct();
    expectError(await call("POST", "/purchase", { body: order(productId, 3) }), 401, "unauthenticated");
    expect(await productStock(productId)).toBe(50);
  });

  it("takes the name from the token when there is no profile yet", async () => {
    const fresh = await createCustomer("Token Tina");
    const productId = await createTestProduct();
    const id = await place(fresh, productId, 2);
    expect((await docData("purchases", id))?.userName).toBe("Token Tina");
  });
});

describe("GET /purchase", () => {
  it("lists the caller's purchases newest first, without cancelled ones", async () => {
    const me = await registeredCustomer("Lister");
    const productId = await createTestProduct();
    const first = await place(me, productId, 2);
    const second = await place(me, productId, 3);
    const cancelled = await place(me, productId, 4);
    await place(other, productId, 2);
    expect((await call("DELETE", `/purchase/${cancelled}`, { token: me.idToken })).status).toBe(200);

    const res = await call<WithId<Purchase>[]>("GET", `/purchase?user=${enc(me.email)}`, {
      token: me.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p._id)).toEqual([second, first]);
    expect(res.body.every((p) => p.userId === me.uid)).toBe(true);

    const withoutQuery = await call<WithId<Purchase>[]>("GET", "/purchase", { token: me.idToken });
    expect(withoutQuery.body.map((p) => p._id)).toEqual([second, first]);
  });

  it("refuses another customer's list with 403, but shows it to admins", async () => {
    const me = await registeredCustomer();
    const productId = await createTestProduct();
    const id = await place(me, productId, 2);
    expectError(
      await call("GET", `/purchase?user=${enc(me.email)}`, { token: other.idToken }),
      403,
      "permission-denied",
      "You can only see your own purchases",
    );
    const asAdmin = await call<WithId<Purchase>[]>("GET", `/purchase?user=${enc(me.email)}`, {
      token: admin.idToken,
    });
    expect(asAdmin.body.map((p) => p._id)).toEqual([id]);
  });

  it("validates the user parameter and needs a token", async () => {
    expectError(
      await call("GET", "/purchase?user=nope", { token: buyer.idToken }),
      400,
      "invalid-argument",
      "Provide a valid email",
    );
    expectError(
      await call("GET", `/purchase?user=${enc(buyer.email)}&user=x@y.z`, { token: buyer.idToken }),
      400,
      "invalid-argument",
      "user must be one email",
    );
    expectError(await call("GET", `/purchase?user=${enc(buyer.email)}`), 401, "unauthenticated");
  });
});

describe("GET /purchase/:id", () => {
  it("answers the owner and admins, 403 to other customers, 404 for unknown ids", async () => {
    const productId = await createTestProduct({ priceCents: 300 });
    const id = await place(buyer, productId, 2);
    const mine = await call<WithId<Purchase>>("GET", `/purchase/${id}`, { token: buyer.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ _id: id, priceCents: 600, state: "unpaid" });
    expect((await call("GET", `/purchase/${id}`, { token: admin.idToken })).status).toBe(200);
    expectError(
      await call("GET", `/purchase/${id}`, { token: other.idToken }),
      403,
      "permission-denied",
      "This purchase belongs to another customer",
    );
    expectError(
      await call("GET", "/purchase/no-such-purchase", { token: buyer.idToken }),
      404,
      "not-found",
      "Purchase not found",
    );
    expectError(
      await call("GET", "/purchase/bad%20id", { token: buyer.idToken }),
      400,
      "invalid-argument",
      "Purchase id is not valid",
    );
  });
});

describe("the migration of issue 30 (scripts/migrate-orders.ts)", () => {
  it("gives a purchase from before orders its order of one line, once; the order then cancels it", async () => {
    const productId = await createTestProduct({ availableOrder: 10, priceCents: 1_250 });
    const id = `legacy-${buyer.uid}`;
    const legacy = newPurchase({
      product: {
        id: productId,
        name: "Legacy Gimbal",
        image: "/images/products/tripod.webp",
        priceCents: 1_250,
      },
      quantity: 2,
      buyer: { uid: buyer.uid, name: "Bea Buyer", email: buyer.email },
      address: "12 Harbour Road, Springfield, IL 62701",
      phone: "+44 117 496 0000",
      at: Date.now(),
      holdSeconds: 3_600,
    });
    await db.collection("purchases").doc(id).set(purchaseDocument(legacy, Timestamp.fromMillis));
    expect(await migratePurchasesToOrders(db)).toBeGreaterThanOrEqual(1);
    const stored = await docData("purchases", id);
    expect(stored?.orderId).toBe(id);
    const order = await call<OrderAnswer>("GET", `/orders/${enc(id)}`, { token: buyer.idToken });
    expect(order.body).toMatchObject({ state: "unpaid", totalCents: 2_500, placedFrom: "purchase-page" });
    expect(order.body.purchases.map((p) => p._id)).toEqual([id]);
    const written = (await db.collection("orders").doc(id).get()).updateTime?.toMillis();
    await migratePurchasesToOrders(db);
    expect((await db.collection("orders").doc(id).get()).updateTime?.toMillis()).toBe(written);
    expect((await call("DELETE", `/purchase/${enc(id)}`, { token: buyer.idToken })).status).toBe(200);
    expect((await docData("orders", id))?.state).toBe("cancelled");
  });
});

describe("DELETE /purchase/:id", () => {
  it("cancels an unpaid purchase of the owner and returns the stock", async () => {
    const productId = await createTestProduct({ availableOrder: 10 });
    const id = await place(buyer, productId, 4);
    expect(await productStock(productId)).toBe(6);
    const res = await call("DELETE", `/purchase/${id}`, { token: buyer.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expect(await productStock(productId)).toBe(10);
    const stored = await docData("purchases", id);
    expect(stored?.state).toBe("cancelled");
    expect((stored?.history as { state: string }[]).map((h) => h.state)).toEqual(["unpaid", "cancelled"]);
    expectError(
      await call("DELETE", `/purchase/${id}`, { token: buyer.idToken }),
      409,
      "conflict",
      "This purchase is already cancelled",
    );
    expect(await productStock(productId)).toBe(10);
  });

  it("refuses paid purchases with 409", async () => {
    const productId = await createTestProduct({ availableOrder: 10 });
    const id = await place(buyer, productId, 2);
    await markPaid(id);
    expectError(
      await call("DELETE", `/purchase/${id}`, { token: buyer.idToken }),
      409,
      "conflict",
      "Only unpaid purchases can be cancelled",
    );
    expect(await productStock(productId)).toBe(8);
    expect((await docData("purchases", id))?.state).toBe("paid");
  });

  it("is only for the owner, not other customers nor admins", async () => {
    const productId = await createTestProduct({ availableOrder: 10 });
    const id = await place(buyer, productId, 2);
    for (const user of [other, admin]) {
      expectError(
        await call("DELETE", `/purchase/${id}`, { token: user.idToken }),
        403,
        "permission-denied",
        "Only the customer who ordered can cancel this purchase",
      );
    }
    expectError(await call("DELETE", `/purchase/${id}`), 401, "unauthenticated");
    expect((await docData("purchases", id))?.state).toBe("unpaid");
    expect(await productStock(productId)).toBe(8);
  });

  it("still cancels when the product was deleted meanwhile", async () => {
    const productId = await createTestProduct();
    const id = await place(buyer, productId, 2);
    expect((await call("DELETE", `/products/${productId}`, { token: admin.idToken })).status).toBe(200);
    expect((await call("DELETE", `/purchase/${id}`, { token: buyer.idToken })).body).toEqual({
      deletedCount: 1,
    });
    expect(await docData("products", productId)).toBeUndefined();
  });

  it("cancels a purchase with a started card payment (the PaymentIntent is cancelled afterwards)", async () => {
    const productId = await createTestProduct({ availableOrder: 10 });
    const id = await place(buyer, productId, 2);
    await db.collection("purchases").doc(id).update({ paymentIntentId: "pi_does_not_exist" });
    expect((await call("DELETE", `/purchase/${id}`, { token: buyer.idToken })).body).toEqual({
      deletedCount: 1,
    });
    expect((await docData("purchases", id))?.state).toBe("cancelled");
    expect(await productStock(productId)).toBe(10);
  });

  it("answers 404 for unknown purchases", async () => {
    expectError(
      await call("DELETE", "/purchase/no-such-purchase", { token: buyer.idToken }),
      404,
      "not-found",
    );
  });
});

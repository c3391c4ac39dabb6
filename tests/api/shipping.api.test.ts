import { beforeAll, describe, expect, it } from "vitest";
import type { Payment, WithId } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { createTestProduct, db, docData, markPaid } from "../support/admin-sdk.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([signInAdmin(), registeredCustomer("Shipping Sue")]);
});

async function purchase(): Promise<string> {
  const productId = await createTestProduct({ priceCents: 4200 });
  const res = await call<{ insertedId: string }>("POST", "/purchase", {
    token: buyer.idToken,
    body: { productId, quantity: 2, address: "5 Dock Lane, Springfield, IL 62701", phone: "555-0101" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId;
}

const states = (doc: Record<string, unknown> | undefined) =>
  (doc?.history as { state: string }[] | undefined)?.map((h) => h.state);

describe("PUT /purchase/:id (ship)", () => {
  it("ships a paid purchase and its payment record together, once", async () => {
    const id = await purchase();
    await markPaid(id);
    const res = await call("PUT", `/purchase/${id}`, {
      token: admin.idToken,
      body: { carrier: "DHL", trackingNumber: "JD0146 0001" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ modifiedCount: 1 });
    const stored = await docData("purchases", id);
    expect(stored).toMatchObject({
      state: "shipped",
      shipment: true,
      carrier: "DHL",
      trackingNumber: "JD0146 0001",
    });
    expect(states(stored)).toEqual(["unpaid", "paid", "shipped"]);
    expect((await docData("payments", id))?.shipment).toBe(true);

    const again = await call("PUT", `/purchase/${id}`, { token: admin.idToken });
    expect(again.body).toEqual({ modifiedCount: 0 });
    expect(states(await docData("purchases", id))).toEqual(["unpaid", "paid", "shipped"]);
  });

  it("ships without a body (carrier and tracking stay empty)", async () => {
    const id = await purchase();
    await markPaid(id);
    expect((await call("PUT", `/purchase/${id}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 1,
    });
    expect(await docData("purchases", id)).toMatchObject({
      state: "shipped",
      carrier: null,
      trackingNumber: null,
    });
  });

  it("refuses an unpaid purchase with 409 and changes nothing", async () => {
    const id = await purchase();
    expectError(
      await call("PUT", `/purchase/${id}`, { token: admin.idToken }),
      409,
      "conflict",
      "Only paid purchases can be shipped",
    );
    expect(await docData("purchases", id)).toMatchObject({ state: "unpaid", shipment: false });
  });

  it("refuses a cancelled purchase with 409", async () => {
    const id = await purchase();
    expect((await call("DELETE", `/purchase/${id}`, { token: buyer.idToken })).status).toBe(200);
    expectError(
      await call("PUT", `/purchase/${id}`, { token: admin.idToken }),
      409,
      "conflict",
      "A cancelled purchase cannot be shipped",
    );
  });

  it("repairs a payment record left unshipped beside a shipped purchase", async () => {
    const id = await purchase();
    await markPaid(id);
    await call("PUT", `/purchase/${id}`, { token: admin.idToken });
    await db.collection("payments").doc(id).update({ shipment: false });
    expect((await call("PUT", `/purchase/${id}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 1,
    });
    expect((await docData("payments", id))?.shipment).toBe(true);
  });

  it("validates the body and the id, 404s unknown purchases, and is for admins only", async () => {
    const id = await purchase();
    await markPaid(id);
    expectError(
      await call("PUT", `/purchase/${id}`, { token: admin.idToken, body: { carrier: "x".repeat(61) } }),
      400,
      "invalid-argument",
      "Carrier must be at most 60 characters",
    );
    expectError(
      await call("PUT", "/purchase/no-such-purchase", { token: admin.idToken }),
      404,
      "not-found",
      "Purchase not found",
    );
    expectError(
      await call("PUT", "/purchase/bad.id", { token: admin.idToken }),
      400,
      "invalid-argument",
      "Purchase id is not valid",
    );
    expectError(
      await call("PUT", `/purchase/${id}`, { token: buyer.idToken }),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expect((await docData("purchases", id))?.state).toBe("paid");
    expect((await docData("payments", id))?.shipment).toBe(false);
  });
});

describe("PUT /payments/:id", () => {
  it("marks the payment shipped and ships its purchase in the same transaction", async () => {
    const id = await purchase();
    await markPaid(id);
    const res = await call("PUT", `/payments/${id}`, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ modifiedCount: 1 });
    expect((await docData("payments", id))?.shipment).toBe(true);
    expect(await docData("purchases", id)).toMatchObject({ state: "shipped", shipment: true });
    expect((await call("PUT", `/payments/${id}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 0,
    });
  });

  it("answers 0 after the purchase was shipped through PUT /purchase/:id (the client's second call)", async () => {
    const id = await purchase();
    await markPaid(id);
    expect((await call("PUT", `/purchase/${id}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 1,
    });
    expect((await call("PUT", `/payments/${id}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 0,
    });
  });

  it("answers 404 for an unpaid purchase (no payment record) and unknown ids; admins only", async () => {
    const id = await purchase();
    expectError(
      await call("PUT", `/payments/${id}`, { token: admin.idToken }),
      404,
      "not-found",
      "Payment not found",
    );
    expectError(
      await call("PUT", "/payments/nothing-here", { token: admin.idToken }),
      404,
      "not-found",
      "Payment not found",
    );
    await markPaid(id);
    expectError(await call("PUT", `/payments/${id}`, { token: buyer.idToken }), 403, "permission-denied");
    expect((await docData("payments", id))?.shipment).toBe(false);
  });
});

describe("GET /payments", () => {
  it("lists payment records newest first for admins", async () => {
    const older = await purchase();
    await markPaid(older);
    const newer = await purchase();
    await markPaid(newer);
    const res = await call<WithId<Payment>[]>("GET", "/payments", { token: admin.idToken });
    expect(res.status).toBe(200);
    const ids = res.body.map((p) => p._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids.indexOf(newer)).toBeGreaterThanOrEqual(0);
    expect(res.body.find((p) => p._id === newer)).toMatchObject({
      product: newer,
      priceCents: 8400,
      shipment: false,
      userEmail: buyer.email,
      userName: "Shipping Sue",
      transactionId: `pi_test_${newer}`,
    });
    expect(res.headers.get("x-next-cursor")).toBeNull();
  });

  it("pages with pageSize and the X-Next-Cursor header", async () => {
    for (let i = 0; i < 3; i += 1) await markPaid(await purchase());
    const first = await call<WithId<Payment>[]>("GET", "/payments?pageSize=2", { token: admin.idToken });
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get("x-next-cursor");
    expect(cursor).toBe(first.body[1]?._id);
    const second = await call<WithId<Payment>[]>("GET", `/payments?pageSize=2&cursor=${cursor}`, {
      token: admin.idToken,
    });
    expect(second.body.length).toBeGreaterThanOrEqual(1);
    expect(second.body.map((p) => p._id)).not.toContain(first.body[0]?._id);
    const all = await call<WithId<Payment>[]>("GET", "/payments", { token: admin.idToken });
    expect(all.body.slice(2, 2 + second.body.length).map((p) => p._id)).toEqual(
      second.body.map((p) => p._id),
    );
    expectError(
      await call("GET", "/payments?pageSize=201", { token: admin.idToken }),
      400,
      "invalid-argument",
      "pageSize must be from 1 to 200",
    );
  });

  it("is for admins only", async () => {
    expectError(
      await call("GET", "/payments", { token: buyer.idToken }),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expectError(await call("GET", "/payments"), 401, "unauthenticated", "Please log in to continue");
  });
});

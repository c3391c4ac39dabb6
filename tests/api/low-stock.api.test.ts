/**
 * Issue 25 item 4: low-stock alerts. A product's `lowStockThreshold` (default 10, validated); one
 * mail to the shop at the crossing ('Low stock: <name> — <n> left'), none at the next order, none
 * from a cancelled order that gave pieces back, again after a restock and a new crossing.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { LOW_STOCK_THRESHOLD_MESSAGE, type ProductAnswer } from "@shop/domain";
import { createCustomer, type TestUser } from "../support/auth.js";
import { db, settleShownStock } from "../support/admin-sdk.js";
import { inbox } from "../support/mail.js";
import { call, expectError } from "./helpers/http.js";
import { signInAdmin } from "./helpers/users.js";

const MINUTE = { timeout: 60_000, interval: 250 } as const;
let admin: TestUser;
let buyers: TestUser[];

beforeAll(async () => {
  admin = await signInAdmin();
  buyers = await Promise.all([1, 2, 3].map((n) => createCustomer(`Low Stock Buyer ${n}`)));
});

async function newProduct(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await call<{ insertedId: string }>("POST", "/products", {
    token: admin.idToken,
    body: {
      name,
      description: "A product for the low-stock tests.",
      image: "/images/products/x12-bundle.svg",
      minimumOrder: 1,
      availableOrder: 20,
      priceCents: 2500,
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId;
}

async function order(buyer: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await call<{ insertedId: string }>("POST", "/purchase", {
    token: buyer.idToken,
    body: { productId, quantity, address: "1 Test Street, Springfield, IL 62701", phone: "+1 555 0100" },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.insertedId;
}

/** The shop's low-stock mails about this product (the `mail` documents), oldest first. */
async function alerts(name: string): Promise<string[]> {
  const snap = await db.collection("mail").where("kind", "==", "shop-low-stock").get();
  return snap.docs
    .map((d) => d.data() as { message: { subject: string }; createdAt: { toMillis(): number } })
    .filter((m) => m.message.subject.includes(name))
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
    .map((m) => m.message.subject);
}

describe("lowStockThreshold", () => {
  it("defaults to 10, is validated and changed by admins only", async () => {
    const id = await newProduct(`Default threshold ${randomUUID().slice(0, 6)}`);
    const product = await call<ProductAnswer>("GET", `/products/${id}`);
    expect(product.body.lowStockThreshold).toBe(10);
    for (const bad of [-1, 2.5, "3", 1_000_001]) {
      const res = await call("POST", "/products", {
        token: admin.idToken,
        body: {
          name: "Bad threshold",
          description: "x",
          image: "/images/products/x12-bundle.svg",
          minimumOrder: 1,
          availableOrder: 20,
          priceCents: 2500,
          lowStockThreshold: bad,
        },
      });
      expectError(res, 400, "invalid-argument", LOW_STOCK_THRESHOLD_MESSAGE);
    }
    const path = `/products/${id}/low-stock`;
    expectError(
      await call("PATCH", path, { token: buyers[0]?.idToken, body: { lowStockThreshold: 5 } }),
      403,
      "permission-denied",
    );
    expectError(
      await call("PATCH", path, { token: admin.idToken, body: { lowStockThreshold: -2 } }),
      400,
      "invalid-argument",
    );
    const changed = await call("PATCH", path, { token: admin.idToken, body: { lowStockThreshold: 5 } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ lowStockThreshold: 5 });
    expect((await call<ProductAnswer>("GET", `/products/${id}`)).body.lowStockThreshold).toBe(5);
  });
});

describe("the low-stock mail", () => {
  it("goes once at the crossing, not at the next order or a cancellation, again after a restock", async () => {
    const [first, second, third] = buyers;
    if (!first || !second || !third) throw new Error("no buyers");
    const name = `X12 ${randomUUID().slice(0, 6)}`;
    const id = await newProduct(name, { lowStockThreshold: 10 });

    await order(first, id, 8); // 12 left: above the threshold
    await settleShownStock(id);
    await order(first, id, 3); // 9 left: the crossing
    await expect.poll(() => alerts(name), MINUTE).toEqual([`Low stock: ${name} — 9 left`]);
    await expect
      .poll(async () => (await inbox({ subject: `Low stock: ${name} — 9 left` })).length > 0, MINUTE)
      .toBe(true);

    const next = await order(second, id, 2); // 7 left: still low, no second mail
    await settleShownStock(id);
    expect(await alerts(name)).toHaveLength(1);

    const cancelled = await call("DELETE", `/purchase/${next}`, { token: second.idToken });
    expect(cancelled.status, cancelled.text).toBe(200);
    await expect
      .poll(async () => (await call<ProductAnswer>("GET", `/products/${id}`)).body.availableOrder)
      .toBe(9);
    await settleShownStock(id); // the refresh that saw the pieces come back has run
    expect(await alerts(name)).toHaveLength(1);

    const restock = await call("PATCH", `/products/${id}/stock`, {
      token: admin.idToken,
      body: { availableOrder: 30 },
    });
    expect(restock.status, restock.text).toBe(200);
    await order(third, id, 22); // 8 left: a new crossing
    await expect
      .poll(() => alerts(name), MINUTE)
      .toEqual([`Low stock: ${name} — 9 left`, `Low stock: ${name} — 8 left`]);
  }, 180_000);
});

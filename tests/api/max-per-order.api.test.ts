/**
 * Issue 22 item 3: a product's 'Maximum per order' (Add/Manage Product; default none). One order
 * — the purchase page, an order from the cart, the cart itself — may not hold more pieces of the
 * product; over it the answer is 400 'Please order at most N' and nothing is taken from stock.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, CartAnswer, ProductAnswer } from "@shop/domain";
import { productStock } from "../support/admin-sdk.js";
import { api } from "../support/payments.js";
import type { TestUser } from "../support/auth.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const CONTACT = { address: "1 Limit Lane, Springfield, IL 62701", phone: "+1 555 0142" };

async function addProduct(admin: TestUser, extra: Record<string, unknown>): Promise<string> {
  const res = await api<{ insertedId: string } & ApiErrorBody>("/products", {
    method: "POST",
    user: admin,
    body: {
      name: `Capped gimbal ${Date.now()}`,
      description: "A launch edition with a maximum per order.",
      image: "/images/products/x1-bundle.svg",
      minimumOrder: 1,
      availableOrder: 40,
      priceCents: 9900,
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.insertedId;
}

function purchase(user: TestUser, productId: string, quantity: number) {
  return api<{ insertedId: string } & ApiErrorBody>("/purchase", {
    method: "POST",
    user,
    body: { productId, quantity, ...CONTACT },
  });
}

function order(user: TestUser, productId: string, quantity: number) {
  return api<ApiErrorBody>("/orders", {
    method: "POST",
    user,
    body: { items: [{ productId, quantity }], ...CONTACT },
  });
}

function addToCart(user: TestUser, productId: string, quantity: number) {
  return api<CartAnswer & ApiErrorBody>("/cart/items", {
    method: "POST",
    user,
    body: { productId, quantity },
  });
}

function setMaximum(user: TestUser, productId: string, maxPerOrder: unknown) {
  return api<ProductAnswer & ApiErrorBody>(`/products/${productId}`, {
    method: "PATCH",
    user,
    body: { maxPerOrder },
  });
}

describe("Maximum per order", () => {
  it("refuses an order over the maximum on the purchase page, from the cart and in the cart, taking nothing", async () => {
    const [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Max Buyer")]);
    const productId = await addProduct(admin, { maxPerOrder: 3 });
    expect((await api<ProductAnswer>(`/products/${productId}`)).body.maxPerOrder).toBe(3);

    const over = await purchase(customer, productId, 4);
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({ code: "invalid-argument", message: "Please order at most 3" });
    const fromCart = await order(customer, productId, 4);
    expect(fromCart.status).toBe(400);
    expect(fromCart.body.error?.message).toBe("Please order at most 3");
    expect(await productStock(productId)).toBe(40);

    const inCart = await addToCart(customer, productId, 4);
    expect(inCart.status).toBe(400);
    expect(inCart.body.error?.message).toBe("Please order at most 3");
    expect((await addToCart(customer, productId, 2)).status).toBe(201);
    // What the cart already holds counts: 2 + 2 is over 3.
    const again = await addToCart(customer, productId, 2);
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe("Please order at most 3");
    const set = await api<ApiErrorBody>(`/cart/items/${productId}`, {
      method: "PUT",
      user: customer,
      body: { quantity: 5 },
    });
    expect(set.status).toBe(400);
    expect(set.body.error?.message).toBe("Please order at most 3");

    const atMaximum = await purchase(customer, productId, 3);
    expect(atMaximum.status, JSON.stringify(atMaximum.body)).toBe(201);
    expect(await productStock(productId)).toBe(37);
  });

  it("is changed on Manage Product: lowered below a cart's line marks the line, removed lets larger orders through", async () => {
    const [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Cart Holder")]);
    const productId = await addProduct(admin, {});
    expect((await api<ProductAnswer>(`/products/${productId}`)).body.maxPerOrder).toBeUndefined();
    expect((await addToCart(customer, productId, 6)).status).toBe(201);

    const lowered = await setMaximum(admin, productId, 5);
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.maxPerOrder).toBe(5);
    const cart = await api<CartAnswer>("/cart", { user: customer });
    const line = cart.body.lines.find((l) => l.productId === productId);
    expect(line?.problem).toBe("over-maximum");
    expect(line?.message).toBe("Please order at most 5");
    expect((await order(customer, productId, 6)).body.error?.message).toBe("Please order at most 5");

    const removed = await setMaximum(admin, productId, null);
    expect(removed.status).toBe(200);
    expect(removed.body.maxPerOrder).toBeUndefined();
    const cartAfter = await api<CartAnswer>("/cart", { user: customer });
    expect(cartAfter.body.lines.find((l) => l.productId === productId)?.problem).toBeNull();
    expect((await purchase(customer, productId, 6)).status).toBe(201);
  });

  it("is an admin's setting, a whole number above the minimum order", async () => {
    const [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Not Admin")]);
    const productId = await addProduct(admin, { minimumOrder: 2 });
    expect((await setMaximum(customer, productId, 10)).status).toBe(403);
    expect((await api(`/products/${productId}`, { method: "PATCH", body: { maxPerOrder: 10 } })).status).toBe(
      401,
    );
    const atMinimum = await setMaximum(admin, productId, 2);
    expect(atMinimum.status).toBe(400);
    expect(atMinimum.body.error?.message).toBe("Maximum per order must be more than the minimum order");
    for (const bad of [0, 2.5, "7", -1]) {
      const res = await setMaximum(admin, productId, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error?.message).toBe("Maximum per order must be a whole number of at least 1");
    }
    expect((await api(`/products/${productId}`, { method: "PATCH", user: admin, body: {} })).status).toBe(
      400,
    );
    expect((await setMaximum(admin, "no-such-product", 10)).status).toBe(404);
    const onCreate = await api<ApiErrorBody>("/products", {
      method: "POST",
      user: admin,
      body: {
        name: "Capped wrongly",
        description: "d",
        image: "/images/products/x1-bundle.svg",
        minimumOrder: 5,
        availableOrder: 40,
        priceCents: 100,
        maxPerOrder: 5,
      },
    });
    expect(onCreate.status).toBe(400);
    expect(onCreate.body.error?.message).toBe("Maximum per order must be more than the minimum order");
  });

  it("counts every colour of the product together: in one order and in the cart", async () => {
    const [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Two Colours")]);
    const productId = await addProduct(admin, { maxPerOrder: 4 });
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const set = await api<ProductAnswer & ApiErrorBody>(`/products/${productId}/variants`, {
      method: "PUT",
      user: admin,
      body: {
        options: [{ name: "Colour", values: ["Black", "White"] }],
        variants: [
          { id: "default", sku: `CAP-BLK-${tag}`, optionValues: { Colour: "Black" } },
          {
            sku: `CAP-WHT-${tag}`,
            optionValues: { Colour: "White" },
            prices: { usd: 9900 },
            availableOrder: 20,
          },
        ],
      },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const white = set.body.variants.find((v) => v.sku === `CAP-WHT-${tag}`)?.id ?? "";
    const lines = (whites: number) => [
      { productId, quantity: 2 },
      { productId, variantId: white, quantity: whites },
    ];
    const over = await api<ApiErrorBody>("/orders", {
      method: "POST",
      user: customer,
      body: { items: lines(3), ...CONTACT },
    });
    expect(over.status).toBe(400);
    expect(over.body.error).toEqual({ code: "invalid-argument", message: "Please order at most 4" });
    expect(await productStock(productId)).toBe(40);

    expect((await addToCart(customer, productId, 2)).status).toBe(201);
    const whiteToCart = (quantity: number) =>
      api<CartAnswer & ApiErrorBody>("/cart/items", {
        method: "POST",
        user: customer,
        body: { productId, variantId: white, quantity },
      });
    const overInCart = await whiteToCart(3);
    expect(overInCart.status).toBe(400);
    expect(overInCart.body.error?.message).toBe("Please order at most 4");
    expect((await whiteToCart(2)).status).toBe(201);
    // Lowered below what the two lines hold together: both lines say so, and checkout is blocked.
    expect((await setMaximum(admin, productId, 3)).status).toBe(200);
    const cart = await api<CartAnswer>("/cart", { user: customer });
    const mine = cart.body.lines.filter((l) => l.productId === productId);
    expect(mine.map((l) => [l.problem, l.message])).toEqual([
      ["over-maximum", "Please order at most 3"],
      ["over-maximum", "Please order at most 3"],
    ]);
    expect(cart.body.checkoutBlocked).not.toBeNull();

    expect((await setMaximum(admin, productId, 4)).status).toBe(200);
    const atMaximum = await api<ApiErrorBody>("/orders", {
      method: "POST",
      user: customer,
      body: { items: lines(2), ...CONTACT },
    });
    expect(atMaximum.status, JSON.stringify(atMaximum.body)).toBe(201);
  });
});

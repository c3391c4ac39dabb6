/**
 * Issue 48: options and variants (own SKU, prices and stock in buckets), the default variant that
 * keeps calls without `variantId` working, SKUs unique across the shop, and bundles that take
 * their parts' pieces in the order's one write and give them back when the order ends.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ApiErrorBody,
  CartAnswer,
  OrderQuoteAnswer,
  PlacedOrderAnswer,
  ProductAnswer,
  Purchase,
} from "@shop/domain";
import { bucketLevels, createTestProduct, db, productStock } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { call } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const CONTACT = { address: "1 Variant Road, Springfield, IL 62701", phone: "+1 555 0100" };

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([signInAdmin(), registeredCustomer("Variant Buyer")]);
});

const sku = (what: string) => `${what}-${randomUUID().slice(0, 8)}`.toUpperCase();

async function setVariants(productId: string, body: unknown) {
  return call<ProductAnswer & ApiErrorBody>("PUT", `/products/${productId}/variants`, {
    token: admin.idToken,
    body,
  });
}

async function product(productId: string): Promise<ProductAnswer> {
  const res = await call<ProductAnswer>("GET", `/products/${productId}`);
  expect(res.status).toBe(200);
  return res.body;
}

async function nameOf(productId: string): Promise<string> {
  return (await product(productId)).name;
}

async function purchase(id: string): Promise<Purchase> {
  return (await db.collection("purchases").doc(id).get()).data() as Purchase;
}

/** A gimbal in Black (its default variant) and White (its own price and 6 pieces). */
async function colouredGimbal(
  black = 10,
  whitePieces = 6,
): Promise<{ productId: string; white: string; whiteSku: string }> {
  const productId = await createTestProduct({
    availableOrder: black,
    priceCents: 1000,
    prices: { usd: 1000, eur: 950 },
  });
  const whiteSku = sku("X1-WHT");
  const res = await setVariants(productId, {
    options: [{ name: "Colour", values: ["Black", "White"] }],
    variants: [
      { id: "default", sku: sku("X1-BLK"), optionValues: { Colour: "Black" } },
      {
        sku: whiteSku,
        optionValues: { Colour: "White" },
        prices: { usd: 1200, eur: 1100 },
        availableOrder: whitePieces,
      },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const white = res.body.variants.find((v) => v.sku === whiteSku);
  expect(white?.availableOrder).toBe(whitePieces);
  return { productId, white: white?.id ?? "", whiteSku };
}

describe("variants", () => {
  it("answers a product without variants with its default variant, and sells it without a variantId", async () => {
    const productId = await createTestProduct({ availableOrder: 8 });
    const before = await product(productId);
    expect(before.options).toEqual([]);
    expect(before.variants).toEqual([
      expect.objectContaining({ id: "default", sku: productId.toUpperCase(), availableOrder: 8, sold: true }),
    ]);
    const res = await call<{ insertedId: string }>("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId, quantity: 2, ...CONTACT },
    });
    expect(res.status).toBe(201);
    expect((await purchase(res.body.insertedId)).variantId).toBe("default");
    expect(await productStock(productId)).toBe(6);
  });

  it("sells a variant at its own price from its own stock, and the order line names its SKU and options", async () => {
    const { productId, white, whiteSku } = await colouredGimbal();
    const res = await call<{ insertedId: string }>("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId, variantId: white, quantity: 2, ...CONTACT },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const line = await purchase(res.body.insertedId);
    expect(line).toMatchObject({ variantId: white, sku: whiteSku, optionValues: { Colour: "White" } });
    expect(line.unitPriceCents).toBe(1200);
    const after = await product(productId);
    expect(after.variants.map((v) => v.availableOrder)).toEqual([10, 4]);
    expect(await productStock(productId)).toBe(10);
    const order = await call<{ lines: { sku?: string }[] }>("GET", `/orders/${line.orderId}`, {
      token: buyer.idToken,
    });
    expect(order.body.lines[0]?.sku).toBe(whiteSku);
    const tooMany = await call<ApiErrorBody>("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId, variantId: white, quantity: 5, ...CONTACT },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe("Only 4 left");
    const unknown = await call<ApiErrorBody>("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId, variantId: "nope", quantity: 2, ...CONTACT },
    });
    expect(unknown.status).toBe(404);
  });

  it("prices a quote and the cart by the variant", async () => {
    const { productId, white, whiteSku } = await colouredGimbal();
    const quote = await call<OrderQuoteAnswer>("POST", "/orders/quote", {
      token: buyer.idToken,
      body: {
        items: [{ productId, variantId: white, quantity: 2 }],
        address: CONTACT.address,
        currency: "eur",
      },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.subtotalCents).toBe(2200);
    const customer = await registeredCustomer("Variant Cart");
    for (const variantId of [white, undefined]) {
      const added = await call("POST", "/cart/items", {
        token: customer.idToken,
        body: { productId, variantId, quantity: 2 },
      });
      expect(added.status).toBe(201);
    }
    const cart = await call<CartAnswer>("GET", "/cart", { token: customer.idToken });
    expect(cart.body.lines.map((l) => [l.sku, l.unitPriceCents, l.available])).toEqual([
      [whiteSku, 1200, 6],
      [expect.stringMatching(/^X1-BLK/), 1000, 10],
    ]);
    const removed = await call<CartAnswer>("DELETE", `/cart/items/${productId}?variantId=${white}`, {
      token: customer.idToken,
    });
    expect(removed.body.lines.map((l) => l.variantId)).toEqual([undefined]);
  });

  it("restocks one variant, leaving the others alone", async () => {
    const { productId, white } = await colouredGimbal();
    const res = await call<{ previous: number }>("PATCH", `/products/${productId}/stock`, {
      token: admin.idToken,
      body: { availableOrder: 25, variantId: white },
    });
    expect(res.status).toBe(200);
    expect(res.body.previous).toBe(6);
    expect((await product(productId)).variants.map((v) => v.availableOrder)).toEqual([10, 25]);
  });

  it("mails the shop when one variant runs low, naming its SKU", async () => {
    const { productId, white, whiteSku } = await colouredGimbal(30, 12);
    const res = await call("POST", "/purchase", {
      token: (await registeredCustomer("Variant Low Stock")).idToken,
      body: { productId, variantId: white, quantity: 3, ...CONTACT },
    });
    expect(res.status).toBe(201);
    // The shown-stock refresh (a task a few seconds after the order) checks every variant.
    const subjects = async () =>
      (await db.collection("mail").where("kind", "==", "shop-low-stock").get()).docs
        .map((d) => (d.data() as { message: { subject: string } }).message.subject)
        .filter((subject) => subject.includes(whiteSku));
    await expect
      .poll(subjects, { timeout: 60_000, interval: 250 })
      .toEqual([`Low stock: ${await nameOf(productId)} (${whiteSku}) — 9 left`]);
  }, 70_000);

  it("keeps SKUs unique across the shop", async () => {
    const { whiteSku } = await colouredGimbal();
    const other = await createTestProduct();
    const otherName = (await product(other)).name;
    const res = await setVariants(other, {
      options: [{ name: "Colour", values: ["White"] }],
      variants: [{ id: "default", sku: whiteSku, optionValues: { Colour: "White" } }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^This SKU is already used by Test gimbal/);
    expect(res.body.error.message).not.toContain(otherName);
  });
});

describe("bundles", () => {
  /** A kit of 1 gimbal and 2 tripods, its default variant a bundle. */
  async function kit(gimbals: number, tripods: number) {
    const [gimbal, tripod, bundle] = await Promise.all([
      createTestProduct({ availableOrder: gimbals, stockBuckets: 4 }),
      createTestProduct({ availableOrder: tripods }),
      createTestProduct({ availableOrder: 0, priceCents: 5000 }),
    ]);
    const parts = [
      { productId: gimbal, variantId: "default", quantity: 1 },
      { productId: tripod, variantId: "default", quantity: 2 },
    ];
    const res = await setVariants(bundle, {
      options: [],
      variants: [{ id: "default", sku: sku("KIT"), parts }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { gimbal, tripod, bundle };
  }

  it("shows what the parts allow, takes the parts' pieces and checks a bundle and its part against their sum", async () => {
    const { gimbal, tripod, bundle } = await kit(20, 9);
    // Its own buyer: each account holds at most 3 open orders.
    const buyer = await registeredCustomer("Kit Buyer");
    expect((await product(bundle)).variants[0]?.availableOrder).toBe(4);
    // 3 kits need 3 gimbals and 6 tripods; with 18 more gimbals that is 21 gimbals of 20.
    const over = await call<ApiErrorBody>("POST", "/orders", {
      token: buyer.idToken,
      body: {
        items: [
          { productId: bundle, quantity: 3 },
          { productId: gimbal, quantity: 18 },
        ],
        ...CONTACT,
      },
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toMatch(/^Only 20 left of /);
    const ok = await call<PlacedOrderAnswer>("POST", "/orders", {
      token: buyer.idToken,
      body: {
        items: [
          { productId: bundle, quantity: 3 },
          { productId: gimbal, quantity: 17 },
        ],
        ...CONTACT,
      },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect([await productStock(gimbal), await productStock(tripod), await productStock(bundle)]).toEqual([
      0, 3, 0,
    ]);
    expect((await product(bundle)).variants[0]?.availableOrder).toBe(0);
    const kitLine = await purchase(ok.body.purchaseIds[0] ?? "");
    expect(kitLine.parts).toHaveLength(2);
    // Cancelling the order puts the parts back.
    const cancelled = await call("DELETE", `/purchase/${ok.body.purchaseIds[0]}`, { token: buyer.idToken });
    expect(cancelled.status).toBe(200);
    expect([await productStock(gimbal), await productStock(tripod)]).toEqual([20, 9]);
    expect((await bucketLevels(gimbal)).every((n) => n >= 0)).toBe(true);
  });

  it("checks a cart holding a bundle and one of its parts against their sum", async () => {
    const { gimbal, bundle } = await kit(20, 9);
    const holder = await registeredCustomer("Kit Cart");
    const add = (productId: string, quantity: number) =>
      call("POST", "/cart/items", { token: holder.idToken, body: { productId, quantity } });
    expect((await add(bundle, 3)).status).toBe(201);
    expect((await add(gimbal, 18)).status).toBe(201);
    // Each line alone fits (4 kits, 20 gimbals); together they need 21 gimbals of 20.
    const cart = await call<CartAnswer>("GET", "/cart", { token: holder.idToken });
    const gimbalName = await nameOf(gimbal);
    expect(cart.body.lines.map((l) => [l.productId, l.problem, l.message])).toEqual([
      [bundle, "short", `Only 20 left of ${gimbalName}`],
      [gimbal, "short", `Only 20 left of ${gimbalName}`],
    ]);
    expect(cart.body.checkoutBlocked).not.toBeNull();
    const fewer = await call<CartAnswer>("PUT", `/cart/items/${gimbal}`, {
      token: holder.idToken,
      body: { quantity: 17 },
    });
    expect(fewer.status).toBe(200);
    expect(fewer.body.lines.map((l) => l.problem)).toEqual([null, null]);
    expect(fewer.body.checkoutBlocked).toBeNull();
  });

  it("moves a bundle's shown stock when one of its parts is sold alone", async () => {
    const { gimbal, bundle } = await kit(10, 20);
    const shown = async () =>
      (await db.collection("products").doc(bundle).get()).get("availableOrder") as number;
    await expect.poll(shown, { timeout: 30_000, interval: 500 }).toBe(10);
    const buyer = await registeredCustomer("Part Buyer");
    const alone = await call("POST", "/purchase", {
      token: buyer.idToken,
      body: { productId: gimbal, quantity: 6, ...CONTACT },
    });
    expect(alone.status).toBe(201);
    // The grid's figure of the bundle follows its part: 4 gimbals left make 4 kits.
    await expect.poll(shown, { timeout: 30_000, interval: 500 }).toBe(4);
  });

  it("refuses a part that is not a variant with its own stock", async () => {
    const { bundle } = await kit(4, 4);
    const other = await createTestProduct();
    const res = await setVariants(other, {
      options: [],
      variants: [
        {
          id: "default",
          sku: sku("KIT2"),
          parts: [{ productId: bundle, variantId: "default", quantity: 1 }],
        },
      ],
    });
    expect(res.status).toBe(400);
  });
});

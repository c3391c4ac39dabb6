import { beforeAll, describe, expect, it } from "vitest";
import type { Page, Product, Purchase, WithId } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { createTestProduct, docData } from "../support/admin-sdk.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signInAdmin(), registeredCustomer("Product Tester")]);
});

const validProduct = {
  name: "Gimbal X1 Pro",
  description: "A test product created through the API.",
  minimumOrder: 2,
  availableOrder: 40,
  priceCents: 25999,
  image: "/images/products/x1-pro.svg",
};

describe("GET /products", () => {
  it("answers the first page of the catalogue with the total", async () => {
    const res = await call<Page<Product>>("GET", "/products");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("s-maxage");
    const page = res.body;
    expect(page.pageSize).toBe(6);
    expect(page.items).toHaveLength(6);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.nextCursor).toBe(page.items[5]?._id);
    expect(Number.isInteger(page.items[0]?.priceCents)).toBe(true);
  });

  it("lists newest first, and page 2 and the cursor reach the same next page", async () => {
    const newest = await createTestProduct();
    const first = (await call<Page<Product>>("GET", "/products?pageSize=2")).body;
    expect(first.items[0]?._id).toBe(newest);
    const byPage = (await call<Page<Product>>("GET", "/products?pageSize=2&page=2")).body;
    const byCursor = (await call<Page<Product>>("GET", `/products?pageSize=2&cursor=${first.nextCursor}`))
      .body;
    expect(byPage.items.map((p) => p._id)).toEqual(byCursor.items.map((p) => p._id));
    expect(byPage.items.map((p) => p._id)).not.toContain(first.items[0]?._id);
    expect(byPage.total).toBe(first.total);
  });

  it("walks the whole catalogue with cursors, ending with a null cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = "";
    let total = 0;
    while (cursor !== null) {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page: Page<Product> = (await call<Page<Product>>("GET", `/products?pageSize=4${query}`)).body;
      seen.push(...page.items.map((p) => p._id));
      total = page.total;
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("rejects bad paging parameters with a JSON 400", async () => {
    expectError(
      await call("GET", "/products?pageSize=-1"),
      400,
      "invalid-argument",
      "pageSize must be from 1 to 50",
    );
    expectError(
      await call("GET", "/products?page=abc"),
      400,
      "invalid-argument",
      "page must be a whole number",
    );
    expectError(
      await call("GET", "/products?cursor=no-such-product"),
      400,
      "invalid-argument",
      "cursor is not valid",
    );
    expectError(await call("GET", "/products?cursor=a%2Fb"), 400, "invalid-argument", "cursor is not valid");
  });
});

describe("GET /products/:id", () => {
  it("answers one product without a token", async () => {
    const res = await call<WithId<Product>>("GET", "/products/tripod");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: "tripod",
      name: "Mini Tripod Stand",
      minimumOrder: 2,
      priceCents: 1999,
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await call("GET", "/products/no-such-product"), 404, "not-found", "Product not found");
    expectError(
      await call("GET", `/products/${"x".repeat(129)}`),
      400,
      "invalid-argument",
      "Product id is not valid",
    );
    expectError(await call("GET", "/products/bad.id"), 400, "invalid-argument", "Product id is not valid");
  });
});

describe("POST /products", () => {
  it("adds a product for an admin", async () => {
    const res = await call<{ insertedId: string }>("POST", "/products", {
      token: admin.idToken,
      body: validProduct,
    });
    expect(res.status).toBe(201);
    const got = await call<WithId<Product>>("GET", `/products/${res.body.insertedId}`);
    expect(got.body).toMatchObject({ _id: res.body.insertedId, ...validProduct });
    expect(typeof got.body.createdAt).toBe("number");
  });

  it("accepts numbers typed into the form as strings", async () => {
    const res = await call<{ insertedId: string }>("POST", "/products", {
      token: admin.idToken,
      body: { ...validProduct, minimumOrder: "3", availableOrder: "30", priceCents: "1500" },
    });
    expect(res.status).toBe(201);
    expect(await docData("products", res.body.insertedId)).toMatchObject({
      minimumOrder: 3,
      availableOrder: 30,
      priceCents: 1500,
    });
  });

  it.each([
    ["name", "Name is required"],
    ["description", "Description is required"],
    ["minimumOrder", "Minimum order quantity is required"],
    ["availableOrder", "Available  quantity is required"],
    ["priceCents", "price  quantity is required"],
    ["image", "Image is required"],
  ])("answers the spec's message when %s is missing", async (field, message) => {
    const body = Object.fromEntries(Object.entries(validProduct).filter(([key]) => key !== field));
    expectError(
      await call("POST", "/products", { token: admin.idToken, body }),
      400,
      "invalid-argument",
      message,
    );
  });

  it("refuses fractional prices, a minimum above the stock and unknown fields", async () => {
    expectError(
      await call("POST", "/products", { token: admin.idToken, body: { ...validProduct, priceCents: 19.99 } }),
      400,
      "invalid-argument",
      "Price must be more than $0",
    );
    expectError(
      await call("POST", "/products", { token: admin.idToken, body: { ...validProduct, minimumOrder: 50 } }),
      400,
      "invalid-argument",
      "Minimum order cannot be more than the available quantity",
    );
    const extra = await call("POST", "/products", {
      token: admin.idToken,
      body: { ...validProduct, price: 5 },
    });
    expectError(extra, 400, "invalid-argument");
  });

  it("is for admins only", async () => {
    expectError(
      await call("POST", "/products", { token: customer.idToken, body: validProduct }),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expectError(await call("POST", "/products", { body: validProduct }), 401, "unauthenticated");
  });
});

describe("DELETE /products/:id", () => {
  it("deletes a product; its purchases keep their own copies", async () => {
    const id = await createTestProduct({
      name: "Soon Gone",
      priceCents: 700,
      minimumOrder: 0,
      availableOrder: 5,
    });
    const order = await call<{ insertedId: string }>("POST", "/purchase", {
      token: customer.idToken,
      body: { productId: id, quantity: 2, address: "1 Main St, Springfield, IL 62701", phone: "+1 555 0100" },
    });
    expect(order.status).toBe(201);
    const res = await call("DELETE", `/products/${id}`, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deletedCount: 1 });
    expectError(await call("GET", `/products/${id}`), 404, "not-found", "Product not found");
    const purchase = await call<WithId<Purchase>>("GET", `/purchase/${order.body.insertedId}`, {
      token: customer.idToken,
    });
    expect(purchase.body).toMatchObject({ productName: "Soon Gone", priceCents: 1400, unitPriceCents: 700 });
  });

  it("answers 404 for an unknown product", async () => {
    expectError(
      await call("DELETE", "/products/no-such-product", { token: admin.idToken }),
      404,
      "not-found",
    );
  });

  it("is for admins only", async () => {
    const id = await createTestProduct();
    expectError(
      await call("DELETE", `/products/${id}`, { token: customer.idToken }),
      403,
      "permission-denied",
    );
    expect(await docData("products", id)).toBeDefined();
  });
});

import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { loginSchema, signupSchema } from "../account/schemas.js";
import { productInputSchema } from "./schemas.js";
import { purchaseInputSchema } from "../purchase/schemas.js";

function firstMessage(schema: ZodType, input: unknown): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe("login messages (spec §5)", () => {
  it.each([
    [{ email: "", password: "secret1" }, "Email is Required"],
    [{ email: "nope", password: "secret1" }, "Provide a valid Email"],
    [{ email: "a@b.co", password: "" }, "Password is Required"],
    [{ email: "a@b.co", password: "12345" }, "Must be 6 characters or longer"],
  ])("%j → %s", (input, message) => {
    expect(firstMessage(loginSchema, input)).toBe(message);
  });
  it("accepts a valid login", () => {
    expect(firstMessage(loginSchema, { email: "a@b.co", password: "123456" })).toBeUndefined();
  });
});

describe("signup messages (spec §5)", () => {
  it.each([
    [{ name: "", email: "a@b.co", password: "123456" }, "Name is required"],
    [{ name: "Al", email: "", password: "123456" }, "Email is required"],
    [{ name: "Al", email: "a@", password: "123456" }, "Provide a valid email"],
    [{ name: "Al", email: "a@b.co", password: "" }, "Password is required"],
    [{ name: "Al", email: "a@b.co", password: "123" }, "Must be value 6"],
  ])("%j → %s", (input, message) => {
    expect(firstMessage(signupSchema, input)).toBe(message);
  });
});

describe("add product messages (spec §5, double spaces kept)", () => {
  const valid = {
    name: "Tripod",
    description: "Folding tripod",
    minimumOrder: 1,
    availableOrder: 10,
    priceCents: 1999,
    image: "/images/products/tripod.svg",
  };
  it.each([
    ["name", "Name is required"],
    ["description", "Description is required"],
    ["minimumOrder", "Minimum order quantity is required"],
    ["availableOrder", "Available  quantity is required"],
    ["priceCents", "price  quantity is required"],
    ["image", "Image is required"],
  ])("missing %s → %s", (field, message) => {
    const input = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
    expect(firstMessage(productInputSchema, input)).toBe(message);
  });
  it("checks the numbers beyond the spec", () => {
    expect(firstMessage(productInputSchema, { ...valid, priceCents: 0 })).toBe("Price must be more than $0");
    expect(firstMessage(productInputSchema, { ...valid, minimumOrder: 1.5 })).toMatch(/whole number/);
    expect(firstMessage(productInputSchema, { ...valid, minimumOrder: 20 })).toBe(
      "Minimum order cannot be more than the available quantity",
    );
  });
  it("accepts form strings for the numbers", () => {
    const r = productInputSchema.safeParse({
      ...valid,
      minimumOrder: "2",
      availableOrder: "30",
      priceCents: "500",
    });
    expect(r.success && r.data.minimumOrder).toBe(2);
  });
});

describe("purchase input", () => {
  it("drops fields a client may not set", () => {
    const r = purchaseInputSchema.parse({
      productId: "x1-bundle",
      quantity: 3,
      address: "1 Main St",
      phone: "+1 555 0100",
      priceCents: 1,
      paid: true,
      transactionId: "forged",
    });
    expect(r).toEqual({ productId: "x1-bundle", quantity: 3, address: "1 Main St", phone: "+1 555 0100" });
  });
  it("requires address and phone", () => {
    expect(
      firstMessage(purchaseInputSchema, { productId: "p", quantity: 3, address: "", phone: "+1 555 0100" }),
    ).toBe("Address is required");
    expect(firstMessage(purchaseInputSchema, { productId: "p", quantity: 3, address: "x", phone: "" })).toBe(
      "Phone is required",
    );
  });
});

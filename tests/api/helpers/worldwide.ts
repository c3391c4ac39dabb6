/** Orders by destination for the worldwide suites (issue 31): addresses, bodies, quotes, products. */
import { randomUUID } from "node:crypto";
import type { ApiErrorBody, OrderQuoteAnswer, PlacedOrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct } from "../../support/admin-sdk.js";
import type { TestUser } from "../../support/auth.js";
import { api } from "../../support/payments.js";

export const BERLIN: PostalAddress = {
  name: "Erika Mustermann",
  line1: "Invalidenstraße 116",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};
export const TEXAS: PostalAddress = {
  name: "Tex Buyer",
  line1: "1100 Congress Ave",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
};
export const GERMAN_PHONE = "+49 30 901820";
/** The payment's webhook and the tax commit after it, on a busy machine. */
export const PAID = { timeout: 90_000, interval: 500 } as const;

export type Items = { productId: string; quantity: number }[];
export const body = (items: Items, address: PostalAddress | string, extra: Record<string, unknown> = {}) => ({
  items,
  address,
  phone:
    typeof address === "string" ? "+1 555 0100" : address.country === "DE" ? GERMAN_PHONE : "+1 512 555 0100",
  ...extra,
});

export function quote(user: TestUser, b: ReturnType<typeof body>) {
  return api<OrderQuoteAnswer & ApiErrorBody>("/orders/quote", { method: "POST", user, body: b });
}
export function order(user: TestUser, b: ReturnType<typeof body>) {
  return api<PlacedOrderAnswer & ApiErrorBody>("/orders", { method: "POST", user, body: b });
}

/** Two products at whole-dollar prices (19 % of them is a whole number of cents). */
export async function twoProducts(): Promise<[string, string]> {
  const a = await createTestProduct({
    name: `Worldwide A ${randomUUID()}`,
    priceCents: 6_000,
    minimumOrder: 0,
    availableOrder: 20,
  });
  const b = await createTestProduct({
    name: `Worldwide B ${randomUUID()}`,
    priceCents: 2_000,
    minimumOrder: 0,
    availableOrder: 20,
  });
  return [a, b];
}

/**
 * Orders in the buyer's currency (issue 32), as the currency files use them: Paris and London
 * addresses with their phones, an order's body, its quote and its placing, and a product with a
 * price list.
 */
import { randomUUID } from "node:crypto";
import type { ApiErrorBody, OrderQuoteAnswer, PlacedOrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct } from "../../support/admin-sdk.js";
import type { TestUser } from "../../support/auth.js";
import { api } from "../../support/payments.js";

export { PAID } from "./worldwide.js";

export const PARIS: PostalAddress = {
  name: "Marianne Dupont",
  line1: "1 Rue de Rivoli",
  city: "Paris",
  postalCode: "75001",
  country: "FR",
};
export const LONDON: PostalAddress = {
  name: "Arthur Dent",
  line1: "10 Downing Street",
  city: "London",
  postalCode: "SW1A 2AA",
  country: "GB",
};
export const PHONES: Record<string, string> = { FR: "+33 1 42 76 40 40", GB: "+44 20 7946 0958" };

export type Items = { productId: string; quantity: number }[];
export const body = (items: Items, address: PostalAddress, currency?: string) => ({
  items,
  address,
  phone: PHONES[address.country] ?? "+1 512 555 0100",
  ...(currency ? { currency } : {}),
});

export function quote(user: TestUser, b: ReturnType<typeof body>) {
  return api<OrderQuoteAnswer & ApiErrorBody>("/orders/quote", { method: "POST", user, body: b });
}
export function order(user: TestUser, b: ReturnType<typeof body>) {
  return api<PlacedOrderAnswer & ApiErrorBody>("/orders", { method: "POST", user, body: b });
}

/** A product sold at 60.00 USD, 60.00 EUR and 48.00 GBP (or without a EUR price). */
export function listedProduct(prices: { usd: number; eur?: number; gbp?: number }): Promise<string> {
  return createTestProduct({
    name: `Currency ${randomUUID()}`,
    priceCents: prices.usd,
    prices,
    minimumOrder: 0,
    availableOrder: 20,
  });
}

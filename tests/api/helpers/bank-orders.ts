/**
 * Orders in euros to the Netherlands, Belgium and Germany for the bank-method suites (issue 49):
 * a product, an order of it, its PaymentIntent, its state as the customer reads it, the local
 * Stripe's events.
 */
import { randomUUID } from "node:crypto";
import { expect, vi } from "vitest";
import type { ApiErrorBody, OrderAnswer, PlacedOrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct } from "../../support/admin-sdk.js";
import type { TestUser } from "../../support/auth.js";
import { api, localEvents, paymentIntentIdOf, stripeEventProcessed } from "../../support/payments.js";

export const SETTLED = { timeout: 90_000, interval: 400 } as const;
export const place = (
  country: string,
  city: string,
  phone: string,
): { address: PostalAddress; phone: string } => ({
  address: { name: "Test Buyer", line1: "Hoofdstraat 1", city, postalCode: "1011 AB", country },
  phone,
});
export const AMSTERDAM = place("NL", "Amsterdam", "+31 20 624 1111");
export const BRUSSELS = {
  ...place("BE", "Brussels", "+32 2 279 22 11"),
  address: { ...place("BE", "Brussels", "").address, postalCode: "1000" },
};
export const BERLIN = {
  ...place("DE", "Berlin", "+49 30 901820"),
  address: { ...place("DE", "Berlin", "").address, postalCode: "10115" },
};

/** A product at 50.00 USD / 50.00 EUR with 20 pieces. */
export function euroProduct(): Promise<string> {
  return createTestProduct({
    name: `Methods ${randomUUID()}`,
    priceCents: 5_000,
    prices: { usd: 5_000, eur: 5_000 },
    minimumOrder: 0,
    availableOrder: 20,
  });
}

export async function orderOf(
  user: TestUser,
  productId: string,
  to: { address: PostalAddress; phone: string },
  currency = "eur",
): Promise<string> {
  const placed = await api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user,
    body: { items: [{ productId, quantity: 2 }], ...to, currency },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.orderId;
}

export async function intentOf(user: TestUser, orderId: string): Promise<string> {
  const res = await api<{ clientSecret: string } & ApiErrorBody>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return paymentIntentIdOf(res.body.clientSecret);
}

export const readOrder = async (user: TestUser, orderId: string) =>
  (await api<OrderAnswer>(`/orders/${orderId}`, { user })).body;

export async function orderState(user: TestUser, orderId: string, state: string): Promise<OrderAnswer> {
  let order: OrderAnswer | undefined;
  await vi.waitFor(async () => {
    order = await readOrder(user, orderId);
    expect(order.state).toBe(state);
  }, SETTLED);
  if (!order) throw new Error("no order");
  return order;
}

/** Waits until the local Stripe's events of this type about the PaymentIntent are all processed by the shop. */
export async function eventsProcessed(pi: string, type: string, count = 1): Promise<string[]> {
  let ids: string[] = [];
  await vi.waitFor(async () => {
    ids = (await localEvents(pi, type)).map((e) => e.id);
    expect(ids.length).toBeGreaterThanOrEqual(count);
    for (const id of ids) expect(await stripeEventProcessed(id), `${type} ${id}`).toBe(true);
  }, SETTLED);
  return ids;
}

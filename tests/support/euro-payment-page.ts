/**
 * A customer on the payment page of an order in euros (issue 49), as the bank-method files use it
 * (bank-payments.e2e: SEPA; ideal.e2e: iDEAL): a new customer signed in, a product of 20 pieces at
 * 50.00 EUR, an order of 2 placed through the API, its payment page open with its method tabs.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { ApiErrorBody, OrderAnswer, PlacedOrderAnswer, PostalAddress } from "@shop/domain";
import { createTestProduct } from "./admin-sdk.js";
import { createCustomer, type TestUser } from "./auth.js";
import type { BrowserSession } from "./browser-session.js";
import { UI, signInThroughLogin } from "./browser.js";
import { SHOP_URL } from "./env.js";
import { api } from "./payments.js";

/** The webhook (and for a debit the clock) decides: the page follows it by asking again. */
export const DECIDED = { timeout: 90_000 } as const;

export const AMSTERDAM = {
  name: "Test Buyer",
  line1: "Hoofdstraat 1",
  city: "Amsterdam",
  postalCode: "1011 AB",
  country: "NL",
};
export const BERLIN = {
  name: "Test Buyer",
  line1: "Unter den Linden 1",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};

/** The order as its customer reads it (GET /orders/:id: times in milliseconds). */
export async function readOrder(user: TestUser, orderId: string): Promise<OrderAnswer> {
  return (await api<OrderAnswer>(`/orders/${orderId}`, { user })).body;
}

/** A signed-in customer on the payment page of a new order of 2 × 50.00 EUR to `address` (20 pieces in stock). */
export async function payingInEuros(
  session: BrowserSession,
  address: PostalAddress,
  phone: string,
): Promise<{ page: Page; user: TestUser; orderId: string; productId: string }> {
  const user = await createCustomer("Test Customer");
  const page = await signInThroughLogin(await session.newContext(), user.email, user.password);
  const productId = await createTestProduct({
    name: `Bank methods ${randomUUID()}`,
    priceCents: 5_000,
    prices: { usd: 5_000, eur: 5_000 },
    minimumOrder: 0,
    availableOrder: 20,
  });
  const placed = await api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user,
    body: { items: [{ productId, quantity: 2 }], address, phone, currency: "eur" },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId;
  await page.goto(`${SHOP_URL}/dashboard/payment/order/${orderId}`);
  await page.getByRole("heading", { name: "Hello, Test Customer" }).waitFor(UI);
  await page.getByRole("tablist", { name: "Payment method" }).waitFor(UI);
  return { page, user, orderId, productId };
}

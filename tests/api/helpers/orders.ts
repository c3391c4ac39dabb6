/** Orders of several lines and promo codes, as orders.api and promo-code-race.api place them. */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { ApiErrorBody, PlacedOrderAnswer } from "@shop/domain";
import type { TestUser } from "../../support/auth.js";
import { api } from "../../support/payments.js";

const CONTACT = { address: "1 Reseller Road, Springfield, IL 62701", phone: "+1 555 0100" };

/** A promo code of this test run (unique name). */
export async function createCode(admin: TestUser, fields: Record<string, unknown>): Promise<string> {
  const code = `T${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;
  const res = await api<{ code: string }>("/promo-codes", {
    method: "POST",
    user: admin,
    body: { code, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return code;
}

/** POST /orders with a United States contact, and a promo code when given. */
export function placeOrder(
  user: TestUser,
  items: { productId: string; quantity: number }[],
  promoCode?: string,
) {
  return api<PlacedOrderAnswer & ApiErrorBody>("/orders", {
    method: "POST",
    user,
    body: { items, ...CONTACT, ...(promoCode ? { promoCode } : {}) },
  });
}

/**
 * Launch-day stock (functions/src/catalog), as the stock files use it: a product in buckets, an
 * order sent as a launch-day client sends it, the pieces its live purchases hold, and many
 * customers (each may hold only 3 unpaid purchases).
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { IDEMPOTENCY_HEADER, type ApiErrorBody } from "@shop/domain";
import { db } from "../../support/admin-sdk.js";
import { createCustomer, type TestUser } from "../../support/auth.js";
import { call } from "./http.js";

/** `count` new customers named `name` 1…count, made 25 at a time. */
export async function launchCustomers(name: string, count: number): Promise<TestUser[]> {
  const customers: TestUser[] = [];
  for (let start = 0; start < count; start += 25) {
    customers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(25, count - start) }, (_, n) =>
          createCustomer(`${name} ${start + n + 1}`),
        ),
      )),
    );
  }
  return customers;
}

export async function launchProduct(
  admin: TestUser,
  availableOrder: number,
  stockBuckets: number,
  minimumOrder = 1,
): Promise<string> {
  const res = await call<{ insertedId: string }>("POST", "/products", {
    token: admin.idToken,
    body: {
      name: `Launch gimbal ${Date.now()}`,
      description: "A product for the launch-day stock tests.",
      image: "/images/products/x1-bundle.svg",
      minimumOrder,
      availableOrder,
      priceCents: 2500,
      stockBuckets,
    },
  });
  expect(res.status).toBe(201);
  return res.body.insertedId;
}

/**
 * An order as a launch-day client sends it: with an Idempotency-Key, sent again with the same key
 * while the first attempt is still being answered (409 `idempotency-key-in-use`) or when the shop
 * said it is too busy (503) or a gateway gave up (504). The final answer counts; the order is
 * placed at most once (the stock, bucket and reservation checks prove it).
 */
export async function order(customer: TestUser, productId: string, quantity: number) {
  const key = randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await call<{ insertedId: string } | ApiErrorBody>("POST", "/purchase", {
      token: customer.idToken,
      headers: { [IDEMPOTENCY_HEADER]: key },
      body: { productId, quantity, address: "1 Launch Street, Springfield, IL 62701", phone: "555-0142" },
    });
    const inProgress =
      answer.status === 409 && (answer.body as ApiErrorBody).error?.code === "idempotency-key-in-use";
    const busy = answer.status === 503 || answer.status === 504;
    if ((!busy && !inProgress) || attempt === 5) return answer;
    // The client's backoff before it sends the same request again.
    await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
  }
}

/** Pieces held by the product's live (not cancelled, not expired) purchases. */
export async function reserved(productId: string): Promise<number> {
  const snap = await db.collection("purchases").where("productId", "==", productId).get();
  return snap.docs
    .filter((d) => d.get("state") !== "cancelled" && d.get("state") !== "expired")
    .reduce((sum, d) => sum + (d.get("quantity") as number), 0);
}

/**
 * The books in euros (issue 32): a paid EUR order counts in the shop-wide EUR overview only, and
 * the orders' and payments' CSV rows say EUR. Runs alone (ALONE_STEPS in
 * scripts/emulated-suites.ts): it compares the shop-wide overview before and after its order,
 * which another lane's EUR order or refund would shift.
 */
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { SLOW_EMULATOR_MS, api, payOrderByCard } from "../support/payments.js";
import { call } from "./helpers/http.js";
import { PAID, PARIS, body, listedProduct, order } from "./helpers/currencies.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

describe("the books in euros", () => {
  type Overview = {
    currency: string;
    totals: { revenueCents: number; orders: number; refundedCents: number };
  };
  const overview = async (admin: TestUser, currency: string) =>
    (await api<Overview>(`/stats/overview?days=7&currency=${currency}`, { user: admin })).body;

  it(
    "counts a paid EUR order in the EUR overview only, and the CSV rows say EUR",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Book Keeper"), signInAdmin()]);
      const productId = await listedProduct({ usd: 6_000, eur: 6_000, gbp: 4_800 });
      const before = await overview(admin, "eur");
      expect(before.currency).toBe("eur");
      const placed = await order(customer, body([{ productId, quantity: 2 }], PARIS, "eur"));
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const { orderId, purchaseIds } = placed.body;
      await payOrderByCard(customer, orderId);
      // The line's goods (2 × €60.00) count as revenue, in euros.
      await expect
        .poll(async () => (await overview(admin, "eur")).totals, PAID)
        .toEqual({
          ...before.totals,
          revenueCents: before.totals.revenueCents + 12_000,
          orders: before.totals.orders + 1,
          averageOrderCents: expect.any(Number) as number,
        });
      expect((await api<ApiErrorBody>("/stats/overview?currency=jpy", { user: admin })).body.error).toEqual({
        code: "invalid-argument",
        message: "currency must be usd, eur or gbp",
      });

      const today = new Date().toISOString().slice(0, 10);
      const orders = await call("GET", `/orders/export.csv?from=${today}&to=${today}`, {
        token: admin.idToken,
      });
      const row = orders.text.split("\r\n").find((l) => l.startsWith(orderId));
      expect(row).toContain(",134.00,0.00,EUR,");
      const payments = await call("GET", `/payments/export.csv?from=${today}&to=${today}`, {
        token: admin.idToken,
      });
      const paymentRow = payments.text.split("\r\n").find((l) => l.startsWith(purchaseIds[0] ?? "-"));
      expect(paymentRow).toContain(",120.00,EUR,");
    },
    SLOW_EMULATOR_MS,
  );
});

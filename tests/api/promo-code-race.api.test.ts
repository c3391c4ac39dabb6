/**
 * Promo codes under a rush: 50 simultaneous orders on a code of 10 redemptions. Runs alone
 * (ALONE_STEPS in scripts/emulated-suites.ts): its burst would slow the browser lanes past their
 * limits. The codes' other rules are orders.api.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { PromoCodeAnswer } from "@shop/domain";
import { createTestProduct, productStock } from "../support/admin-sdk.js";
import { api } from "../support/payments.js";
import { createCode, placeOrder } from "./helpers/orders.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

describe("promo codes", () => {
  it("gives exactly 10 discounted orders to 50 simultaneous orders on a code of 10", async () => {
    const admin = await signInAdmin();
    const product = await createTestProduct({ minimumOrder: 1, availableOrder: 500, stockBuckets: 16 });
    const code = await createCode(admin, { percentOff: 20, maxRedemptions: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => registeredCustomer(`Racer ${i}`)));
    const answers = await Promise.all(
      buyers.map((b) => placeOrder(b, [{ productId: product, quantity: 2 }], code)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(
      answers.filter((a) => a.status === 409).every((a) => a.body.error.message === "Promo code used up"),
    ).toBe(true);
    expect(answers.filter((a) => a.status === 201).every((a) => a.body.discountCents > 0)).toBe(true);
    const codes = await api<PromoCodeAnswer[]>("/promo-codes", { user: admin });
    expect(codes.body.find((c) => c.code === code)?.redeemed).toBe(10);
    expect(await productStock(product)).toBe(480);
  }, 120_000);
});

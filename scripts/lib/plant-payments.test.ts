/** What the seed plants in the local Stripe for its sales: one PaymentIntent per payment, its refunds. */
import { describe, expect, it } from "vitest";
import { orderOfPurchase } from "@shop/domain";
import { SEED_SALES, seedSales } from "../seed-sales.js";
import { plantForm, paymentsToPlant, type StoredPayment } from "./plant-payments.js";
import { saleDocuments } from "./sale-documents.js";

const NOW = Date.UTC(2026, 10, 26, 9);
const HOUR = 3_600_000;

/** The seed's sales as the seed stores them (purchase with its order id, its order, its record). */
function storedSales(): StoredPayment[] {
  return seedSales(NOW).flatMap((sale) => {
    const { purchase, payment } = saleDocuments(sale);
    if (!payment) return [];
    const stored = { ...purchase, orderId: sale.id };
    return [{ id: sale.id, payment, purchase: stored, order: orderOfPurchase(sale.id, stored) }];
  });
}

describe("paymentsToPlant", () => {
  it("plants each paid sale once, at its own times, with the refunds the shop recorded", () => {
    const rows = storedSales();
    const planted = paymentsToPlant(rows);
    expect(planted).toHaveLength(rows.length);
    expect(rows.length).toBeLessThan(SEED_SALES);
    for (const row of rows) {
      const p = planted.find((x) => x.paymentIntentId === `pi_sale_${row.id}`);
      expect(p).toMatchObject({
        amountCents: row.payment.priceCents,
        currency: "usd",
        paidAt: row.payment.createdAt,
        createdAt: row.purchase?.createdAt,
        metadata: { orderId: row.id, userId: row.payment.userId },
      });
      const refund = row.purchase?.refund;
      if (refund)
        expect(p?.refunds).toEqual([
          { id: `re_sale_${row.id}`, amountCents: refund.amountCents, at: refund.at },
        ]);
    }
    // Sale 18 (i = 17) was refunded $20.00 in Stripe an hour after it shipped: no refund id on the shop's side.
    const partial = planted.find((p) => p.paymentIntentId === "pi_sale_demo-sale-18");
    const history = rows.find((r) => r.id === "demo-sale-18")?.purchase?.history ?? [];
    const shipped = history.find((h) => h.state === "shipped")?.at ?? 0;
    expect(partial?.refunds).toEqual([{ id: "re_rest_demo-sale-18", amountCents: 2000, at: shipped + HOUR }]);
  });

  it("sums an order's lines into its one PaymentIntent and says so in the form", () => {
    const [a, b] = storedSales();
    if (!a || !b) throw new Error("no sales");
    const line = (row: StoredPayment, id: string): StoredPayment => ({
      ...row,
      id,
      payment: { ...row.payment, transactionId: "pi_seed_order", createdAt: 5 * HOUR },
      purchase: row.purchase && { ...row.purchase, orderId: "demo-order", refund: null, createdAt: 4 * HOUR },
      order: row.order && { ...row.order, refundedCents: 0 },
    });
    const [order] = paymentsToPlant([line(a, "demo-order-line-1"), line(b, "demo-order-line-2")]);
    expect(order).toMatchObject({
      paymentIntentId: "pi_seed_order",
      amountCents: a.payment.priceCents + b.payment.priceCents,
      createdAt: 4 * HOUR,
      paidAt: 5 * HOUR,
      refunds: [],
    });
    expect(Object.fromEntries(plantForm(order ?? ({} as never)))).toEqual({
      id: "pi_seed_order",
      amount: String(a.payment.priceCents + b.payment.priceCents),
      currency: "usd",
      created: "14400",
      paid_at: "18000",
      "metadata[orderId]": "demo-order",
      "metadata[userId]": a.payment.userId,
    });
  });
});

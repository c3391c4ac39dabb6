/**
 * Issue 31: a refund made in Stripe's Dashboard (it names no line: the `charge.refunded` / refund
 * webhook path, not POST /purchase/:id/refund) reverses its share of the order's tax in Stripe Tax,
 * as the shop's own refunds do: prorated over the lines and shipping by money paid, each refund
 * once, and a refund of everything left reverses exactly what is left.
 */
import { describe, expect, it, vi } from "vitest";
import type { OrderAnswer } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import {
  SETTLE,
  SLOW_EMULATOR_MS,
  api,
  paymentIntentIdOf,
  resendEvent,
  localEvents,
  stripe,
  webhooksSettled,
} from "../support/payments.js";
import { registeredCustomer } from "./helpers/users.js";
import { BERLIN, PAID, body, order, twoProducts } from "./helpers/worldwide.js";

/** A payment, its tax commit, a refund and its events on a busy machine (not a speed assertion). */
const SLOW = 2 * SLOW_EMULATOR_MS;

/** A paid order to Berlin of 2 × 6000 and 2 × 2000: 1500 shipping, 19 % VAT, total 20825. */
async function paidBerlinOrder(customer: TestUser) {
  const [a, b] = await twoProducts();
  const items = [
    { productId: a, quantity: 2 },
    { productId: b, quantity: 2 },
  ];
  const placed = await order(customer, body(items, BERLIN));
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  expect(placed.body.totalCents).toBe(20_825);
  const { orderId, purchaseIds } = placed.body;
  const intent = await api<{ clientSecret: string }>(`/orders/${orderId}/payment-intent`, {
    method: "POST",
    user: customer,
  });
  const paymentIntentId = paymentIntentIdOf(intent.body.clientSecret);
  await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: "pm_card_visa" });
  const transactionId = await vi.waitFor(async () => {
    const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    expect(String(o.body.taxTransactionId)).toMatch(/^tax_/);
    return o.body.taxTransactionId ?? "";
  }, PAID);
  return { orderId, purchaseIds, paymentIntentId, transactionId };
}

/** The reversal recorded on the order for a refund (once the refund's webhook was applied). */
async function reversalOf(customer: TestUser, orderId: string, refundId: string): Promise<string> {
  return vi.waitFor(async () => {
    const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    const id = o.body.taxReversals?.[refundId] ?? "";
    expect(id).toMatch(/^tax_/);
    return id;
  }, PAID);
}

/** A reversal's lines as [reference, amount, tax] and its shipping as [amount, tax]. */
async function reversed(reversalId: string) {
  const [t, lines] = await Promise.all([
    stripe.tax.transactions.retrieve(reversalId),
    stripe.tax.transactions.listLineItems(reversalId),
  ]);
  return {
    transaction: t,
    lines: lines.data.map((l) => [l.reference, l.amount, l.amount_tax]),
    shipping: [t.shipping_cost?.amount ?? 0, t.shipping_cost?.amount_tax ?? 0],
    taxCents: -lines.data.reduce((s, l) => s + l.amount_tax, 0) - (t.shipping_cost?.amount_tax ?? 0),
  };
}

describe("a refund made in Stripe's Dashboard", () => {
  it(
    "of part of an order reverses its share of every line's and shipping's tax; the rest reverses what is left",
    async () => {
      const customer = await registeredCustomer("Dashboard Dora");
      const { orderId, purchaseIds, paymentIntentId, transactionId } = await paidBerlinOrder(customer);
      const [lineA, lineB] = purchaseIds;

      // 10000 of 20825: floor(v × 10000 / 20825) of each line's goods and VAT and of shipping.
      const first = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 10_000 });
      const one = await reversed(await reversalOf(customer, orderId, first.id));
      expect(one.transaction).toMatchObject({
        type: "reversal",
        reference: `refund-${first.id}`,
        reversal: { original_transaction: transactionId },
      });
      expect(one.lines).toEqual([
        [lineA, -5_762, -1_094],
        [lineB, -1_920, -364],
      ]);
      expect(one.shipping).toEqual([-720, -136]);
      expect(one.taxCents).toBe(1_594);

      // The other 10825: everything left, to the cent (3325 of VAT in all).
      const second = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: 10_825 });
      const two = await reversed(await reversalOf(customer, orderId, second.id));
      expect(two.lines).toEqual([
        [lineA, -6_238, -1_186],
        [lineB, -2_080, -396],
      ]);
      expect(two.shipping).toEqual([-780, -149]);
      expect(one.taxCents + two.taxCents).toBe(3_325);
      await vi.waitFor(async () => expect(await webhooksSettled(paymentIntentId)).toBe(true), SETTLE);
    },
    SLOW,
  );

  it(
    "of a whole order reverses all of its tax once, however often its event arrives",
    async () => {
      const customer = await registeredCustomer("Dashboard Dirk");
      const { orderId, purchaseIds, paymentIntentId } = await paidBerlinOrder(customer);
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId });
      const reversalId = await reversalOf(customer, orderId, refund.id);
      const all = await reversed(reversalId);
      expect(all.lines).toEqual([
        [purchaseIds[0], -12_000, -2_280],
        [purchaseIds[1], -4_000, -760],
      ]);
      expect(all.shipping).toEqual([-1_500, -285]);
      expect(all.taxCents).toBe(3_325);
      // The lines are refunded (Stripe's refund covered the order).
      await vi.waitFor(async () => {
        const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
        expect(o.body.state).toBe("refunded");
      }, SETTLE);
      // Its event again: no second reversal (the order keeps the one).
      const [event] = await localEvents(paymentIntentId, "charge.refunded");
      if (!event) throw new Error("no charge.refunded event");
      await resendEvent(event.id);
      await vi.waitFor(async () => {
        const [again] = await localEvents(paymentIntentId, "charge.refunded");
        expect(again?.deliveries).toBeGreaterThan(event.deliveries);
        expect(await webhooksSettled(paymentIntentId)).toBe(true);
      }, SETTLE);
      const o = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
      expect(o.body.taxReversals).toEqual({ [refund.id]: reversalId });
    },
    SLOW,
  );
});

import { describe, expect, it } from "vitest";
import {
  bookRefund,
  migratedBook,
  newPaymentBook,
  planLineRest,
  planPieces,
  planShipping,
  stripeRefundPlan,
  taxRefunded,
  type PaymentBook,
  type RefundPlan,
} from "./books.js";

/** $40.00 × 3 and $10.00 × 1 to New York: 8.875 % tax added, $9.00 shipping with its tax. */
const ORDER = {
  userId: "u1",
  lines: [
    { productId: "p1", productName: "Gimbal", productImage: "", unitPriceCents: 4000, quantity: 3, priceCents: 12000, paidCents: 12000, taxCents: 1065, purchaseId: "a" },
    { productId: "p2", productName: "Case", productImage: "", unitPriceCents: 1000, quantity: 1, priceCents: 1000, paidCents: 1000, taxCents: 89, purchaseId: "b" },
  ],
  subtotalCents: 13000,
  discountCents: 0,
  shippingCents: 900,
  taxCents: 1234,
  totalCents: 13000 + 900 + 1234,
}; // prettier-ignore

const apply = (book: PaymentBook, id: string, plan: RefundPlan | null): PaymentBook => {
  if (!plan) throw new Error("no plan");
  const out = bookRefund(book, id, plan);
  if (!out.ok) throw new Error(out.refusal);
  return out.book;
};

describe("the books of one payment", () => {
  it("opens with what Stripe charged, split into goods, shipping and tax", () => {
    const book = newPaymentBook("o1", ORDER, "pi_1", 1);
    expect(book).toMatchObject({
      chargedCents: 15134,
      shippingTaxCents: 80,
      currency: "usd",
      taxIncluded: false,
    });
  });

  it("returns, the rest and shipping add up to the charge exactly, never beyond", () => {
    let book = newPaymentBook("o1", ORDER, "pi_1", 1);
    const one = planPieces(book, "a", 1);
    expect(one).toMatchObject({ amountCents: 4000 + 355, taxCents: 355 });
    book = apply(book, "re_1", one);
    expect(planShipping(book)).toBeNull();
    const rest = planLineRest(book, "a");
    expect(rest?.lines[0]).toEqual({ purchaseId: "a", pieces: 2, goodsCents: 8000, taxCents: 710 });
    book = apply(book, "re_2", rest);
    book = apply(book, "re_3", planLineRest(book, "b"));
    expect(planLineRest(book, "a")).toBeNull();
    const shipping = planShipping(book);
    expect(shipping).toMatchObject({ shippingCents: 900, shippingTaxCents: 80, amountCents: 980 });
    book = apply(book, "re_4", shipping);
    expect(book.refunded.totalCents).toBe(ORDER.totalCents);
    expect(taxRefunded(book)).toBe(ORDER.taxCents);
    expect(planShipping(book)).toBeNull();
    // Nothing beyond the charge, and a refund booked twice changes nothing.
    expect(bookRefund(book, "re_5", stripeRefundPlan(1))).toEqual({ ok: false, refusal: "beyond-charge" });
    expect(bookRefund(book, "re_2", stripeRefundPlan(1))).toMatchObject({ ok: true, changed: false });
  });

  it("three single returns of three pieces split the goods and tax so they add up to the line", () => {
    let book = newPaymentBook("o1", ORDER, "pi_1", 1);
    const taxes: number[] = [];
    for (const id of ["r1", "r2", "r3"]) {
      const plan = planPieces(book, "a", 1);
      taxes.push(plan?.taxCents ?? -1);
      book = apply(book, id, plan);
    }
    expect(taxes.reduce((a, b) => a + b, 0)).toBe(1065);
    expect(book.refunded.lines.a).toEqual({ pieces: 3, goodsCents: 12000, taxCents: 1065 });
    expect(planPieces(book, "a", 1)).toBeNull();
  });

  it("prices that include their VAT refund the goods alone (the tax is inside them)", () => {
    const book = newPaymentBook(
      "o1",
      { ...ORDER, currency: "eur", taxIncluded: true, totalCents: 13900 },
      "pi_1",
      1,
    );
    expect(planLineRest(book, "b")?.amountCents).toBe(1000);
  });

  it("an order paid before the books: its kept refunds, a return's goods without tax", () => {
    const { book, refunds } = migratedBook("o1", ORDER, "pi_1", 1, [
      { refundId: "re_r", purchaseId: "a", amountCents: 4000, at: 2, returnId: "ret1", pieces: 1 },
      { refundId: "re_b", purchaseId: "b", amountCents: 1089, at: 3, returnId: null, pieces: null },
    ]);
    expect(book.migrated).toBe(true);
    expect(book.refunded.lines.a).toEqual({ pieces: 1, goodsCents: 4000, taxCents: 0 });
    expect(book.refunded.totalCents).toBe(5089);
    expect(refunds.map((r) => r.refundId)).toEqual(["re_r", "re_b"]);
  });
});

import { describe, expect, it } from "vitest";
import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  escapeHtml,
  isMailAbandoned,
  formatMailTime,
  mailRetryDelayMs,
  paymentReceivedMail,
  pendingDelivery,
  purchaseCancelledMail,
  purchaseExpiredMail,
  purchasePlacedMail,
  purchaseRefundedMail,
  purchaseShippedMail,
  reconciliationMail,
  returnRefundedMail,
  shopContactMessageMail,
  shopPaidOrderMail,
  type MailState,
} from "./index.js";

const ctx = { shopUrl: "https://shop.example" };
const purchase = {
  productName: "Gimbal X1 <Pro>",
  quantity: 3,
  priceCents: 74700,
  userName: "Casey",
  userEmail: "casey@gimbal.test",
  phone: "+1 555 0100",
  address: "1 Main St",
  holdUntil: Date.UTC(2026, 10, 24, 15, 16),
  transactionId: "pi_123",
  carrier: "UPS",
  trackingNumber: "1Z999",
};

describe("transactional mail", () => {
  it("order placed: product, quantity, total from cents, pay link and pay-by time", () => {
    const m = purchasePlacedMail(ctx, "abc", purchase);
    expect(m.subject).toContain("Gimbal X1 <Pro> × 3");
    expect(m.text).toContain("Total: $747.00");
    expect(m.text).toContain("Pay now: https://shop.example/dashboard/payment/abc");
    expect(m.text).toContain("Pay by: Tuesday, November 24, 2026 at 3:16 PM UTC");
    expect(m.html).toContain('href="https://shop.example/dashboard/payment/abc"');
    expect(m.html).toContain("Gimbal X1 &lt;Pro&gt;");
    expect(m.html).not.toContain("<Pro>");
    expect(m.text).toContain("Gimbal Shop");
  });

  it("receipt names the amount and the transaction", () => {
    const m = paymentReceivedMail(ctx, purchase);
    expect(m.subject).toBe("Payment received: Gimbal X1 <Pro> × 3");
    expect(m.text).toContain("Amount paid: $747.00");
    expect(m.text).toContain("Transaction id: pi_123");
  });

  it("an order of one line with shipping and tax shows them and charges its total, not the line's price", () => {
    const order = { shippingCents: 900, taxCents: 6_710, totalCents: 82_310 };
    const placed = purchasePlacedMail(ctx, "abc", { ...purchase, order });
    expect(placed.text).toContain("Shipping: $9.00\nTax: $67.10\nTotal: $823.10");
    const receipt = paymentReceivedMail(ctx, { ...purchase, order });
    expect(receipt.text).toContain("Shipping: $9.00\nTax: $67.10\nAmount paid: $823.10");
    expect(shopPaidOrderMail(ctx, { ...purchase, order }).subject).toBe(
      "New paid order: Gimbal X1 <Pro> × 3 ($823.10)",
    );
    // An order that adds nothing keeps the line's own lines.
    const plain = paymentReceivedMail(ctx, { ...purchase, order: { totalCents: 74_700 } });
    expect(plain.text).toContain("Amount paid: $747.00");
    expect(plain.text).not.toContain("Shipping");
  });

  it("a return's refund is mailed in its order's currency", () => {
    const r = {
      rmaNumber: "RMA-2026-000007",
      productName: "Gimbal X1",
      quantity: 1,
      reason: "Damaged" as const,
      comment: "",
      userName: "Casey",
      userEmail: "casey@gimbal.test",
    };
    const eur = returnRefundedMail(
      ctx,
      { ...r, refund: { id: "re_1", amountCents: 5_500, currency: "eur", at: 1 } },
      5_500,
    );
    expect(eur.subject).toBe("Return refunded: RMA-2026-000007 (€55.00)");
    expect(eur.text).toContain("Amount refunded: €55.00");
    expect(returnRefundedMail(ctx, r, 5_500).text).toContain("Amount refunded: $55.00");
  });

  it("a purchase in euros or pounds is mailed in its currency", () => {
    expect(paymentReceivedMail(ctx, { ...purchase, currency: "eur" }).text).toContain("Amount paid: €747.00");
    expect(purchasePlacedMail(ctx, "abc", { ...purchase, currency: "gbp" }).text).toContain("Total: £747.00");
  });

  it("shipped mail carries the carrier and tracking number only when given", () => {
    expect(purchaseShippedMail(ctx, purchase).text).toContain("Tracking number: 1Z999");
    const bare = purchaseShippedMail(ctx, { ...purchase, carrier: null, trackingNumber: null });
    expect(bare.text).not.toContain("Tracking number");
    expect(bare.text).not.toContain("Carrier");
  });

  it("refund, expiry and cancellation mails", () => {
    expect(purchaseRefundedMail(ctx, purchase, 74700).text).toContain("Amount refunded: $747.00");
    expect(purchaseRefundedMail(ctx, purchase, 100, "Paid too late.").text).toContain("Paid too late.");
    expect(purchaseExpiredMail(ctx, purchase).subject).toBe("Order expired: Gimbal X1 <Pro> × 3");
    expect(purchaseExpiredMail(ctx, purchase).text).toContain("https://shop.example/shop");
    expect(purchaseCancelledMail(ctx, purchase).subject).toBe("Order cancelled: Gimbal X1 <Pro> × 3");
  });

  it("shop mails: the paid order with the customer, the contact message with every field", () => {
    const paid = shopPaidOrderMail(ctx, purchase);
    expect(paid.subject).toBe("New paid order: Gimbal X1 <Pro> × 3 ($747.00)");
    expect(paid.text).toContain("Customer: Casey <casey@gimbal.test>");
    expect(paid.text).toContain("https://shop.example/dashboard/allProducts");
    const contact = shopContactMessageMail(ctx, {
      name: "Robin",
      company: "Acme",
      email: "robin@acme.test",
      phone: "",
      message: "Do you ship to <Canada>?",
    });
    expect(contact.subject).toBe("Contact message from Robin (Acme)");
    expect(contact.text).toContain("Email: robin@acme.test");
    expect(contact.text).toContain("Phone: —");
    expect(contact.html).toContain("Do you ship to &lt;Canada&gt;?");
  });

  it("formats times in UTC and escapes HTML", () => {
    expect(formatMailTime(Date.UTC(2026, 0, 2, 3, 4))).toBe("Friday, January 2, 2026 at 3:04 AM UTC");
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("a mail is abandoned when it waited a lease while PENDING or PROCESSING, never once done", () => {
    const now = 1_800_000_000_000;
    const mail = (state: MailState, age: number, claimedAgo: number | null) => ({
      createdAt: now - age,
      delivery: { ...pendingDelivery(), state, startTime: claimedAgo === null ? null : now - claimedAgo },
    });
    expect(isMailAbandoned(mail("PENDING", MAIL_LEASE_MS - 1, null), now)).toBe(false);
    expect(isMailAbandoned(mail("PENDING", MAIL_LEASE_MS, null), now)).toBe(true);
    // Written long ago but claimed a moment ago: its sender is still at work.
    expect(isMailAbandoned(mail("PROCESSING", 3 * MAIL_LEASE_MS, 60_000), now)).toBe(false);
    expect(isMailAbandoned(mail("PROCESSING", 3 * MAIL_LEASE_MS, MAIL_LEASE_MS), now)).toBe(true);
    expect(isMailAbandoned(mail("SUCCESS", 3 * MAIL_LEASE_MS, 2 * MAIL_LEASE_MS), now)).toBe(false);
    expect(isMailAbandoned(mail("ERROR", 3 * MAIL_LEASE_MS, 2 * MAIL_LEASE_MS), now)).toBe(false);
  });

  it("retries back off and are capped", () => {
    expect([1, 2, 3, 4, 10].map(mailRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 30000]);
    expect(MAIL_MAX_ATTEMPTS).toBeGreaterThan(1);
    expect(pendingDelivery()).toEqual({
      state: "PENDING",
      attempts: 0,
      startTime: null,
      endTime: null,
      error: null,
      info: null,
    });
  });
});

describe("the shop's reconciliation mail", () => {
  it("names the matched amount of each currency on its own, never a sum across currencies", () => {
    const m = reconciliationMail(ctx, {
      from: "2026-11-20",
      to: "2026-11-20",
      by: "schedule",
      createdAt: 0,
      matchedCount: 3,
      matchedCents: 5_000,
      matchedByCurrency: { usd: { count: 2, cents: 5_000 }, eur: { count: 1, cents: 5_500 } },
      differences: [{ kind: "missing_in_stripe", paymentIntentId: "pi_x", shopCents: 4_200 }],
    });
    expect(m.text).toContain("Matched: 3 payment(s), $50.00, €55.00");
    expect(m.subject).toBe("Reconciliation 2026-11-20: 1 difference(s) with Stripe");
  });

  it("names no amount, in no currency, when nothing matched", () => {
    const m = reconciliationMail(ctx, {
      from: "2026-11-20",
      to: "2026-11-20",
      by: "schedule",
      createdAt: 0,
      matchedCount: 0,
      matchedCents: 0,
      matchedByCurrency: {},
      differences: [{ kind: "missing_in_stripe", paymentIntentId: "pi_x", shopCents: 4_200 }],
    });
    expect(m.text).toContain("Matched: 0 payment(s)\n");
    expect(m.text).not.toContain("$0.00");
  });
});

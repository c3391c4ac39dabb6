/** The customer's order mails in the order's language (issue 51); English stays the shop's text. */
import { describe, expect, it } from "vitest";
import { newOrder } from "../order/build.js";
import type { Locale } from "../locale/locale.js";
import { ORDER_MAIL_WORDS } from "./order-mail-words.js";
import { orderPaidMail, orderPaymentFailedMail, orderPlacedMail } from "./order-mails.js";

const ctx = { shopUrl: "https://shop.test" };
const HOLD_UNTIL = Date.UTC(2026, 10, 24, 15, 16);

function order(locale?: Locale) {
  const { order: o } = newOrder({
    orderId: "o-1",
    purchaseIds: ["p-1"],
    items: [{ product: { id: "x1", name: "Gimbal X1", image: "", priceCents: 12_345 }, quantity: 2 }],
    buyer: { uid: "u-1", name: "Lena", email: "lena@example.test" },
    address: "Rue de la République 1, 69002 Lyon",
    phone: "+33 4 72 00 00 00",
    promoCode: null,
    discountCents: 0,
    at: HOLD_UNTIL - 3_600_000,
    holdSeconds: 3_600,
    currency: "eur",
    ...(locale ? { locale } : {}),
  });
  return { ...o, transactionId: "pi_1" };
}

describe("order mails in the order's language", () => {
  it("keeps English for an order placed in English (no locale kept on it)", () => {
    const o = order("en");
    expect(o.locale).toBeUndefined();
    const mail = orderPlacedMail(ctx, "o-1", o);
    expect(mail.subject).toBe(
      "Your order: Gimbal X1 × 2 — please pay by Tuesday, November 24, 2026 at 3:16 PM UTC",
    );
    expect(mail.text).toContain("Pay now: https://shop.test/dashboard/payment/order/o-1");
    expect(mail.html).toContain("<html><body");
  });

  it("speaks French: words, dates, money and links under /fr", () => {
    const mail = orderPlacedMail(ctx, "o-1", order("fr"));
    expect(mail.subject).toBe(
      "Votre commande : Gimbal X1 × 2 — merci de payer avant le mardi 24 novembre 2026 à 15:16 UTC",
    );
    expect(mail.text).toContain("Bonjour Lena,");
    expect(mail.text).toMatch(/Total: 246,90\s€/);
    expect(mail.text).toContain("Payer maintenant: https://shop.test/fr/dashboard/payment/order/o-1");
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("speaks German in the receipt and the failed debit's mail", () => {
    expect(orderPaidMail(ctx, order("de")).subject).toBe("Zahlung erhalten: Gimbal X1 × 2");
    const failed = orderPaymentFailedMail(ctx, "o-1", order("de"));
    expect(failed.subject).toBe("Ihre Zahlung ist fehlgeschlagen: bitte erneut zahlen — Gimbal X1 × 2");
    expect(failed.text).toContain("Zahlbar bis: Dienstag, 24. November 2026 um 15:16 UTC");
    expect(failed.text).toContain("https://shop.test/de/dashboard/payment/order/o-1");
  });

  it("has every word in every language (no English left in German or French)", () => {
    const flat = (w: object): string[] =>
      Object.values(w).flatMap((v) =>
        typeof v === "string"
          ? [v]
          : typeof v === "function"
            ? [String((v as (...a: string[]) => string)("X", "Y"))]
            : flat(v as object),
      );
    const en = flat(ORDER_MAIL_WORDS.en);
    for (const locale of ["de", "fr"] as const) {
      const words = flat(ORDER_MAIL_WORDS[locale]);
      expect(words).toHaveLength(en.length);
      expect(words.filter((w, i) => w === en[i] && w !== "Total")).toEqual([]);
    }
  });
});

/**
 * What a buyer in Lyon receives in French (issue 51): an order placed from a French page keeps
 * its language, and its mails, invoice and credit note speak it; the checkout's validation
 * messages follow the request's language while their codes stay the same.
 */
import { describe, expect, it, vi } from "vitest";
import {
  ADDRESS_MESSAGES,
  INVOICE_PATHS,
  type ApiErrorBody,
  type OrderAnswer,
  type PlacedOrderAnswer,
} from "@shop/domain";
import { call } from "../support/http.js";
import { getPdf, pdfText, waitForMark } from "../support/invoices.js";
import { mailDocs } from "../support/mail.js";
import { SLOW_EMULATOR_MS, api, stripe } from "../support/payments.js";
import { euroProduct, intentOf, orderState } from "./helpers/bank-orders.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const LYON = {
  address: {
    name: "Camille Martin",
    line1: "1 rue de la République",
    city: "Lyon",
    postalCode: "69002",
    country: "FR",
  },
  phone: "+33 4 72 10 30 30",
};

describe("an order placed in French", () => {
  it(
    "keeps its language: the French mail, then the invoice and the credit note in French",
    async () => {
      const [customer, admin] = await Promise.all([registeredCustomer("Camille Martin"), signInAdmin()]);
      const productId = await euroProduct();
      const placed = await call<PlacedOrderAnswer & ApiErrorBody>("POST", "/orders", {
        token: customer.idToken,
        headers: { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" },
        body: { items: [{ productId, quantity: 2 }], ...LYON, currency: "eur" },
      });
      expect(placed.status, placed.text).toBe(201);
      const orderId = placed.body.orderId;
      const order = (await api<OrderAnswer>(`/orders/${orderId}`, { user: customer })).body;
      expect(order.locale).toBe("fr");

      await vi.waitFor(async () => {
        const mail = (await mailDocs({ to: customer.email })).find((m) => m.kind === "order-placed");
        expect(mail?.message.subject).toMatch(/^Votre commande : .+ × 2 — merci de payer avant le .+ UTC$/);
        expect(mail?.message.text).toContain(`/fr/dashboard/payment/order/${orderId}`);
      }, SLOW_EMULATOR_MS / 2);

      await stripe.paymentIntents.confirm(await intentOf(customer, orderId), {
        payment_method: "pm_card_visa",
      });
      const paid = await orderState(customer, orderId, "paid");
      await waitForMark(paid.purchaseIds[0] ?? "", "invoiceNumber");
      const invoice = await pdfText((await getPdf(INVOICE_PATHS.invoice(orderId), customer)).bytes);
      expect(invoice).toMatch(/Facture INV-/);
      expect(invoice).toContain("Facturé à");
      expect(invoice).toContain("Total payé (EUR)");
      expect(invoice).not.toContain("Invoice");

      const refund = await api<{ refund: { id: string } } & ApiErrorBody>(
        `/purchase/${paid.purchaseIds[0] ?? ""}/refund`,
        {
          method: "POST",
          user: admin,
          body: {},
        },
      );
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      await waitForMark(paid.purchaseIds[0] ?? "", "creditNoteNumber");
      const note = await pdfText(
        (await getPdf(INVOICE_PATHS.creditNote(refund.body.refund.id), customer)).bytes,
      );
      expect(note).toMatch(/Avoir CN-/);
      expect(note).toContain("Rectifie la facture");
      expect(note).toContain("Total crédité (EUR)");
    },
    SLOW_EMULATOR_MS,
  );

  it("answers the checkout's validation in the request's language with the same code", async () => {
    const customer = await registeredCustomer();
    const productId = await euroProduct();
    const order = (language: string) =>
      call<ApiErrorBody>("POST", "/orders/quote", {
        token: customer.idToken,
        headers: { "Accept-Language": language },
        body: {
          items: [{ productId, quantity: 1 }],
          address: { ...LYON.address, postalCode: "6900" },
          currency: "eur",
        },
      });
    const [fr, de, en] = await Promise.all([order("fr"), order("de-AT"), order("en-US")]);
    expect(en.status).toBe(400);
    expect(en.body.error).toEqual({ code: "invalid-argument", message: ADDRESS_MESSAGES.postalCode("FR") });
    expect(fr.body.error).toEqual({
      code: "invalid-argument",
      message: "Veuillez saisir un code postal valide pour France",
    });
    expect(de.body.error).toEqual({
      code: "invalid-argument",
      message: "Bitte geben Sie eine gültige Postleitzahl für Frankreich ein",
    });
  });

  it("the purchase page's order in German: its line keeps the language and its mail speaks it", async () => {
    const customer = await registeredCustomer("Jonas Weber");
    const productId = await euroProduct();
    const placed = await call<{ insertedId: string } & ApiErrorBody>("POST", "/purchase", {
      token: customer.idToken,
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
      body: {
        productId,
        quantity: 2,
        address: {
          name: "Jonas Weber",
          line1: "Unter den Linden 1",
          city: "Berlin",
          postalCode: "10115",
          country: "DE",
        },
        phone: "+49 30 901820",
        currency: "eur",
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const purchase = (
      await api<{ locale?: string }>(`/purchase/${placed.body.insertedId}`, { user: customer })
    ).body;
    expect(purchase.locale).toBe("de");
    await vi.waitFor(async () => {
      const mail = (await mailDocs({ purchaseId: placed.body.insertedId })).find(
        (m) => m.kind === "purchase-placed",
      );
      expect(mail?.message.subject).toMatch(/^Ihre Bestellung: .+ × 2 — bitte zahlen Sie bis .+ UTC$/);
      expect(mail?.message.text).toContain("Hallo Jonas Weber,");
      expect(mail?.message.text).toContain(`/de/dashboard/payment/${placed.body.insertedId}`);
    }, SLOW_EMULATOR_MS / 2);
  });
});

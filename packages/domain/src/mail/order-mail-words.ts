/**
 * The words of the customer's order mails in each of the shop's languages (issue 51): the order
 * keeps the language it was placed in and its mails follow it. English is the shop's original
 * text, unchanged; the mails to the shop stay English.
 */
import type { Locale } from "../locale/locale.js";

export interface OrderMailWords {
  greet: (name: string) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  payBy: string;
  amountPaid: string;
  transactionId: string;
  seeOrders: string;
  placed: { subject: (items: string, by: string) => string; intro: string; expiry: string; action: string };
  paid: { subject: (items: string) => string; intro: string };
  processing: { subject: (items: string) => string; intro: string };
  paymentFailed: { subject: (items: string) => string; intro: string; keep: string; action: string };
  cancelled: { subject: (items: string) => string; intro: string; action: string };
  expired: { subject: (items: string) => string; intro: (by: string) => string; action: string };
  /** The mails of one line (the purchase page's orders, shipments and refunds). */
  line: {
    product: string;
    quantity: string;
    paidIntro: string;
    shipped: { subject: (item: string) => string; intro: string; carrier: string; tracking: string };
    refunded: { subject: (item: string) => string; intro: string; amount: string; bank: string };
  };
}

const EN: OrderMailWords = {
  greet: (name) => `Hello ${name || "there"},`,
  subtotal: "Subtotal",
  discount: "Discount",
  shipping: "Shipping",
  tax: "Tax",
  total: "Total",
  payBy: "Pay by",
  amountPaid: "Amount paid",
  transactionId: "Transaction id",
  seeOrders: "See your orders",
  placed: {
    subject: (items, by) => `Your order: ${items} — please pay by ${by}`,
    intro: "Thank you for your order. We are holding your pieces until you pay.",
    expiry: "If it is not paid by then, the order expires and the pieces go back on sale.",
    action: "Pay now",
  },
  paid: {
    subject: (items) => `Payment received: ${items}`,
    intro: "We received your payment. We will tell you when your parcels leave.",
  },
  processing: {
    subject: (items) => `We have your payment instruction: ${items}`,
    intro:
      "We have your payment instruction. Your bank takes a few days to transfer the money; we keep your pieces meanwhile and write again once it has arrived.",
  },
  paymentFailed: {
    subject: (items) => `Your payment failed: pay again — ${items}`,
    intro: "Your payment failed: pay again. Your bank did not transfer the money for this order.",
    keep: "We keep your pieces until then; if it is not paid by then, the order expires.",
    action: "Pay again",
  },
  cancelled: {
    subject: (items) => `Order cancelled: ${items}`,
    intro: "Your order is cancelled and nothing was charged.",
    action: "See your order history",
  },
  expired: {
    subject: (items) => `Order expired: ${items}`,
    intro: (by) => `Your order was not paid by ${by}, so it has expired and nothing was charged.`,
    action: "Order again",
  },
  line: {
    product: "Product",
    quantity: "Quantity",
    paidIntro: "We received your payment. We will tell you when your parcel leaves.",
    shipped: {
      subject: (item) => `Shipped: ${item}`,
      intro: "Your order is on its way.",
      carrier: "Carrier",
      tracking: "Tracking number",
    },
    refunded: {
      subject: (item) => `Refunded: ${item}`,
      intro: "Your payment has been refunded.",
      amount: "Amount refunded",
      bank: "Your bank shows the refund within 5 to 10 business days.",
    },
  },
};

const DE: OrderMailWords = {
  greet: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  subtotal: "Zwischensumme",
  discount: "Rabatt",
  shipping: "Versand",
  tax: "Steuer",
  total: "Gesamt",
  payBy: "Zahlbar bis",
  amountPaid: "Bezahlter Betrag",
  transactionId: "Transaktions-ID",
  seeOrders: "Ihre Bestellungen ansehen",
  placed: {
    subject: (items, by) => `Ihre Bestellung: ${items} — bitte zahlen Sie bis ${by}`,
    intro: "Vielen Dank für Ihre Bestellung. Wir halten Ihre Artikel zurück, bis Sie bezahlt haben.",
    expiry:
      "Wird sie bis dahin nicht bezahlt, verfällt die Bestellung und die Artikel gehen wieder in den Verkauf.",
    action: "Jetzt bezahlen",
  },
  paid: {
    subject: (items) => `Zahlung erhalten: ${items}`,
    intro: "Wir haben Ihre Zahlung erhalten. Wir sagen Ihnen Bescheid, sobald Ihre Pakete unterwegs sind.",
  },
  processing: {
    subject: (items) => `Wir haben Ihren Zahlungsauftrag: ${items}`,
    intro:
      "Wir haben Ihren Zahlungsauftrag. Ihre Bank braucht einige Tage für die Überweisung; so lange halten wir Ihre Artikel zurück und schreiben Ihnen wieder, sobald das Geld angekommen ist.",
  },
  paymentFailed: {
    subject: (items) => `Ihre Zahlung ist fehlgeschlagen: bitte erneut zahlen — ${items}`,
    intro:
      "Ihre Zahlung ist fehlgeschlagen: bitte erneut zahlen. Ihre Bank hat das Geld für diese Bestellung nicht überwiesen.",
    keep: "Bis dahin halten wir Ihre Artikel zurück; wird die Bestellung nicht bezahlt, verfällt sie.",
    action: "Erneut bezahlen",
  },
  cancelled: {
    subject: (items) => `Bestellung storniert: ${items}`,
    intro: "Ihre Bestellung ist storniert; es wurde nichts berechnet.",
    action: "Ihren Bestellverlauf ansehen",
  },
  expired: {
    subject: (items) => `Bestellung verfallen: ${items}`,
    intro: (by) =>
      `Ihre Bestellung wurde nicht bis ${by} bezahlt; sie ist daher verfallen und es wurde nichts berechnet.`,
    action: "Erneut bestellen",
  },
  line: {
    product: "Artikel",
    quantity: "Menge",
    paidIntro: "Wir haben Ihre Zahlung erhalten. Wir sagen Ihnen Bescheid, sobald Ihr Paket unterwegs ist.",
    shipped: {
      subject: (item) => `Versandt: ${item}`,
      intro: "Ihre Bestellung ist unterwegs.",
      carrier: "Versanddienst",
      tracking: "Sendungsnummer",
    },
    refunded: {
      subject: (item) => `Erstattet: ${item}`,
      intro: "Ihre Zahlung wurde erstattet.",
      amount: "Erstatteter Betrag",
      bank: "Ihre Bank zeigt die Erstattung innerhalb von 5 bis 10 Werktagen an.",
    },
  },
};

const FR: OrderMailWords = {
  greet: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  subtotal: "Sous-total",
  discount: "Remise",
  shipping: "Livraison",
  tax: "Taxes",
  total: "Total",
  payBy: "À payer avant le",
  amountPaid: "Montant payé",
  transactionId: "Identifiant de transaction",
  seeOrders: "Voir vos commandes",
  placed: {
    subject: (items, by) => `Votre commande : ${items} — merci de payer avant le ${by}`,
    intro: "Merci pour votre commande. Nous réservons vos articles jusqu’à votre paiement.",
    expiry: "Sans paiement d’ici là, la commande expire et les articles sont remis en vente.",
    action: "Payer maintenant",
  },
  paid: {
    subject: (items) => `Paiement reçu : ${items}`,
    intro: "Nous avons reçu votre paiement. Nous vous préviendrons dès l’expédition de vos colis.",
  },
  processing: {
    subject: (items) => `Nous avons votre ordre de paiement : ${items}`,
    intro:
      "Nous avons votre ordre de paiement. Votre banque met quelques jours à transférer l’argent ; nous gardons vos articles en attendant et vous écrirons dès sa réception.",
  },
  paymentFailed: {
    subject: (items) => `Votre paiement a échoué : payez à nouveau — ${items}`,
    intro:
      "Votre paiement a échoué : payez à nouveau. Votre banque n’a pas transféré l’argent de cette commande.",
    keep: "Nous gardons vos articles jusque-là ; sans paiement, la commande expire.",
    action: "Payer à nouveau",
  },
  cancelled: {
    subject: (items) => `Commande annulée : ${items}`,
    intro: "Votre commande est annulée et rien n’a été débité.",
    action: "Voir l’historique de vos commandes",
  },
  expired: {
    subject: (items) => `Commande expirée : ${items}`,
    intro: (by) =>
      `Votre commande n’a pas été payée avant le ${by} ; elle a donc expiré et rien n’a été débité.`,
    action: "Commander à nouveau",
  },
  line: {
    product: "Article",
    quantity: "Quantité",
    paidIntro: "Nous avons reçu votre paiement. Nous vous préviendrons dès l’expédition de votre colis.",
    shipped: {
      subject: (item) => `Expédié : ${item}`,
      intro: "Votre commande est en route.",
      carrier: "Transporteur",
      tracking: "Numéro de suivi",
    },
    refunded: {
      subject: (item) => `Remboursé : ${item}`,
      intro: "Votre paiement a été remboursé.",
      amount: "Montant remboursé",
      bank: "Votre banque affiche le remboursement sous 5 à 10 jours ouvrés.",
    },
  },
};

export const ORDER_MAIL_WORDS: Readonly<Record<Locale, OrderMailWords>> = { en: EN, de: DE, fr: FR };

/**
 * The words of invoices and credit notes in each of the shop's languages (issue 51): a document
 * keeps its order's language when it is issued, so it always renders the same. English is the
 * shop's original text, unchanged.
 */
import type { Locale } from "../locale/locale.js";

export interface DocumentWords {
  /** Intl's locale for dates and amounts. */
  intl: string;
  invoice: (number: string) => string;
  creditNote: (number: string) => string;
  creditNotesOfRefund: (refundId: string) => string;
  dateOfPayment: string;
  transaction: string;
  order: string;
  seller: string;
  billTo: string;
  taxNumber: string;
  buyerTaxId: string;
  columns: [product: string, quantity: string, unitPrice: string, amount: string];
  subtotal: string;
  discount: string;
  shipping: string;
  net: string;
  reverseChargeNote: string;
  reverseCharge: string;
  totalPaid: (currency: string) => string;
  correctsInvoice: string;
  noInvoice: string;
  dateOfRefund: string;
  refund: string;
  refundOf: (refundId: string, transactionId: string) => string;
  reason: string;
  totalCredited: (currency: string) => string;
}

const EN: DocumentWords = {
  intl: "en-GB",
  invoice: (n) => `Invoice ${n}`,
  creditNote: (n) => `Credit note ${n}`,
  creditNotesOfRefund: (id) => `Credit notes of refund ${id}`,
  dateOfPayment: "Date of payment",
  transaction: "Transaction",
  order: "Order",
  seller: "Seller",
  billTo: "Bill to",
  taxNumber: "Tax number",
  buyerTaxId: "VAT / tax ID",
  columns: ["Product", "Quantity", "Unit price", "Amount"],
  subtotal: "Subtotal",
  discount: "Discount",
  shipping: "Shipping",
  net: "Net amount (excl. tax)",
  reverseChargeNote: "Reverse charge: VAT to be accounted for by the recipient.",
  reverseCharge: "Reverse charge",
  totalPaid: (c) => `Total paid (${c})`,
  correctsInvoice: "Corrects invoice",
  noInvoice: "none (paid before invoices were issued)",
  dateOfRefund: "Date of refund",
  refund: "Refund",
  refundOf: (id, tx) => `${id} of transaction ${tx}`,
  reason: "Reason",
  totalCredited: (c) => `Total credited (${c})`,
};

const DE: DocumentWords = {
  intl: "de-DE",
  invoice: (n) => `Rechnung ${n}`,
  creditNote: (n) => `Gutschrift ${n}`,
  creditNotesOfRefund: (id) => `Gutschriften der Erstattung ${id}`,
  dateOfPayment: "Zahlungsdatum",
  transaction: "Transaktion",
  order: "Bestellung",
  seller: "Verkäufer",
  billTo: "Rechnungsempfänger",
  taxNumber: "Steuernummer",
  buyerTaxId: "USt-IdNr.",
  columns: ["Artikel", "Menge", "Einzelpreis", "Betrag"],
  subtotal: "Zwischensumme",
  discount: "Rabatt",
  shipping: "Versand",
  net: "Nettobetrag (ohne Steuer)",
  reverseChargeNote: "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).",
  reverseCharge: "Reverse Charge",
  totalPaid: (c) => `Bezahlt gesamt (${c})`,
  correctsInvoice: "Korrigiert Rechnung",
  noInvoice: "keine (bezahlt, bevor Rechnungen ausgestellt wurden)",
  dateOfRefund: "Erstattungsdatum",
  refund: "Erstattung",
  refundOf: (id, tx) => `${id} der Transaktion ${tx}`,
  reason: "Grund",
  totalCredited: (c) => `Gutgeschrieben gesamt (${c})`,
};

const FR: DocumentWords = {
  intl: "fr-FR",
  invoice: (n) => `Facture ${n}`,
  creditNote: (n) => `Avoir ${n}`,
  creditNotesOfRefund: (id) => `Avoirs du remboursement ${id}`,
  dateOfPayment: "Date de paiement",
  transaction: "Transaction",
  order: "Commande",
  seller: "Vendeur",
  billTo: "Facturé à",
  taxNumber: "Numéro fiscal",
  buyerTaxId: "N° de TVA",
  columns: ["Article", "Quantité", "Prix unitaire", "Montant"],
  subtotal: "Sous-total",
  discount: "Remise",
  shipping: "Livraison",
  net: "Montant HT",
  reverseChargeNote: "Autoliquidation : TVA due par le preneur.",
  reverseCharge: "Autoliquidation",
  totalPaid: (c) => `Total payé (${c})`,
  correctsInvoice: "Rectifie la facture",
  noInvoice: "aucune (payé avant l’émission des factures)",
  dateOfRefund: "Date du remboursement",
  refund: "Remboursement",
  refundOf: (id, tx) => `${id} de la transaction ${tx}`,
  reason: "Motif",
  totalCredited: (c) => `Total crédité (${c})`,
};

export const DOCUMENT_WORDS: Readonly<Record<Locale, DocumentWords>> = { en: EN, de: DE, fr: FR };

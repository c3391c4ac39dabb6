import type { Messages } from "./en.js";

/** Die Wörter der Adressfelder. */
export const messages: Messages = {
  "address.legend": "Adresse",
  "address.name": "Vollständiger Name",
  "address.line1": "Adresszeile 1",
  "address.line2": "Adresszeile 2",
  "address.city": "Ort",
  "address.region": "Bundesland / Region",
  "address.choose": "Auswählen…",
  "address.postalCode": "Postleitzahl",
  "address.country": "Land",
  "address.phone": "Telefon",
  "address.taxId": "USt-IdNr. oder Steuernummer (Unternehmen, optional)",
};

/**
 * The API's messages a buyer reads at checkout, in the page's language (issue 51): the server
 * answers `{ error: { code, message } }` with the `code` unchanged and the message translated when
 * the request's `Accept-Language` is German or French and the message is one of these. Messages
 * not listed stay English (the admin's, and the spec's texts on English pages).
 */
import { ADDRESS_MESSAGES, countryName, countryOptions } from "../address/address.js";
import { TAX_ID_MESSAGE } from "../address/delivery.js";
import { ONE_LINE_ADDRESS_MESSAGE } from "../address/one-line-address.js";
import { ONE_LINE_MESSAGE } from "../core/text.js";
import { OPEN_ORDERS_MESSAGE } from "../purchase/rules.js";
import type { Locale } from "./locale.js";

type Translated = Record<Exclude<Locale, "en">, string>;

const FIXED: ReadonlyMap<string, Translated> = new Map([
  [
    ADDRESS_MESSAGES.name,
    { de: "Vollständiger Name ist erforderlich", fr: "Le nom complet est obligatoire" },
  ],
  [
    ADDRESS_MESSAGES.line1,
    { de: "Adresszeile 1 ist erforderlich", fr: "La ligne d’adresse 1 est obligatoire" },
  ],
  [ADDRESS_MESSAGES.city, { de: "Ort ist erforderlich", fr: "La ville est obligatoire" }],
  [ADDRESS_MESSAGES.country, { de: "Bitte wählen Sie ein Land", fr: "Veuillez choisir un pays" }],
  [
    ADDRESS_MESSAGES.phone,
    {
      de: "Bitte geben Sie eine gültige Telefonnummer ein",
      fr: "Veuillez saisir un numéro de téléphone valide",
    },
  ],
  [
    TAX_ID_MESSAGE,
    {
      de: "Bitte geben Sie eine gültige USt-IdNr. oder Steuernummer ein",
      fr: "Veuillez saisir un numéro de TVA ou d’identification fiscale valide",
    },
  ],
  [
    ONE_LINE_MESSAGE,
    {
      de: "Bitte entfernen Sie Zeilenumbrüche und Steuerzeichen",
      fr: "Veuillez supprimer les retours à la ligne et les caractères de contrôle",
    },
  ],
  [
    ONE_LINE_ADDRESS_MESSAGE,
    {
      de: "Bitte geben Sie die Adresse in Teilen ein: vollständiger Name, Adresszeile, Ort, Postleitzahl und Land",
      fr: "Veuillez saisir l’adresse en plusieurs champs : nom complet, adresse, ville, code postal et pays",
    },
  ],
  [
    OPEN_ORDERS_MESSAGE,
    {
      de: "Bitte bezahlen oder stornieren Sie zuerst Ihre offenen Bestellungen",
      fr: "Veuillez d’abord payer ou annuler vos commandes en cours",
    },
  ],
]);

/** The messages that name a country, with the country's name in the page's language. */
const BY_COUNTRY: readonly {
  message: (code: string) => string;
  words: Record<"de" | "fr", (name: string) => string>;
}[] = [
  {
    message: ADDRESS_MESSAGES.postalCode,
    words: {
      de: (name) => `Bitte geben Sie eine gültige Postleitzahl für ${name} ein`,
      fr: (name) => `Veuillez saisir un code postal valide pour ${name}`,
    },
  },
  {
    message: ADDRESS_MESSAGES.region,
    words: {
      de: (name) => `Bitte wählen Sie ein Bundesland oder eine Region von ${name}`,
      fr: (name) => `Veuillez choisir un État ou une région de ${name}`,
    },
  },
];

/** English country names back to their codes (the messages carry the name). */
let codesByName: Map<string, string> | undefined;
const codeOfName = (name: string): string | undefined =>
  (codesByName ??= new Map(countryOptions().map((c) => [countryName(c.code), c.code]))).get(name);

function countryIn(code: string, locale: "de" | "fr"): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `message` in `locale` when the shop has it translated; otherwise unchanged. */
export function translateApiMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const fixed = FIXED.get(message);
  if (fixed) return fixed[locale];
  for (const { message: of, words } of BY_COUNTRY) {
    const prefix = of("\u0000").split("\u0000")[0] ?? "";
    if (!message.startsWith(prefix)) continue;
    const code = codeOfName(message.slice(prefix.length));
    if (code && of(code) === message) return words[locale](countryIn(code, locale));
  }
  return message;
}

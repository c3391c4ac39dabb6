import type { Messages } from "./en.js";

/** Les mots des champs d’adresse. */
export const messages: Messages = {
  "address.legend": "Adresse",
  "address.name": "Nom complet",
  "address.line1": "Adresse, ligne 1",
  "address.line2": "Adresse, ligne 2",
  "address.city": "Ville",
  "address.region": "État / région",
  "address.choose": "Choisir…",
  "address.postalCode": "Code postal",
  "address.country": "Pays",
  "address.phone": "Téléphone",
  "address.taxId": "N° de TVA ou identifiant fiscal (entreprises, facultatif)",
};

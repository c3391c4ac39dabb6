import type { Messages } from "./en.js";

/** Die Wörter des Shops und der Produktseite. */
export const messages: Messages = {
  "shop.title": "Shop | Gimbal",
  "shop.description":
    "Kaufen Sie 3-Achsen-Gimbals für Action-Kameras, Bundles und Zubehör direkt aus unserer Werkstatt. Jeder Preis enthält ein Jahr Garantie.",
  "shop.heading": "Shop",
  "shop.note":
    "Jede Bestellung wird aus unserer eigenen Werkstatt versandt. Die Preise enthalten ein Jahr Garantie.",
  "grid.ourProducts": "Unsere Produkte",
  "grid.pages": "Produktseiten",
  "grid.empty": "Im Moment sind keine Produkte im Angebot. Bitte schauen Sie bald wieder vorbei.",
  "card.stock": "Mindestbestellung: {minimum} · Verfügbar: {available}",
  "card.buyNow": "Jetzt kaufen",
  "card.buyNowName": "Jetzt kaufen: {name}",
  "stock.soldOut": "Ausverkauft",
  "stock.notSold": "Nicht im Verkauf",
  "stock.fewLeft": "Nur noch {count} übrig",
  "stock.inStock": "Auf Lager",
  "buy.minimum": "Mindestbestellung",
  "buy.maximum": "Höchstens pro Bestellung",
  "buy.adding": "Wird hinzugefügt…",
  "buy.addToCart": "In den Warenkorb",
  "buy.added": "In den Warenkorb gelegt",
  "buy.notAdded": "Wir konnten es nicht in Ihren Warenkorb legen",
};

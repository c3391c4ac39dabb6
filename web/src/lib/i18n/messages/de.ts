import type { Messages } from "./en.js";

/** The German catalogue, loaded only on /de/… pages. */
export const messages: Messages = {
  "nav.home": "Start",
  "nav.about": "Über uns",
  "nav.services": "Leistungen",
  "nav.shop": "Shop",
  "nav.contact": "Kontakt",
  "nav.dashboard": "Konto",
  "nav.login": "Anmelden",
  "nav.logout": "Abmelden",
  "nav.menu": "Menü",
  "nav.main": "Hauptmenü",
  "nav.greeting": "Hallo, {name}",
  "language.label": "Sprache",
  "currency.label": "Währung",
};

import type { Messages } from "./en.js";

/** The French catalogue, loaded only on /fr/… pages. */
export const messages: Messages = {
  "nav.home": "Accueil",
  "nav.about": "À propos",
  "nav.services": "Services",
  "nav.shop": "Boutique",
  "nav.contact": "Contact",
  "nav.dashboard": "Mon compte",
  "nav.login": "Connexion",
  "nav.logout": "Déconnexion",
  "nav.menu": "Menu",
  "nav.main": "Menu principal",
  "nav.greeting": "Bonjour, {name}",
  "language.label": "Langue",
  "currency.label": "Devise",
};

/** The English catalogue: today's texts, word for word (the spec's strings). */
export const messages = {
  "nav.home": "Home",
  "nav.about": "About Us",
  "nav.services": "Services",
  "nav.shop": "Shop",
  "nav.contact": "Contacts",
  "nav.dashboard": "Dashboard",
  "nav.login": "Login",
  "nav.logout": "Log out",
  "nav.menu": "Menu",
  "nav.main": "Main",
  "nav.greeting": "Hi, {name}",
  "language.label": "Language",
  "currency.label": "Currency",
};

export type MessageKey = keyof typeof messages;
export type Messages = Record<MessageKey, string>;

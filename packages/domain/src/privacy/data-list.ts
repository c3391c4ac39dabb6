/**
 * What the shop keeps about a customer (issue 50): one list that the export, the erasure and the
 * public privacy page (web/src/features/marketing/routes/privacy.tsx, pre-rendered at /privacy)
 * are all made from. Each entry says what is kept, why, for how long, who else receives it and
 * what an erasure does with it.
 */

/** What an erasure does with a kind of data. */
export type ErasureAction = "deleted" | "anonymised" | "kept-marked-erased";

export interface PersonalDataKind {
  /** The export's section holding it (its key in the JSON file). */
  key: string;
  what: string;
  why: string;
  keptFor: string;
  /** Who receives it besides the shop's staff and its host (SHOP_HOST). */
  sharedWith: string;
  onErasure: ErasureAction;
}

/** Where everything on the list is stored, on the shop's behalf (the privacy page says so once). */
export const SHOP_HOST = "Google Cloud (Firebase), which hosts the shop, its database and its files";

/** What an erasure does, in the privacy page's words. */
export const ERASURE_ACTION_TEXT: Record<ErasureAction, string> = {
  deleted: "Deleted",
  anonymised: "Kept without your name",
  "kept-marked-erased": "Kept as the law requires, marked erased, readable by the shop's admins only",
};

export const PERSONAL_DATA: readonly PersonalDataKind[] = [
  {
    key: "profile",
    what: "Your name, email address, photo and the address and phone you saved",
    why: "To sign you in and to fill in your orders",
    keptFor: "Until you delete your account; unverified accounts after 30 days",
    sharedWith: "Nobody else",
    onErasure: "deleted",
  },
  {
    key: "orders",
    what: "Your orders with their lines, amounts, delivery address and phone",
    why: "To deliver what you bought; tax law asks for the records of a sale",
    keptFor: "10 years after the sale (tax law), then deleted",
    sharedWith: "The carrier that delivers your parcel (your name, address and phone)",
    onErasure: "kept-marked-erased",
  },
  {
    key: "payments",
    what: "Your payments and refunds: amounts, dates and transaction ids (never card data)",
    why: "To take payment and give refunds; tax law asks for them",
    keptFor: "10 years after the payment (tax law)",
    sharedWith: "Stripe, which takes the payment (the card details go to Stripe only, never to the shop)",
    onErasure: "kept-marked-erased",
  },
  {
    key: "invoices",
    what: "Your invoices and credit notes",
    why: "Tax law asks the shop to keep them",
    keptFor: "10 years (tax law); readable by the shop's admins only once your account is erased",
    sharedWith: "The tax authorities, when they check the shop's books",
    onErasure: "kept-marked-erased",
  },
  {
    key: "returns",
    what: "Your returns: the pieces, the reason and what was refunded",
    why: "To handle a return and refund it",
    keptFor: "With the order they belong to",
    sharedWith: "The carrier of a returned parcel",
    onErasure: "kept-marked-erased",
  },
  {
    key: "reviews",
    what: "Your product reviews and feedback",
    why: "To show other buyers what you thought",
    keptFor: "Until you delete them; an erased account's reviews stay as 'A verified buyer'",
    sharedWith: "Everybody: reviews and feedback are shown on the shop's pages with your name",
    onErasure: "anonymised",
  },
  {
    key: "messages",
    what: "The messages you sent through the contact form",
    why: "To answer you",
    keptFor: "Until you delete your account",
    sharedWith: "Nobody else",
    onErasure: "deleted",
  },
  {
    key: "mails",
    what: "The mails the shop sent you (subjects and dates)",
    why: "To show that they were sent and to send them again when they fail",
    keptFor: "Until you delete your account",
    sharedWith: "The mail service that delivers them",
    onErasure: "deleted",
  },
  {
    key: "cart",
    what: "The products in your cart",
    why: "To keep your cart between visits",
    keptFor: "90 days after its last change",
    sharedWith: "Nobody else",
    onErasure: "deleted",
  },
  {
    key: "consents",
    what: "Whether you asked for news and offers, and when",
    why: "To mail you only what you asked for",
    keptFor: "Until you withdraw it or delete your account",
    sharedWith: "Nobody else",
    onErasure: "deleted",
  },
];

/**
 * What the shop keeps about a customer (issue 50): one list that the export, the erasure and the
 * public privacy page are all made from. Each entry says what is kept, why, for how long and what
 * an erasure does with it.
 */

/** What an erasure does with a kind of data. */
export type ErasureAction = "deleted" | "anonymised" | "kept-marked-erased";

export interface PersonalDataKind {
  /** The export's section holding it (its key in the JSON file). */
  key: string;
  what: string;
  why: string;
  keptFor: string;
  onErasure: ErasureAction;
}

export const PERSONAL_DATA: readonly PersonalDataKind[] = [
  {
    key: "profile",
    what: "Your name, email address, photo and the address and phone you saved",
    why: "To sign you in and to fill in your orders",
    keptFor: "Until you delete your account; unverified accounts after 30 days",
    onErasure: "deleted",
  },
  {
    key: "orders",
    what: "Your orders with their lines, amounts, delivery address and phone",
    why: "To deliver what you bought; tax law asks for the records of a sale",
    keptFor: "10 years after the sale (tax law), then deleted",
    onErasure: "kept-marked-erased",
  },
  {
    key: "payments",
    what: "Your payments and refunds: amounts, dates and transaction ids (never card data)",
    why: "To take payment and give refunds; tax law asks for them",
    keptFor: "10 years after the payment (tax law)",
    onErasure: "kept-marked-erased",
  },
  {
    key: "invoices",
    what: "Your invoices and credit notes",
    why: "Tax law asks the shop to keep them",
    keptFor: "10 years (tax law); readable by the shop's admins only once your account is erased",
    onErasure: "kept-marked-erased",
  },
  {
    key: "returns",
    what: "Your returns: the pieces, the reason and what was refunded",
    why: "To handle a return and refund it",
    keptFor: "With the order they belong to",
    onErasure: "kept-marked-erased",
  },
  {
    key: "reviews",
    what: "Your product reviews and feedback",
    why: "To show other buyers what you thought",
    keptFor: "Until you delete them; an erased account's reviews stay as 'A verified buyer'",
    onErasure: "anonymised",
  },
  {
    key: "messages",
    what: "The messages you sent through the contact form",
    why: "To answer you",
    keptFor: "Until you delete your account",
    onErasure: "deleted",
  },
  {
    key: "mails",
    what: "The mails the shop sent you (subjects and dates)",
    why: "To show that they were sent and to send them again when they fail",
    keptFor: "Until you delete your account",
    onErasure: "deleted",
  },
  {
    key: "cart",
    what: "The products in your cart",
    why: "To keep your cart between visits",
    keptFor: "90 days after its last change",
    onErasure: "deleted",
  },
  {
    key: "consents",
    what: "Whether you asked for news and offers, and when",
    why: "To mail you only what you asked for",
    keptFor: "Until you withdraw it or delete your account",
    onErasure: "deleted",
  },
];

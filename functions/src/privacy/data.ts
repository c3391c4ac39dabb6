/**
 * What the privacy area reads and changes of a customer (issue 50): every collection that holds
 * their data, by the field that names them, and its own `erasures/{id}` jobs.
 */
import {
  COLLECTIONS,
  INVOICE_COLLECTIONS,
  LEDGER_COLLECTIONS,
  MAIL_COLLECTION,
  RETURN_COLLECTIONS,
  type Cart,
  type ContactMessage,
  type CreditNoteDocument,
  type ErasureJob,
  type Feedback,
  type InvoiceDocument,
  type Mail,
  type Order,
  type Payment,
  type ProductReview,
  type Purchase,
  type ReturnRecord,
  type UserProfile,
} from "@shop/domain";
import type { Query } from "firebase-admin/firestore";
import { converter, typedCollection } from "../platform/converters.js";
import { db } from "../platform/firestore.js";

export const ERASURES_COLLECTION = "erasures";

export const col = {
  users: typedCollection<UserProfile>(COLLECTIONS.users),
  carts: typedCollection<Cart>(COLLECTIONS.carts),
  orders: typedCollection<Order>(COLLECTIONS.orders),
  purchases: typedCollection<Purchase>(COLLECTIONS.purchases),
  payments: typedCollection<Payment>(COLLECTIONS.payments),
  returns: typedCollection<ReturnRecord>(RETURN_COLLECTIONS.returns),
  invoices: typedCollection<InvoiceDocument>(INVOICE_COLLECTIONS.invoices),
  creditNotes: typedCollection<CreditNoteDocument>(INVOICE_COLLECTIONS.creditNotes),
  feedback: typedCollection<Feedback>(COLLECTIONS.feedback),
  messages: typedCollection<ContactMessage>(COLLECTIONS.messages),
  mail: typedCollection<Mail>(MAIL_COLLECTION),
  erasures: typedCollection<ErasureJob>(ERASURES_COLLECTION),
  ledgerPayments: db.collection(LEDGER_COLLECTIONS.payments),
  idempotencyKeys: db.collection(COLLECTIONS.idempotencyKeys),
  openOrders: db.collection(COLLECTIONS.openOrders),
  stripeCustomers: db.collection("stripeCustomers"),
};

/** Every product's reviews (`products/{id}/reviews/{uid}`). */
export const reviewsGroup = (): Query<ProductReview> =>
  db.collectionGroup("reviews").withConverter(converter<ProductReview>());

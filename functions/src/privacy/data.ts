/**
 * What the privacy area reads and changes of a customer (issue 50): every collection that holds
 * their data, from the area that owns it, and its own `erasures/{id}` jobs.
 */
import { COLLECTIONS, type ErasureJob, type ProductReview } from "@shop/domain";
import type { Query } from "firebase-admin/firestore";
import { usersCol } from "../accounts/index.js";
import { cartsCol } from "../cart/index.js";
import { consentsCol } from "../consent/index.js";
import { feedbackCol, messagesCol } from "../feedback/index.js";
import { creditNotesCol, invoicesCol } from "../invoices/index.js";
import { mailCol } from "../mail/index.js";
import { openOrdersCol, ordersCol, purchasesCol } from "../orders/index.js";
import { ledgerPaymentsCol, paymentsCol } from "../payments/index.js";
import { returnsCol } from "../returns/index.js";
import { converter, typedCollection } from "../platform/converters.js";
import { db } from "../platform/firestore.js";

export const ERASURES_COLLECTION = "erasures";

export const col = {
  users: usersCol,
  carts: cartsCol,
  consents: consentsCol,
  orders: ordersCol,
  purchases: purchasesCol,
  payments: paymentsCol,
  returns: returnsCol,
  invoices: invoicesCol,
  creditNotes: creditNotesCol,
  feedback: feedbackCol,
  messages: messagesCol,
  mail: mailCol,
  openOrders: openOrdersCol,
  ledgerPayments: ledgerPaymentsCol,
  erasures: typedCollection<ErasureJob>(ERASURES_COLLECTION),
  /** Kept answers of `Idempotency-Key` (platform/http/idempotency.ts). */
  idempotencyKeys: db.collection(COLLECTIONS.idempotencyKeys),
  /** A business buyer's Stripe customer (tax/tax-ids.ts). */
  stripeCustomers: db.collection("stripeCustomers"),
};

/** Every product's reviews (`products/{id}/reviews/{uid}`, the reviews area's). */
export const reviewsGroup = (): Query<ProductReview> =>
  db.collectionGroup("reviews").withConverter(converter<ProductReview>());

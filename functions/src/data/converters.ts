/**
 * Admin-SDK converters: every collection has one typed shape (domain/types.ts). Epoch
 * milliseconds in the shapes are Firestore Timestamps in the database.
 */
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
import {
  COLLECTIONS,
  type ContactMessage,
  type Feedback,
  MAIL_COLLECTION,
  type Mail,
  type Payment,
  type Product,
  type Purchase,
  STOCK_BUCKETS_COLLECTION,
  type StockBucket,
  type StripeEventRecord,
  type UserProfile,
} from "@shop/domain";
import { db } from "./firestore.js";

const TIME_FIELDS = new Set([
  "createdAt",
  "updatedAt",
  "processedAt",
  "claimsUpdatedAt",
  "at",
  "holdUntil",
  "startTime",
  "endTime",
]);

/** Plain data objects only: Timestamps, FieldValue sentinels and references pass through untouched. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function toFirestore(value: unknown, key = ""): unknown {
  if (TIME_FIELDS.has(key) && typeof value === "number") return Timestamp.fromMillis(value);
  if (Array.isArray(value)) return value.map((v) => toFirestore(v));
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toFirestore(v, k)]));
  }
  return value;
}

function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

function converter<T extends object>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model) => toFirestore(model) as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => fromFirestore(snap.data()) as T,
  };
}

export const productsCol = db.collection(COLLECTIONS.products).withConverter(converter<Product>());
export const purchasesCol = db.collection(COLLECTIONS.purchases).withConverter(converter<Purchase>());
export const paymentsCol = db.collection(COLLECTIONS.payments).withConverter(converter<Payment>());
export const usersCol = db.collection(COLLECTIONS.users).withConverter(converter<UserProfile>());
export const feedbackCol = db.collection(COLLECTIONS.feedback).withConverter(converter<Feedback>());
export const messagesCol = db.collection(COLLECTIONS.messages).withConverter(converter<ContactMessage>());
export const stripeEventsCol = db
  .collection(COLLECTIONS.stripeEvents)
  .withConverter(converter<StripeEventRecord>());

/** Outgoing mail, in the Trigger Email extension's shape (services/mail.ts, mail-delivery.ts). */
export const mailCol = db.collection(MAIL_COLLECTION).withConverter(converter<Mail>());

/** The stock buckets of one product (services/stock.ts is their only user). */
export const stockBucketsOf = (productId: string) =>
  productsCol.doc(productId).collection(STOCK_BUCKETS_COLLECTION).withConverter(converter<StockBucket>());

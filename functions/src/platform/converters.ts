/**
 * Admin-SDK converters: every collection has one typed shape (@shop/domain's types). Epoch
 * milliseconds in the shapes are Firestore Timestamps in the database. Each business area
 * declares its own collections with `typedCollection` in its `data.ts`.
 */
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";
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
  "expiresAt",
  "expireAt",
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

export function converter<T extends object>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (model) => toFirestore(model) as DocumentData,
    fromFirestore: (snap: QueryDocumentSnapshot) => fromFirestore(snap.data()) as T,
  };
}

/** A top-level collection with its typed converter. */
export function typedCollection<T extends object>(name: string): CollectionReference<T> {
  return db.collection(name).withConverter(converter<T>());
}

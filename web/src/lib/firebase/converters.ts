/**
 * Client-SDK converters: the same typed shapes as the functions (packages/domain/src/<entity>/types.ts);
 * Firestore Timestamps become epoch milliseconds. Loaded only with the signed-in screens; the
 * Firestore instance comes from reactfire's FirestoreProvider (lib/firebase/live-data.ts hands it over).
 */
import {
  Timestamp,
  collection,
  doc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from "firebase/firestore";
import { COLLECTIONS, type Payment, type Purchase, type UserProfile, type WithId } from "@shop/domain";

function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

/** Read-side converter: the SPA never writes these collections directly (the API does). */
function readConverter<T extends object>(): FirestoreDataConverter<WithId<T>> {
  return {
    toFirestore: () => {
      throw new Error("This collection is written by the API only");
    },
    fromFirestore: (snap: QueryDocumentSnapshot<DocumentData>) =>
      ({ ...(fromFirestore(snap.data()) as T), _id: snap.id }) as WithId<T>,
  };
}

export const purchasesRef = (db: Firestore) =>
  collection(db, COLLECTIONS.purchases).withConverter(readConverter<Purchase>());
export const paymentsRef = (db: Firestore) =>
  collection(db, COLLECTIONS.payments).withConverter(readConverter<Payment>());
export const userDocRef = (db: Firestore, uid: string) =>
  doc(db, COLLECTIONS.users, uid).withConverter(readConverter<UserProfile>());

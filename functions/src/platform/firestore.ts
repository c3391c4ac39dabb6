import { getApps, initializeApp } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore, type Transaction, type WriteBatch } from "firebase-admin/firestore";

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

/**
 * Runs `fn` in a Firestore transaction. Hot documents (a product's stock under a rush of orders)
 * make transactions retry; more attempts than the default 5 keep a rush from surfacing as errors.
 */
export function inTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(fn, { maxAttempts: 25 });
}

/** An atomic write of several documents (no reads, no locks). */
export function newBatch(): WriteBatch {
  return db.batch();
}

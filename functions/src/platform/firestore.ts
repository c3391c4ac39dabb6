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
export async function inTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(fn, { maxAttempts: 25 });
    } catch (err) {
      if (!isClosedTransaction(err) || attempt === CLOSED_TRANSACTION_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

const CLOSED_TRANSACTION_ATTEMPTS = 4;

/**
 * Firestore's INVALID_ARGUMENT (gRPC 3) for a transaction closed under it: expired, or (the
 * emulator, under a burst) dropped after a lock timeout. Nothing of it was committed and the
 * SDK does not retry it, so inTransaction runs it again; after that the API answers 503 (busy).
 */
export function isClosedTransaction(err: unknown): boolean {
  return (
    typeof err === "object" &&
    err !== null &&
    "code" in err &&
    err.code === 3 &&
    "message" in err &&
    typeof err.message === "string" &&
    /transaction is invalid or closed|transaction has expired/i.test(err.message)
  );
}

/** An atomic write of several documents (no reads, no locks). */
export function newBatch(): WriteBatch {
  return db.batch();
}

/**
 * How a service changes a purchase: through @shop/domain's `applyPurchaseEvent`, never by hand.
 * `decidePurchaseEvent` answers the decided change (or throws the refusal as an application
 * error) before anything is written, so a transaction can still do its other reads; `write`
 * then adds it to the transaction or atomic batch and answers the purchase as it is afterwards
 * (for its mail).
 */
import type { DocumentReference, Transaction, WriteBatch } from "firebase-admin/firestore";
import {
  applyPurchaseEvent,
  type Purchase,
  type PurchaseChange,
  type PurchaseEvent,
  type PurchaseRefusal,
} from "@shop/domain";
import { AppError } from "../../platform/app-error.js";

/** 403 when the caller may not (another customer's purchase or order), 409 when its state refuses. */
export function refusalError(refusal: Pick<PurchaseRefusal, "forbidden" | "message">): AppError {
  return new AppError(refusal.forbidden ? "permission-denied" : "conflict", refusal.message);
}

export interface DecidedChange {
  change: PurchaseChange;
  after: Purchase;
  /** Adds the change to the write; answers the purchase as it is afterwards. */
  write(writer: Transaction | WriteBatch): Purchase;
}

/** The change `event` makes to the purchase at `ref`, decided by the domain; throws its refusal. */
export function decidePurchaseEvent(
  ref: DocumentReference<Purchase>,
  purchase: Purchase,
  event: PurchaseEvent,
  at = Date.now(),
): DecidedChange {
  const outcome = applyPurchaseEvent(purchase, event, at);
  if (!outcome.ok) throw refusalError(outcome.refusal);
  const { change, after } = outcome;
  return {
    change,
    after,
    write(writer) {
      // Both write kinds take the same set(); TypeScript cannot call a union of overloads.
      if ("commit" in writer) writer.set(ref, change, { merge: true });
      else writer.set(ref, change, { merge: true });
      return after;
    },
  };
}

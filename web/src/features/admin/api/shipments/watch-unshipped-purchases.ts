import { query, where } from "firebase/firestore";
import type { Purchase, WithId } from "@shop/domain";
import { purchasesRef } from "@/lib/firebase/converters";
import { useLiveCollection, type LiveState } from "@/lib/firebase/live-data";

/**
 * The paid purchases not shipped yet, kept live (the Shipments page of fulfilment staff, issue 52:
 * they may not read the payments). The rules let the staff of shipments read purchases.
 */
export function useUnshippedPurchases(): LiveState<WithId<Purchase>[]> {
  return useLiveCollection("unshipped-purchases", ({ db }) =>
    query(purchasesRef(db), where("state", "==", "paid")),
  );
}

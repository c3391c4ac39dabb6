import { orderBy, query, where } from "firebase/firestore";
import type { Purchase, WithId } from "@shop/domain";
import { purchasesRef } from "@/lib/firebase/converters";
import { useLiveCollection, type LiveState } from "@/lib/firebase/live-data";

/**
 * The signed-in user's purchases, newest first, kept live through reactfire (a payment confirmed
 * by the webhook or a shipment by an admin shows up without a reload). One listener serves My
 * Product and My History. Cancelled purchases are left out unless `includeCancelled` (the history
 * page shows them). A permission-denied listener ends the session (spec §7, lib/firebase/live-data.ts).
 */
export function useMyPurchases({ includeCancelled = false }: { includeCancelled?: boolean } = {}): LiveState<
  WithId<Purchase>[]
> {
  const purchases = useLiveCollection("my-purchases", ({ db, user }) =>
    query(purchasesRef(db), where("userId", "==", user.uid), orderBy("createdAt", "desc")),
  );
  if (purchases.status !== "success" || includeCancelled) return purchases;
  return { ...purchases, data: purchases.data.filter((p) => p.state !== "cancelled") };
}

import { useEffect, useState } from "react";
import { onSnapshot, orderBy, query, where } from "firebase/firestore";
import type { Purchase, WithId } from "@shop/domain/types";
import { purchasesRef } from "@/lib/converters";

export type LiveState<T> =
  | { status: "loading"; data: undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: undefined; error: Error & { code?: string } };

type Keyed<T> = LiveState<T> & { key: string };

const LOADING = { status: "loading", data: undefined, error: undefined } as const;

/**
 * The signed-in user's purchases, newest first, kept live with a Firestore listener (a payment
 * confirmed by the webhook or a shipment by an admin shows up without a reload). Cancelled
 * purchases are left out unless `includeCancelled` (the history page shows them).
 */
export function useMyPurchases(
  uid: string,
  { includeCancelled = false }: { includeCancelled?: boolean } = {},
): LiveState<WithId<Purchase>[]> {
  const key = `${uid}:${includeCancelled}`;
  const [state, setState] = useState<Keyed<WithId<Purchase>[]> | null>(null);

  useEffect(() => {
    const q = query(purchasesRef(), where("userId", "==", uid), orderBy("createdAt", "desc"));
    return onSnapshot(
      q,
      (snap) => {
        const all = snap.docs.map((d) => d.data());
        const data = includeCancelled ? all : all.filter((p) => p.state !== "cancelled");
        setState({ key, status: "success", data, error: undefined });
      },
      (error) => setState({ key, status: "error", data: undefined, error }),
    );
  }, [key, uid, includeCancelled]);

  if (!state || state.key !== key) return LOADING;
  const { key: _key, ...rest } = state;
  return rest;
}

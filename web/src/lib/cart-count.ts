/**
 * How many lines the signed-in customer's cart holds, for the header's Cart link (which lives
 * outside the signed-in screens' query client). Every cart answer from the API sets it; null
 * until the first one arrives (the link then asks once).
 */
import { useSyncExternalStore } from "react";

let count: number | null = null;
const listeners = new Set<() => void>();

export function setCartCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}

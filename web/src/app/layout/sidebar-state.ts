/**
 * Whether the dashboard side menu is open on small screens. A tiny external store (no provider):
 * the dashboard layout reads it, and the header's small-screen menu toggle may call
 * `toggleSidebar()` to open it too (spec §2). On wide screens the menu is always shown.
 */
import { useSyncExternalStore } from "react";

let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function setSidebarOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  emit();
}

export function toggleSidebar(): void {
  setSidebarOpen(!open);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSidebarOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/**
 * Erasing a customer (issue 50, GDPR article 17): when it is refused, the steps an erasure job
 * runs (each safe to run again) and the record it leaves, which holds no personal data.
 */
import type { OrderState } from "../order/record.js";
import type { PurchaseState } from "../purchase/state.js";
import { isReturnOpen, type ReturnState } from "../return/record.js";

export const ERASURE_MESSAGES = {
  unpaid: (id: string) => `Order ${id} is awaiting payment: pay or cancel it before deleting your account`,
  processing: (id: string) =>
    `Order ${id} is being processed: you can delete your account once it has shipped`,
  returning: (rma: string) => `Return ${rma} is open: you can delete your account once it is done`,
  disputed: (id: string) =>
    `The payment of order ${id} is disputed: you can delete your account once that is settled`,
  recentSignIn: "Please sign in again to delete your account",
  adminSelf: "Admins cannot delete their own account here",
  erasedName: "A verified buyer",
} as const;

/** The sign-in an erasure asks for: at most this old (Firebase's `auth_time`). */
export const ERASURE_SIGN_IN_MAX_AGE_MS = 5 * 60_000;

/** Whether a sign-in at `authTime` (epoch ms; unknown: no) is recent enough to erase the account. Pure. */
export function isRecentSignIn(authTime: number | undefined, now: number): boolean {
  return authTime !== undefined && authTime <= now + 60_000 && now - authTime <= ERASURE_SIGN_IN_MAX_AGE_MS;
}

/** What the refusal checks of an order (one per order or purchase ordered on its own). */
export interface ErasureOrderFacts {
  id: string;
  state: OrderState;
  lineStates: PurchaseState[];
  disputed: boolean;
}

export interface ErasureReturnFacts {
  rmaNumber: string;
  state: ReturnState;
}

/** Why the customer cannot be erased now (the first reason found), or null. Pure. */
export function erasureBlocker(orders: ErasureOrderFacts[], returns: ErasureReturnFacts[]): string | null {
  for (const o of orders) if (o.state === "unpaid") return ERASURE_MESSAGES.unpaid(o.id);
  for (const o of orders) if (o.disputed) return ERASURE_MESSAGES.disputed(o.id);
  for (const r of returns) if (isReturnOpen(r.state)) return ERASURE_MESSAGES.returning(r.rmaNumber);
  for (const o of orders) if (o.lineStates.includes("paid")) return ERASURE_MESSAGES.processing(o.id);
  return null;
}

/**
 * The steps of an erasure job, in order. The mails go after every step that can queue one (the
 * mails a return or a refund wrote just before are found too); the Auth account goes last.
 */
export const ERASURE_STEPS = [
  "cart",
  "profile",
  "messages",
  "feedback",
  "reviews",
  "storage",
  "keys",
  "orders",
  "legal-records",
  "stripe-customer",
  "mails",
  "auth",
] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];

/**
 * `erasures/{jobId}`: one erasure. While it runs it keeps the uid and email it needs to find the
 * customer's data; once done both are removed, so the record holds no personal data.
 */
export interface ErasureJob {
  uid: string | null;
  email: string | null;
  requestedBy: "customer" | "admin" | "retention";
  state: "running" | "done";
  done: ErasureStep[];
  attempts: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
}

/** The step to run next, or null when every step is done. Pure. */
export function nextErasureStep(done: readonly ErasureStep[]): ErasureStep | null {
  return ERASURE_STEPS.find((s) => !done.includes(s)) ?? null;
}

/** DELETE /users/me and DELETE /users/:uid: the erasure's record. */
export interface ErasureAnswer {
  erasureId: string;
  state: ErasureJob["state"];
}

/** Marks the kept legal records (orders, purchases, payments, invoices, credit notes, returns) carry. */
export interface ErasedMark {
  erasedAt: number;
}

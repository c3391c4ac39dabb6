/**
 * What orders need from payments, through a port: the payments area depends on orders (it
 * records payments on orders and their purchases), never the other way. The app connects the
 * payments' side once at start (app/wiring.ts):
 * - the payment records a shipment marks (in the shipment's own transaction);
 * - an expiring order's last look at its PaymentIntent (the one payment path records it if it
 *   succeeded);
 * - cancelling an ended order's PaymentIntent;
 * - the payment page's report of a confirmed PaymentIntent (PATCH /purchase/:id).
 */
import type { CollectionReference } from "firebase-admin/firestore";
import type { ModifiedAnswer, Payment } from "@shop/domain";

/**
 * An unpaid order's PaymentIntent at the end of its hold: recorded as its payment (`paid`), not
 * to be expired now (`unchanged`: refused for another reason; `wait`: money on its way), or
 * nothing there to keep the order (`expire`: no success, or money refunded in Stripe).
 */
export type LastLook = "paid" | "unchanged" | "wait" | "expire";

export interface OrderPayments {
  paymentRecords: CollectionReference<Payment>;
  lastLook(paymentIntentId: string): Promise<LastLook>;
  cancelPaymentIntent(paymentIntentId: string): Promise<void>;
  recordClientPayment(purchaseId: string, paymentIntentId: string, uid: string): Promise<ModifiedAnswer>;
}

let connected: OrderPayments | null = null;

/** Called once at start by the app (app/wiring.ts) with the payments area's side. */
export function connectOrderPayments(payments: OrderPayments): void {
  connected = payments;
}

export function orderPayments(): OrderPayments {
  if (!connected) throw new Error("orders: payments were not connected (app/wiring.ts)");
  return connected;
}

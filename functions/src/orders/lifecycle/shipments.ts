/**
 * Shipping (admin): the purchase and its payment record (payments/{purchaseId}) change in one
 * transaction, so the admin's payments list and the customer's purchase never disagree.
 */
import {
  PURCHASE_NOT_FOUND,
  planShipment,
  shipmentModifiedCount,
  type ModifiedAnswer,
  type ShipmentInput,
} from "@shop/domain";
import { queuePurchaseMail } from "../../mail/index.js";
import { AppError } from "../../platform/app-error.js";
import { recordAudit } from "../../platform/audit/audit-trail.js";
import type { Caller } from "../../platform/caller.js";
import { inTransaction } from "../../platform/firestore.js";
import { txRead } from "../../platform/reads.js";
import { purchasesCol } from "../data.js";
import { orderPayments } from "../payment-port.js";
import { decidePurchaseEvent } from "./purchase-changes.js";

export const PAYMENT_NOT_FOUND = "Payment not found";

async function ship(
  actor: Caller,
  purchaseId: string,
  details: ShipmentInput,
  requirePayment: boolean,
): Promise<ModifiedAnswer> {
  const purchaseRef = purchasesCol.doc(purchaseId);
  const paymentRef = orderPayments().paymentRecords.doc(purchaseId);
  return inTransaction(async (tx) => {
    const paymentSnap = await txRead(tx, paymentRef);
    const payment = paymentSnap.data() ?? null;
    if (requirePayment && !payment) throw new AppError("not-found", PAYMENT_NOT_FOUND);
    const purchase = (await txRead(tx, purchaseRef)).data();
    if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
    const plan = planShipment(purchase.state, payment);
    if (plan.kind === "refused") throw new AppError("conflict", plan.message);
    if (plan.shipPurchase) {
      const shipped = decidePurchaseEvent(purchaseRef, purchase, {
        type: "ship",
        carrier: details.carrier || null,
        trackingNumber: details.trackingNumber || null,
      }).write(tx);
      queuePurchaseMail(tx, purchaseId, shipped, { kind: "purchase-shipped" });
    }
    if (plan.markPayment) tx.set(paymentRef, { shipment: true }, { merge: true });
    const modifiedCount = shipmentModifiedCount(plan);
    if (modifiedCount === 1)
      recordAudit(tx, actor, {
        kind: "shipment",
        path: purchaseRef.path,
        before: { state: purchase.state, paymentShipped: payment?.shipment ?? null },
        after: {
          state: "shipped",
          paymentShipped: payment ? true : null,
          carrier: details.carrier || null,
          trackingNumber: details.trackingNumber || null,
        },
      });
    return { modifiedCount };
  });
}

/** PUT /purchase/:id — only a paid purchase ships; an already shipped one answers 0. */
export function shipPurchase(
  actor: Caller,
  purchaseId: string,
  details: ShipmentInput,
): Promise<ModifiedAnswer> {
  return ship(actor, purchaseId, details, false);
}

/** PUT /payments/:id — marks the payment shipped, shipping its purchase too when it is not yet. */
export function shipPayment(actor: Caller, paymentId: string): Promise<ModifiedAnswer> {
  return ship(actor, paymentId, {}, true);
}

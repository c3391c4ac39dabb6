/**
 * Shipping (admin): the purchase and its payment record (payments/{purchaseId}) change in one
 * transaction, so the admin's payments list and the customer's purchase never disagree.
 */
import { planShipment, shipmentModifiedCount, type ShipmentInput } from "@shop/domain";
import { paymentsCol, purchasesCol } from "../data/converters.js";
import { inTransaction } from "../data/firestore.js";
import { txRead } from "../data/reads.js";
import { AppError } from "../core/app-error.js";
import { queuePurchaseMail } from "./mail.js";
import { PURCHASE_NOT_FOUND } from "./purchases.js";

export const PAYMENT_NOT_FOUND = "Payment not found";

async function ship(
  purchaseId: string,
  details: ShipmentInput,
  requirePayment: boolean,
): Promise<{ modifiedCount: number }> {
  const purchaseRef = purchasesCol.doc(purchaseId);
  const paymentRef = paymentsCol.doc(purchaseId);
  return inTransaction(async (tx) => {
    const paymentSnap = await txRead(tx, paymentRef);
    const payment = paymentSnap.data() ?? null;
    if (requirePayment && !payment) throw new AppError("not-found", PAYMENT_NOT_FOUND);
    const purchase = (await txRead(tx, purchaseRef)).data();
    if (!purchase) throw new AppError("not-found", PURCHASE_NOT_FOUND);
    const plan = planShipment(purchase.state, payment);
    if (plan.kind === "refused") throw new AppError("conflict", plan.message);
    if (plan.shipPurchase) {
      const now = Date.now();
      const shipped = {
        state: "shipped" as const,
        shipment: true,
        carrier: details.carrier || null,
        trackingNumber: details.trackingNumber || null,
        history: [...purchase.history, { state: "shipped" as const, at: now }],
        updatedAt: now,
      };
      tx.set(purchaseRef, shipped, { merge: true });
      queuePurchaseMail(tx, purchaseId, { ...purchase, ...shipped }, { kind: "purchase-shipped" });
    }
    if (plan.markPayment) tx.set(paymentRef, { shipment: true }, { merge: true });
    return { modifiedCount: shipmentModifiedCount(plan) };
  });
}

/** PUT /purchase/:id — only a paid purchase ships; an already shipped one answers 0. */
export function shipPurchase(purchaseId: string, details: ShipmentInput): Promise<{ modifiedCount: number }> {
  return ship(purchaseId, details, false);
}

/** PUT /payments/:id — marks the payment shipped, shipping its purchase too when it is not yet. */
export function shipPayment(paymentId: string): Promise<{ modifiedCount: number }> {
  return ship(paymentId, {}, true);
}

/**
 * The admin's All Product search fields of each payment record, kept by the trigger that follows
 * every write of a payment record (app/payment-record-trigger.ts).
 */
import { paymentSearchFields } from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { readDoc } from "../platform/reads.js";
import { keepSearchFields } from "../platform/search-index.js";

/**
 * `payments/{purchaseId}`: found by the customer's email and name, the product's name, the
 * purchase, its order, the PaymentIntent and the invoice number; filtered by paid, shipped or
 * refunded (@shop/domain `paymentSearchFields`; the purchase is read for its order).
 */
export const indexPaymentRecord = keepSearchFields(async (p, id) => {
  const purchase = (await readDoc(purchasesCol.doc(id))).data();
  return paymentSearchFields(p, id, purchase?.orderId);
});

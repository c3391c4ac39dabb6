/**
 * The admin's All Product search fields of each payment record, kept by the trigger that follows
 * every write of a payment record (app/payment-record-trigger.ts).
 */
import { PAYMENT_STATE_OF, searchTermsOf } from "@shop/domain";
import { purchasesCol } from "../orders/index.js";
import { readDoc } from "../platform/reads.js";
import { keepSearchFields, textOf } from "../platform/search-index.js";

/**
 * `payments/{purchaseId}`: found by the customer's email and name, the product's name, the
 * purchase, its order, the PaymentIntent and the invoice number; filtered by paid, shipped or
 * refunded.
 */
export const indexPaymentRecord = keepSearchFields(async (p, id) => {
  const purchase = (await readDoc(purchasesCol.doc(id))).data();
  return {
    searchTerms: searchTermsOf({
      texts: [textOf(p.userEmail), textOf(p.userName), textOf(p.productName)],
      ids: [id, textOf(p.transactionId), purchase?.orderId, textOf(p.invoiceNumber)],
    }),
    searchState: PAYMENT_STATE_OF({ shipment: p.shipment === true, refunded: p.refunded === true }),
  };
});

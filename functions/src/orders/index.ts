/**
 * Orders: what other areas may use — the orders' and purchases' collections, the one way to write
 * a purchase's change, shipping a paid purchase (PUT /payments/:id, the payments' route) and the
 * port payments connect to (payment-port.ts). Placing, cancelling and expiring stay inside.
 */
export { ordersCol, purchasesCol } from "./data.js";
export { decidePurchaseEvent, refusalError, type DecidedChange } from "./lifecycle/purchase-changes.js";
export { connectOrderPayments, type LastLook, type OrderPayments } from "./payment-port.js";
export { shipPayment } from "./lifecycle/shipments.js";
/** A hold made afresh (a debit that failed, issue 49) ends as any unpaid order's. */
export { scheduleExpiry } from "./lifecycle/expiry.js";
export { openOrdersCol } from "./data.js";

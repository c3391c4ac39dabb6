/**
 * Payments and refunds: what other areas may use — the payment records, reading and cancelling
 * a PaymentIntent, recording a succeeded one on its order (an expiring order whose money
 * arrived), the orders' port side (order-payments.ts), the Stripe events' registry and the
 * payment records' search fields (search-fields.ts), and a return's refund above the approval limit
 * (a request; its approval reaches the returns through the port of return-refunds.ts).
 */
export { paymentsCol } from "./data.js";
export { ledgerPaymentsCol, ledgerRefundsCol, readBook } from "./books/ledger.js";
export { afterReturnRefund } from "./refunds/booked-refunds.js";
export { assertRefundWithinRole } from "./refunds/refund-limit.js";
export { cancelPaymentIntent, retrievePaymentIntent } from "./intents/payment-intents.js";
export { recordPayment } from "./intents/record-payment.js";
export { recordPartialRefund, refundPartOfLine, type PartialRefund } from "./refunds/partial-refunds.js";
export { requestReturnRefundApproval } from "./refunds/approval-requests.js";
export { connectReturnRefunds, type ReturnRefundDue, type ReturnRefunds } from "./refunds/return-refunds.js";
export { onStripeEvents, type StripeEventHandler } from "./stripe-events/stripe-event-handlers.js";
export { orderPaymentsSide } from "./intents/order-payments.js";
export { indexPaymentRecord } from "./search-fields.js";

/** The deployed functions, each defined in its business area (or app/ for the API), after the areas are wired. */
import "./app/wiring.js";

export { api } from "./app/api.js";
export { followPaymentRecord } from "./app/payment-record-trigger.js";
export { refreshShownStock } from "./catalog/triggers.js";
export { remindDisputeDeadline } from "./disputes/triggers.js";
export { assignInvoiceNumbers, wakeInvoiceNumbering } from "./invoices/triggers.js";
export { sendMail, sweepAbandonedMail } from "./mail/triggers.js";
export { expirePurchase, sweepExpiredPurchases } from "./orders/triggers.js";
export { sweepCartReminders } from "./consent/triggers.js";
export { sweepErasures, sweepRetention } from "./privacy/triggers.js";
export { reconcileDaily } from "./reconciliation/triggers.js";
export { stripeWebhook } from "./payments/stripe-events/stripe-webhook.js";
export { countOrderStats, countPurchaseStats } from "./stats/triggers.js";
export { storefront } from "./storefront/triggers.js";
export { checkUploadedImage } from "./uploads/triggers.js";

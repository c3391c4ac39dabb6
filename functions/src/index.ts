/** Only exports: each function is defined in its own module. */
export { api } from "./functions/api.js";
export { stripeWebhook } from "./functions/stripe-webhook.js";
export { refreshShownStock } from "./functions/refresh-shown-stock.js";
export { expirePurchase } from "./functions/expire-purchase.js";
export { sweepExpiredPurchases } from "./functions/sweep-expired-purchases.js";
export { sendMail } from "./functions/send-mail.js";
export { sweepAbandonedMail } from "./functions/sweep-abandoned-mail.js";

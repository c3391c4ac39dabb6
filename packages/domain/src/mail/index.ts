/** Mail: the outbox documents and their delivery policy, the one layout, and every template. */
export * from "./outbox.js";
export * from "./render.js";
export * from "./purchase-mails.js";
export * from "./order-mails.js";
export * from "./return-mails.js";
export * from "./dispute-mails.js";
export * from "./low-stock-mail.js";
export * from "./reconciliation-mail.js";
export * from "./contact-mail.js";
export * from "./consent-mails.js";
export * from "./refund-approval-mails.js";
export * from "./api.js";

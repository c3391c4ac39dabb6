/**
 * Every rate limit of the API in one place (README, "Security"). Per-account limits guard what a
 * signed-in customer does; per-address limits guard the anonymous endpoints, so a launch-day
 * burst of distinct accounts from one address (an office, a mobile carrier's NAT) is never
 * limited; the contact form also has a shop-wide cap per minute.
 */
import {
  LIMIT_ACCOUNT_WRITES_PER_HOUR,
  LIMIT_CANCELS_PER_HOUR,
  LIMIT_CONTACT_PER_ADDRESS_HOUR,
  LIMIT_CONTACT_PER_MINUTE,
  LIMIT_CSP_REPORTS_PER_ADDRESS_HOUR,
  LIMIT_CSP_REPORTS_PER_HOUR,
  LIMIT_DATA_EXPORTS_PER_DAY,
  LIMIT_FEEDBACK_PER_DAY,
  LIMIT_MAIL_RETRIES_PER_HOUR,
  LIMIT_ORDERS_PER_HOUR,
  LIMIT_QUOTES_PER_HOUR,
  LIMIT_REVIEWS_PER_DAY,
} from "../config.js";
import type { RateLimitRule } from "./rate-limit.js";

const HOUR = 3600;

export const LIMITS = {
  /** POST /purchase, per account. */
  orders: { name: "orders", limit: () => LIMIT_ORDERS_PER_HOUR.value(), windowSeconds: HOUR },
  /** POST /orders/quote, per account (each asks Stripe Tax). */
  quotes: { name: "quotes", limit: () => LIMIT_QUOTES_PER_HOUR.value(), windowSeconds: HOUR },
  /** DELETE /purchase/:id, per account. */
  cancels: { name: "cancels", limit: () => LIMIT_CANCELS_PER_HOUR.value(), windowSeconds: HOUR },
  /** POST /messages, per client address. */
  contactPerAddress: {
    name: "contact-ip",
    limit: () => LIMIT_CONTACT_PER_ADDRESS_HOUR.value(),
    windowSeconds: HOUR,
  },
  /** POST /messages, the whole shop (each message mails the shop). */
  contactGlobal: {
    name: "contact-all",
    limit: () => LIMIT_CONTACT_PER_MINUTE.value(),
    windowSeconds: 60,
    shards: 8,
  },
  /** POST /feedback, per account. */
  feedback: { name: "feedback", limit: () => LIMIT_FEEDBACK_PER_DAY.value(), windowSeconds: 24 * HOUR },
  /** Product reviews written, edited or deleted, per account (feedback's text limit applies too). */
  reviews: { name: "reviews", limit: () => LIMIT_REVIEWS_PER_DAY.value(), windowSeconds: 24 * HOUR },
  /** GET /users/me/export and the admin's export of a customer, per account (each reads every record). */
  dataExports: {
    name: "data-export",
    limit: () => LIMIT_DATA_EXPORTS_PER_DAY.value(),
    windowSeconds: 24 * HOUR,
  },
  /** The consent links of the mails (confirm, one-click unsubscribe), per client address. */
  consentLinks: { name: "consent-link", limit: () => 60, windowSeconds: HOUR },
  /** POST /mail/:id/retry, per admin. */
  mailRetries: { name: "mail-retry", limit: () => LIMIT_MAIL_RETRIES_PER_HOUR.value(), windowSeconds: HOUR },
  /** Sign-in-linked writes (PUT /users/:email at each sign-in, PATCH /users/me, POST /users/me/verified), per account. */
  accountWrites: {
    name: "account",
    limit: () => LIMIT_ACCOUNT_WRITES_PER_HOUR.value(),
    windowSeconds: HOUR,
  },
  /** POST /csp-reports (browsers' CSP violation reports), per client address. */
  cspReportsPerAddress: {
    name: "csp-ip",
    limit: () => LIMIT_CSP_REPORTS_PER_ADDRESS_HOUR.value(),
    windowSeconds: HOUR,
  },
  /** POST /csp-reports, the whole shop: a bounded sample. */
  cspReportsGlobal: {
    name: "csp-all",
    limit: () => LIMIT_CSP_REPORTS_PER_HOUR.value(),
    windowSeconds: HOUR,
    shards: 8,
  },
} satisfies Record<string, RateLimitRule>;

/**
 * The one configuration module: Firebase params and secrets, and the single Stripe client.
 * In the emulator, functions/.env.local and functions/.secret.local (written by the launcher)
 * point the same code at the local Stripe-compatible server.
 */
import { defineBoolean, defineInt, defineSecret, defineString } from "firebase-functions/params";
import {
  DEFAULT_MAX_UNPAID_PURCHASES,
  DEFAULT_PURCHASE_HOLD_SECONDS,
  DEFAULT_RETURN_DAYS,
  DEFAULT_REFUND_APPROVAL_CENTS,
  DEFAULT_SUPPORT_REFUND_LIMIT,
} from "@shop/domain";
import Stripe from "stripe";
import { STRIPE_NETWORK_RETRIES, STRIPE_TRY_TIMEOUT_MS } from "./timeouts.js";

export const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
export const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");
/** Empty in production: the SDK talks to api.stripe.com. */
export const STRIPE_API_HOST = defineString("STRIPE_API_HOST", { default: "" });
export const STRIPE_API_PORT = defineString("STRIPE_API_PORT", { default: "" });
export const STRIPE_API_PROTOCOL = defineString("STRIPE_API_PROTOCOL", { default: "" });

/** How long an unpaid purchase holds its pieces before it expires. */
export const PURCHASE_HOLD_SECONDS = defineInt("PURCHASE_HOLD_SECONDS", {
  default: DEFAULT_PURCHASE_HOLD_SECONDS,
});
/**
 * What a `support` staff member may refund of one order in total (issue 52), in minor units of the
 * order's currency (default 10000: 100.00); owners and admins are not capped.
 */
export const SUPPORT_REFUND_LIMIT = defineInt("SUPPORT_REFUND_LIMIT", {
  default: DEFAULT_SUPPORT_REFUND_LIMIT,
});
/**
 * A staff refund above this (issue 52, "a second look"), in minor units of the order's currency
 * (default 50000: 500.00), needs a recent sign-in and a second staff member's approval
 * (POST /refund-approvals/:id/approve) before it is sent to Stripe.
 */
export const REFUND_APPROVAL_CENTS = defineInt("REFUND_APPROVAL_CENTS", {
  default: DEFAULT_REFUND_APPROVAL_CENTS,
});
/** The most unpaid purchases one customer may hold at once. */
export const MAX_UNPAID_PURCHASES = defineInt("MAX_UNPAID_PURCHASES", {
  default: DEFAULT_MAX_UNPAID_PURCHASES,
});

/**
 * How many proxies stand between the client and the API and append to X-Forwarded-For. Behind
 * Firebase Hosting: 2 (Hosting appends the client's address, then Cloud Run's front end appends
 * Hosting's and connects). Express then takes the client's address from the right-hand end, so
 * an address the client writes into X-Forwarded-For itself is never used.
 */
export const TRUST_PROXY_HOPS = defineInt("TRUST_PROXY_HOPS", { default: 2 });

/**
 * Host names the image fetcher (uploads/rehost-image.ts) may reach although they resolve to a
 * private address, comma-separated. Production: none. Local runs: the tests' https image server.
 */
export const IMAGE_FETCH_ALLOW_HOSTS = defineString("IMAGE_FETCH_ALLOW_HOSTS", { default: "" });

/**
 * Rate limits (platform/limits/limits.ts; README, "Security"): defaults no genuine customer meets.
 */
export const LIMIT_ORDERS_PER_HOUR = defineInt("LIMIT_ORDERS_PER_HOUR", { default: 20 });
/** POST /orders/quote per account and hour: the cart and purchase page ask as the address is typed. */
export const LIMIT_QUOTES_PER_HOUR = defineInt("LIMIT_QUOTES_PER_HOUR", { default: 600 });
export const LIMIT_CANCELS_PER_HOUR = defineInt("LIMIT_CANCELS_PER_HOUR", { default: 20 });
export const LIMIT_CONTACT_PER_ADDRESS_HOUR = defineInt("LIMIT_CONTACT_PER_ADDRESS_HOUR", { default: 5 });
export const LIMIT_CONTACT_PER_MINUTE = defineInt("LIMIT_CONTACT_PER_MINUTE", { default: 30 });
export const LIMIT_CSP_REPORTS_PER_ADDRESS_HOUR = defineInt("LIMIT_CSP_REPORTS_PER_ADDRESS_HOUR", {
  default: 20,
});
export const LIMIT_CSP_REPORTS_PER_HOUR = defineInt("LIMIT_CSP_REPORTS_PER_HOUR", { default: 500 });
export const LIMIT_FEEDBACK_PER_DAY = defineInt("LIMIT_FEEDBACK_PER_DAY", { default: 1 });
/** Product reviews written, edited or deleted per account and day (POST/PUT/DELETE /products/:id/reviews…). */
export const LIMIT_REVIEWS_PER_DAY = defineInt("LIMIT_REVIEWS_PER_DAY", { default: 10 });
export const LIMIT_DATA_EXPORTS_PER_DAY = defineInt("LIMIT_DATA_EXPORTS_PER_DAY", { default: 10 });
export const LIMIT_MAIL_RETRIES_PER_HOUR = defineInt("LIMIT_MAIL_RETRIES_PER_HOUR", { default: 60 });
export const LIMIT_ACCOUNT_WRITES_PER_HOUR = defineInt("LIMIT_ACCOUNT_WRITES_PER_HOUR", { default: 120 });

/** Outgoing mail (mail/delivery.ts): the SMTP server, e.g. smtps://user:pass@smtp.example.com:465. */
export const SMTP_CONNECTION_URI = defineSecret("SMTP_CONNECTION_URI");
/** The sender of every mail, e.g. "Gimbal Shop <shop@example.com>". */
export const MAIL_FROM = defineString("MAIL_FROM");
/** Where the shop's own mails go (new paid orders, contact messages). */
export const SHOP_EMAIL = defineString("SHOP_EMAIL");
/** The shop's public address for links in mails; empty: https://<project>.web.app. */
export const SHOP_URL = defineString("SHOP_URL", { default: "" });

/**
 * The seller (issues 24 and 47): the shop's legal name, postal address (one line per line,
 * separated by "\n" or "|", the country's name last), country (ISO 3166-1 alpha-2) and tax
 * registration. Read only through platform/seller.ts (one seller identity for invoices, Stripe
 * Tax's origin and the one-line address rule). No defaults but the country: a deployment sets its
 * own (the emulator's functions/.env.local sets demo values).
 */
export const SELLER_NAME = defineString("SELLER_NAME");
export const SELLER_ADDRESS = defineString("SELLER_ADDRESS");
export const SELLER_TAX_NUMBER = defineString("SELLER_TAX_NUMBER");
export const SELLER_COUNTRY = defineString("SELLER_COUNTRY", { default: "US" });

/**
 * Shipping (and its tax) refunded, with its credit note, once every piece of an order is returned
 * or refunded (issue 47).
 */
export const REFUND_SHIPPING_WHEN_ALL_RETURNED = defineBoolean("REFUND_SHIPPING_WHEN_ALL_RETURNED", {
  default: true,
});

/** Days after a line's shipment during which its customer may return it (issue 33). */
export const RETURN_DAYS = defineInt("RETURN_DAYS", { default: DEFAULT_RETURN_DAYS });
/**
 * Where customers send returned pieces (mailed with the approval), lines separated by "|" or
 * "\n"; empty: the seller's address (SELLER_NAME and SELLER_ADDRESS).
 */
export const RETURN_ADDRESS = defineString("RETURN_ADDRESS", { default: "" });

/** The shop's address as mails link to it, without a trailing slash. */
export function shopUrl(): string {
  const configured = SHOP_URL.value().replace(/\/+$/, "");
  return configured || `https://${process.env.GCLOUD_PROJECT ?? "demo-gimbal"}.web.app`;
}

/** Pinned so a Stripe account upgrade never changes the shapes this code reads. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

let stripeClient: Stripe | undefined;

/**
 * The Stripe client, created once on first use (secrets are only readable at run time). Each try
 * is bounded (STRIPE_TRY_TIMEOUT_MS instead of the SDK's 80 s) and retried with the same
 * idempotency key; callStripe bounds all tries by the request's budget (platform/timeouts.ts).
 */
export function stripe(): Stripe {
  if (!stripeClient) {
    const host = STRIPE_API_HOST.value();
    const protocol = STRIPE_API_PROTOCOL.value();
    stripeClient = new Stripe(STRIPE_SECRET_KEY.value(), {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      timeout: STRIPE_TRY_TIMEOUT_MS,
      ...(host ? { host } : {}),
      ...(STRIPE_API_PORT.value() ? { port: Number(STRIPE_API_PORT.value()) } : {}),
      ...(protocol === "http" || protocol === "https" ? { protocol } : {}),
    });
  }
  return stripeClient;
}

export const REGION = "us-central1";

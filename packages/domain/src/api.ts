/**
 * The REST API's answers, declared once: the functions' handlers check what they send against
 * these (`satisfies`), the web app's API calls are typed by them. Request bodies are the zod
 * schemas of schemas.ts, payment-schemas.ts and mail.ts. Paths and statuses: the OpenAPI document
 * (functions/src/app/openapi/, whose answers.ts mirrors these types) and functions/API.md.
 */
import type { CartLine } from "./cart.js";
import type { Currency } from "./currency.js";
import type { Mail } from "./mail/index.js";
import type { Cents } from "./money.js";
import type { Order } from "./order/index.js";
import type { OrderTotals } from "./order/index.js";
import type {
  ContactMessage,
  Feedback,
  Page,
  Payment,
  Product,
  Purchase,
  PurchaseRefund,
  UserProfile,
  WithId,
  CspReport,
} from "./types.js";

/** 201 of every create: POST /purchase, /products, /feedback, /messages, /mail/:id/retry. */
export interface InsertedAnswer {
  insertedId: string;
}

/** DELETE /purchase/:id, DELETE /products/:id. */
export interface DeletedAnswer {
  deletedCount: number;
}

/** GET /csp-reports (admin). */
export type CspReportAnswer = WithId<CspReport>;

/** POST /users/me/verified: how many held mails went out. */
export interface HeldMailAnswer {
  sent: number;
}

/** PATCH /purchase/:id, PUT /purchase/:id, PUT /payments/:id, PUT /users/admin/:email, PUT /users/:uid/disabled. */
export interface ModifiedAnswer {
  modifiedCount: number;
}

/** GET /admin/:email. */
export interface AdminAnswer {
  admin: boolean;
}

/** GET /products, GET /feedback. */
export type ProductPage = Page<Product>;
export type FeedbackPage = Page<Feedback>;
/** GET /products/:id. */
export type ProductAnswer = WithId<Product>;

/** PATCH /products/:id/stock (admin). */
export interface StockChangeAnswer {
  availableOrder: number;
  previous: number;
  stockBuckets: number;
}

/** GET /purchase (a list) and GET /purchase/:id. */
export type PurchaseAnswer = WithId<Purchase>;

/** POST /create-payment-intent. */
export interface PaymentIntentAnswer {
  clientSecret: string;
  amountCents: Cents;
}

/** POST /purchase/:id/refund (admin). */
export interface RefundAnswer {
  modifiedCount: 0 | 1;
  refund: PurchaseRefund;
}

/** GET /payments (admin): one record per paid purchase. */
export type PaymentAnswer = WithId<Payment>;

/** GET /users (admin). */
export type UserSummary = WithId<Pick<UserProfile, "email" | "role" | "displayName" | "disabled">>;

/** PUT /users/:email and PATCH /users/me: the caller's profile. */
export type ProfileAnswer = WithId<UserProfile>;

/** GET /messages (admin). */
export type MessageAnswer = WithId<ContactMessage>;

/** GET /mail (admin): the outbox. */
export type MailAnswer = WithId<Mail>;

/** GET /cart (and every cart change): the lines priced by the server now, and the totals. */
export interface CartAnswer {
  /** The currency every amount is in (`?currency=`, usd unless asked). */
  currency: Currency;
  lines: CartLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** The code applied (`?promoCode=`), upper-cased, when it applies. */
  promoCode: string | null;
  /** Why the asked code does not apply ('Invalid promo code', …), or null. */
  promoError: string | null;
  /** Why the cart cannot be ordered as it is, or null. */
  checkoutBlocked: string | null;
}

/** POST /orders → 201. */
/** POST /orders/quote: what an order would cost at this address (nothing reserved). */
export type OrderQuoteAnswer = OrderTotals;

/** POST /orders: the order placed, with the same totals as its quote. */
export interface PlacedOrderAnswer extends OrderQuoteAnswer {
  orderId: string;
  purchaseIds: string[];
}

/** GET /orders/:id: the order's fields at the top level plus its purchases. */
export type OrderAnswer = WithId<Order> & { purchases: PurchaseAnswer[] };

/** GET /promo-codes (admin). */
export interface PromoCodeAnswer {
  code: string;
  percentOff: number | null;
  amountOffCents: Cents | null;
  startsAt: string | null;
  endsAt: string | null;
  maxRedemptions: number | null;
  minSubtotalCents: Cents | null;
  /** EUR and GBP amounts off and minimum subtotals (issue 32). */
  amountsOff: Partial<Record<"eur" | "gbp", Cents>>;
  minSubtotals: Partial<Record<"eur" | "gbp", Cents>>;
  redeemed: number;
  active: boolean;
}

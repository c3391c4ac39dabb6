/**
 * One typed shape per Firestore collection, shared by the functions (Admin SDK converters) and
 * the web app (client SDK converters). Dates are epoch milliseconds in the shapes; converters map
 * them to Firestore Timestamps on each side.
 */
import type { PostalAddress } from "./address.js";
import type { Currency, ProductPrices } from "./currency.js";
import type { OrderDispute } from "./dispute.js";
import type { Cents } from "./money.js";
import type { PurchaseState } from "./purchase/state.js";
import type { PurchaseReturnSummary } from "./return/index.js";
import type { ProductPhoto, ProductSpecification, ReviewSummaryCounts } from "./product-page.js";
import type { InvoiceMarks } from "./invoice.js";
import type { Searchable } from "./search.js";

export const COLLECTIONS = {
  products: "products",
  purchases: "purchases",
  payments: "payments",
  users: "users",
  feedback: "feedback",
  messages: "messages",
  stripeEvents: "stripeEvents",
  orders: "orders",
  carts: "carts",
  promoCodes: "promoCodes",
  openOrders: "openOrders",
  slugs: "slugs",
  idempotencyKeys: "idempotencyKeys",
  shippingZones: "shippingZones",
} as const;

export type Role = "admin" | "customer";

export interface Product {
  name: string;
  description: string;
  /** Public URL of the product image (Storage download URL or a path under /images). */
  image: string;
  /** Pieces: an order must be strictly greater than this (spec §5). */
  minimumOrder: number;
  /**
   * Pieces in stock as the shop shows them. The true count lives in the stock buckets
   * (stock.ts); this figure follows them within seconds and is never written once per order.
   */
  availableOrder: number;
  /** The USD price (the spec's `price`); also `prices.usd`. */
  priceCents: Cents;
  /** Prices per currency (issue 32); absent on products made before, which sell in USD only. */
  prices?: ProductPrices;
  createdAt: number;
  /** How many stock buckets hold the pieces; absent on products made before buckets existed. */
  stockBuckets?: number;
  /** The most pieces one order may hold (Add/Manage Product); absent: no maximum. */
  maxPerOrder?: number;
  /** The shop is mailed once when the stock falls to this or below (low-stock.ts; default 10). */
  lowStockThreshold?: number;
  /** The page's address, `/shop/{slug}` (unique; `slugs/{slug}` keeps it and every former one). */
  slug?: string;
  /** The page's photos in order (the first is the card's `image`); absent: `image` alone. */
  photos?: ProductPhoto[];
  specifications?: ProductSpecification[];
  seoTitle?: string;
  seoDescription?: string;
  /** Its customers' reviews counted (products/{id}/reviews), changed with each review. */
  reviewCounts?: ReviewSummaryCounts;
  /** Epoch ms of the last change to the product's page (the sitemap's lastmod). */
  updatedAt?: number;
}

/** `slugs/{slug}`: which product a page address (current or former) belongs to (server-only). */
export interface ProductSlug {
  productId: string;
}

/** `products/{id}/stockBuckets/{index}`: a share of a product's pieces (server-only). */
export interface StockBucket {
  available: number;
}

export interface PurchaseHistoryEntry {
  state: PurchaseState;
  at: number;
}

export interface Purchase {
  productId: string;
  /** Copies taken when ordering, so a purchase outlives its product. */
  productName: string;
  productImage: string;
  unitPriceCents: Cents;
  quantity: number;
  /** quantity × unitPriceCents, computed by the server. */
  priceCents: Cents;
  /** The currency of every amount of the purchase (its order's); absent: `usd`. */
  currency?: Currency;
  userId: string;
  userName: string;
  userEmail: string;
  phone: string;
  address: string;
  state: PurchaseState;
  paid: boolean;
  shipment: boolean;
  transactionId: string | null;
  paymentIntentId: string | null;
  /** The last card failure Stripe reported for this purchase (webhook), cleared once paid. */
  lastPaymentError?: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  history: PurchaseHistoryEntry[];
  createdAt: number;
  updatedAt: number;
  /** Unpaid purchases hold their pieces until then; afterwards they expire (epoch ms). */
  holdUntil?: number | null;
  /** The full refund that ended this purchase, or an automatic one after a lost race. */
  refund?: PurchaseRefund | null;
  /** Money refunded in Stripe so far (a partial refund keeps the purchase paid). */
  refundedCents?: Cents;
  /** The order this purchase is a line of; absent or null for a purchase ordered on its own. */
  orderId?: string | null;
  /** A card dispute of its payment (disputes area); refunds from the dashboard are refused. */
  dispute?: OrderDispute | null;
  /** Its share of the order's total after the discount (a line of an order only). */
  paidCents?: Cents;
  /** Its latest return (returns area), shown on My Product; absent: never returned. */
  lastReturn?: PurchaseReturnSummary | null;
  /** Pieces returned and refunded so far, and the money refunded for them (returns area). */
  returnedQuantity?: number;
  returnedCents?: Cents;
  /** The tax on this line's goods (its share of the order's tax; refunded with the line). */
  taxCents?: Cents;
  /** The Stripe Tax reversal of this line's tax, once refunded. */
  taxReversalId?: string;
}

export interface PurchaseRefund {
  /** Stripe refund id (re_…). */
  id: string;
  amountCents: Cents;
  at: number;
  /** Who: an admin's uid, "stripe" (made in Stripe's Dashboard) or "system" (automatic). */
  by: string;
  reason: string;
  restocked: boolean;
}

/**
 * The payment record (spec §3); its document id is the purchase id: one payment per purchase.
 * The invoices area writes its numbers on it (InvoiceMarks).
 */
export interface Payment extends Searchable, InvoiceMarks {
  /** The purchase id (the spec calls this field "product"). */
  product: string;
  productName: string;
  /** The line's goods after the discount (the spec's `price`), in `currency`. */
  priceCents: Cents;
  /** Lower-case ISO code of `priceCents` (records from before issue 47 have none: their order's, or usd). */
  currency?: string;
  shipment: boolean;
  userId: string;
  userEmail: string;
  userName: string;
  transactionId: string;
  createdAt: number;
  /** Set when the payment was refunded in full. */
  refunded?: boolean;
  refundId?: string | null;
  /**
   * Second payments of this purchase (another PaymentIntent that succeeded after it was paid),
   * each refunded automatically; the admin's payments list marks the row.
   */
  duplicateRefunds?: DuplicatePaymentRefund[];
}

export interface DuplicatePaymentRefund {
  paymentIntentId: string;
  refundId: string;
  amountCents: Cents;
  at: number;
}

export interface UserProfile extends Searchable {
  email: string;
  displayName: string;
  photoURL: string;
  role: Role;
  disabled: boolean;
  /** Bumped when custom claims change, so a signed-in client refreshes its ID token. */
  claimsUpdatedAt: number;
  createdAt: number;
  /**
   * The customer's last address and phone (issue 31): their last order's, or as saved on the
   * profile; they fill the Address fieldset of the purchase page and the cart.
   */
  address?: PostalAddress;
  phone?: string;
}

export interface Feedback {
  userId: string;
  name: string;
  /** 1 to 5 (spec §3). */
  star: number;
  feedbackMessage: string;
  /** The author's photo URL, used as avatar; may be empty. */
  image: string;
  createdAt: number;
  /** Set by the API: the author had a paid (or shipped) purchase when posting ("Verified buyer"). */
  verifiedBuyer?: boolean;
}

/** One Content-Security-Policy violation a browser reported (fields cut to 300 characters). */
export interface CspReport {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile: string;
  line: string;
  disposition: string;
  createdAt: number;
}

export interface ContactMessage extends Searchable {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  userId: string | null;
  createdAt: number;
}

export interface StripeEventRecord {
  type: string;
  paymentIntentId: string | null;
  processedAt: number;
}

/** API answers carry the document id as `_id` (spec §3). */
export type WithId<T> = T & { _id: string };

export interface Page<T> {
  items: WithId<T>[];
  total: number;
  pageSize: number;
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

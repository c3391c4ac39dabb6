/** An order's record: its states and labels, origins, lines and the order document. */
import type { OrderDispute } from "../dispute/dispute.js";
import type { Cents } from "../core/money.js";
import type { InvoiceMarks } from "../invoice/invoice.js";
import type { PostalAddress } from "../address/address.js";
import type { OrderDestination, TaxIdStatus, TaxLine } from "./totals.js";
import type { Currency } from "../currency/currency.js";
import type { LineVariant } from "../product/variants.js";
import type { Locale } from "../locale/locale.js";

export const ORDER_STATES = [
  "unpaid",
  "processing",
  "paid",
  "partially_refunded",
  "refunded",
  "cancelled",
  "expired",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** How the shop names an order's state. */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  unpaid: "Awaiting payment",
  processing: "Payment processing",
  paid: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  cancelled: "Cancelled",
  expired: "Expired",
};

export const ORDER_MAX_LINES = 20;

/**
 * Where an order was placed: the purchase page (POST /purchase, one line, mailed as a purchase)
 * or the cart (POST /orders). Orders from before issue 30 carry none and count as the cart's.
 */
export const ORDER_ORIGINS = ["purchase-page", "cart"] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
export const ORDER_NOT_FOUND = "Order not found";

/** `variantId`, `sku`, `optionValues` and a bundle's `parts`: the variant ordered (issue 48). */
export interface OrderLine extends LineVariant {
  productId: string;
  productName: string;
  productImage: string;
  unitPriceCents: Cents;
  quantity: number;
  /** quantity × unit price, before the discount (the spec's purchase `price`). */
  priceCents: Cents;
  /** This line's share of the order's total after the discount. */
  paidCents: Cents;
  /** The tax on this line's goods (orders with a destination). */
  taxCents?: Cents;
  purchaseId: string;
}

/**
 * `orders/{id}`: what one checkout bought (server-written; the owner and admins read it). The
 * invoices area writes its invoice number on it (InvoiceMarks).
 */
export interface Order extends InvoiceMarks {
  userId: string;
  userName: string;
  userEmail: string;
  /** The destination on one line (the spec's purchase `address`). */
  address: string;
  phone: string;
  /** The destination (orders from issue 31 on). */
  shippingAddress?: PostalAddress;
  /** A business buyer's VAT or tax ID. */
  taxId?: string | null;
  /** Stripe's check of `taxId` when the order was placed (issue 47; reverse charge only if verified). */
  taxIdStatus?: TaxIdStatus;
  /** The address was the spec's one line, read in the shop's country: check it before shipping. */
  addressInOneLine?: boolean;
  lines: OrderLine[];
  purchaseIds: string[];
  /** Lower-case ISO currency of every amount (`usd`, `eur`, `gbp`; absent: `usd`). */
  currency?: string;
  /** The prices include the tax (EUR and GBP orders): `taxCents` is inside the total. */
  taxIncluded?: boolean;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents?: Cents;
  taxCents?: Cents;
  /** Tax per jurisdiction and rate, as Stripe Tax calculated it. */
  taxLines?: TaxLine[];
  reverseCharge?: boolean;
  /** Goods after the discount, plus shipping and tax: what the PaymentIntent is for. */
  totalCents: Cents;
  taxCalculationId?: string | null;
  /** The Stripe Tax transaction committed once paid. */
  taxTransactionId?: string | null;
  /** Refunds made in Stripe's Dashboard whose share of the tax is reversed: their reversal ids. */
  taxReversals?: Record<string, string>;
  /** The tax the shop's refunds gave back so far, as its books hold it (issue 47). */
  taxRefundedCents?: Cents;
  /** The tax Stripe Tax reversed for refunds made in Stripe's Dashboard. */
  dashboardTaxReversedCents?: Cents;
  promoCode: string | null;
  /** The language the order was placed in (issue 51): its mails, invoice and credit notes speak it. Absent: English. */
  locale?: Locale;
  placedFrom?: OrderOrigin;
  /** Placed from a cart that had been reminded (issue 50): the overview counts it as recovered. */
  fromCartReminder?: boolean;
  state: OrderState;
  paymentIntentId: string | null;
  transactionId: string | null;
  lastPaymentError?: string | null;
  /** The payment method of the PaymentIntent being processed (`sepa_debit`…), while `processing`. */
  processingMethod?: string | null;
  /** Money refunded so far (lines refunded by the shop and refunds made in Stripe). */
  refundedCents: Cents;
  refundedPurchaseIds: string[];
  history: { state: OrderState; at: number }[];
  createdAt: number;
  updatedAt: number;
  holdUntil: number;
  /** A card dispute of its payment (disputes area). */
  dispute?: OrderDispute | null;
  /** Money refunded with returns of some of a line's pieces, by line (purchase id): counted on the lines. */
  returnedCents?: Record<string, Cents>;
}

/** A product as an order line is priced from it (the server's current price). */
export interface PricedItem {
  product: { id: string; name: string; image: string; priceCents: Cents };
  /** The variant ordered (absent: an order from before issue 48). */
  variant?: LineVariant & { photo?: string };
  quantity: number;
}

export interface NewOrderInput {
  orderId: string;
  /** One new purchase id per item, in the same order. */
  purchaseIds: string[];
  items: PricedItem[];
  buyer: { uid: string; name: string; email: string };
  address: string;
  phone: string;
  promoCode: string | null;
  discountCents: Cents;
  /** Destination, shipping and tax (orders from issue 31 on); none: goods only. */
  destination?: OrderDestination;
  /** The currency the items are priced in (`usd` when absent). */
  currency?: Currency;
  at: number;
  holdSeconds: number;
  /** The cart's unless said. */
  placedFrom?: OrderOrigin;
  /** The language it is placed in (issue 51); English is left out of the order. */
  locale?: Locale;
}

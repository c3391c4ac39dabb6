/**
 * The payment shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { Cents } from "../core/money.js";
import type { InvoiceMarks } from "../invoice/invoice.js";
import type { Searchable } from "../search/search.js";

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

export interface StripeEventRecord {
  type: string;
  paymentIntentId: string | null;
  processedAt: number;
}

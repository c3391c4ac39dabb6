/**
 * The purchase shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
import type { Cents } from "../core/money.js";
import type { Currency } from "../currency/currency.js";
import type { Locale } from "../locale/locale.js";
import type { OrderDispute } from "../dispute/dispute.js";
import type { PurchaseState } from "./state.js";
import type { PurchaseRefund } from "../refund/types.js";
import type { PurchaseReturnSummary } from "../return/record.js";
import type { LineVariant } from "../product/variants.js";

export interface PurchaseHistoryEntry {
  state: PurchaseState;
  at: number;
}

/** `variantId`, `sku`, `optionValues` and a bundle's `parts`: the variant ordered (issue 48). */
export interface Purchase extends LineVariant {
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
  /** Its order's language (issue 51): the purchase's mails speak it. Absent: English. */
  locale?: Locale;
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
  /** Its order's payment is processing (a SEPA debit on its way, issue 49): My Product says so. */
  paymentProcessing?: boolean | null;
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
  /**
   * A refund asked of Stripe and not yet applied (issue 54): written before the call, cleared when
   * the refund is recorded (by the call's answer or by Stripe's event). A retry sends the same
   * refund (one idempotency key per line), never a second one.
   */
  refundPending?: { amountCents: Cents; by: string; at: number } | null;
  returnedCents?: Cents;
  /** The tax on this line's goods (its share of the order's tax; refunded with the line). */
  taxCents?: Cents;
  /** The Stripe Tax reversal of this line's tax, once refunded. */
  taxReversalId?: string;
}

/** The payments' collections: payment records (one per paid purchase) and processed Stripe events. */
import { COLLECTIONS, type Payment, type RefundApproval, type StripeEventRecord } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const paymentsCol = typedCollection<Payment>(COLLECTIONS.payments);
export const stripeEventsCol = typedCollection<StripeEventRecord>(COLLECTIONS.stripeEvents);
/** Issue 52, a second look: staff refunds above REFUND_APPROVAL_CENTS waiting for (or given) a decision. */
export const refundApprovalsCol = typedCollection<RefundApproval>(COLLECTIONS.refundApprovals);

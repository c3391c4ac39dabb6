/** The payments' collections: payment records (one per paid purchase) and processed Stripe events. */
import { COLLECTIONS, type Payment, type StripeEventRecord } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const paymentsCol = typedCollection<Payment>(COLLECTIONS.payments);
export const stripeEventsCol = typedCollection<StripeEventRecord>(COLLECTIONS.stripeEvents);

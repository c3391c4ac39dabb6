/** Request bodies of the payment endpoints. Unknown fields (a client-sent price, amount…) are dropped. */
import { z } from "zod";

/** Firestore auto ids and the ids tests/seed use: no slashes, bounded. */
export const documentIdSchema = z
  .string({ error: "A purchase id is required" })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: "The purchase id is not valid" });

export const createPaymentIntentSchema = z.object({ purchaseId: documentIdSchema });

export const recordPaymentSchema = z.object({
  transactionId: z
    .string({ error: "transactionId is required" })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: "transactionId must be a Stripe payment id (pi_…)" }),
});

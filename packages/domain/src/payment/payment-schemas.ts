/** Request bodies of the payment endpoints. Unknown fields (a client-sent price, amount…) are dropped. */
import { z } from "zod";
import { documentIdSchema } from "../core/ids.js";

export const purchaseIdSchema = documentIdSchema("The purchase id is not valid", "A purchase id is required");

export const createPaymentIntentSchema = z.object({ purchaseId: purchaseIdSchema });

export const recordPaymentSchema = z.object({
  transactionId: z
    .string({ error: "transactionId is required" })
    .regex(/^pi_[A-Za-z0-9_]{1,200}$/, { error: "transactionId must be a Stripe payment id (pi_…)" }),
});

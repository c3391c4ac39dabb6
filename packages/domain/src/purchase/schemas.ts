/**
 * Validation schemas of purchase requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { requiredText } from "../core/fields.js";
import { DOCUMENT_ID_PATTERN } from "../core/ids.js";
import { PHONE_PATTERN } from "../core/text.js";
import { PURCHASE_QUANTITY_MESSAGE } from "./pricing.js";

export const purchaseInputSchema = z
  .object({
    productId: requiredText("Product is required").regex(DOCUMENT_ID_PATTERN, "Unknown product"),
    quantity: z
      .number({ error: PURCHASE_QUANTITY_MESSAGE })
      .int(PURCHASE_QUANTITY_MESSAGE)
      .positive(PURCHASE_QUANTITY_MESSAGE)
      .max(1_000_000, PURCHASE_QUANTITY_MESSAGE),
    address: requiredText("Address is required").max(300, "Address must be at most 300 characters"),
    phone: requiredText("Phone is required").regex(PHONE_PATTERN, "Provide a valid phone number"),
  })
  .strip();

export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

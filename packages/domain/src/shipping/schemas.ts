/**
 * Validation schemas of shipping requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";

export const shipmentInputSchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .max(60, "Carrier must be at most 60 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .max(60, "Tracking number must be at most 60 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .optional(),
  })
  .strip();

export type ShipmentInput = z.infer<typeof shipmentInputSchema>;

/**
 * Validation schemas of contact requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { requiredText } from "../core/fields.js";
import { EMAIL_PATTERN, isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";

export const contactMessageSchema = z
  .object({
    name: requiredText("Name is required")
      .max(100, "Name must be at most 100 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE),
    company: z
      .string()
      .trim()
      .max(100, "Company must be at most 100 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .default(""),
    email: requiredText("Email is required")
      .max(200, "Provide a valid email")
      .regex(EMAIL_PATTERN, "Provide a valid email"),
    phone: z
      .string()
      .trim()
      .max(30, "Phone must be at most 30 characters")
      .refine(isOneLine, ONE_LINE_MESSAGE)
      .default(""),
    message: requiredText("Please tell us how we can help").max(
      2000,
      "Message must be at most 2000 characters",
    ),
  })
  .strip();

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

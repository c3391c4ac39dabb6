/**
 * Validation schemas of account requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { requiredText } from "../core/fields.js";
import { EMAIL_PATTERN, isOneLine, ONE_LINE_MESSAGE } from "../core/text.js";

export const PASSWORD_MIN = 6;

export const loginSchema = z.object({
  email: requiredText("Email is Required").regex(EMAIL_PATTERN, "Provide a valid Email"),
  password: z
    .string({ error: "Password is Required" })
    .min(1, "Password is Required")
    .min(PASSWORD_MIN, "Must be 6 characters or longer"),
});

export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: requiredText("Name is required").max(80, "Name is too long").refine(isOneLine, ONE_LINE_MESSAGE),
  email: requiredText("Email is required").regex(EMAIL_PATTERN, "Provide a valid email"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .min(PASSWORD_MIN, "Must be value 6"),
});

export type SignupInput = z.infer<typeof signupSchema>;

export const profileUpdateSchema = z
  .object({
    displayName: requiredText("Name is required")
      .max(80, "Name is too long")
      .refine(isOneLine, ONE_LINE_MESSAGE),
    photoURL: z
      .string()
      .trim()
      .max(2048, "Photo URL is too long")
      .refine((u) => u === "" || /^(https?:\/\/|\/)/.test(u), "Photo must be a URL")
      .default(""),
  })
  .strip();

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * Validation schemas of feedback requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";
import { requiredText } from "../core/fields.js";

export const FEEDBACK_MAX = 1000;

export const feedbackInputSchema = z
  .object({
    star: z
      .number({ error: "Please choose from 1 to 5 stars" })
      .int("Please choose from 1 to 5 stars")
      .min(1, "Please choose from 1 to 5 stars")
      .max(5, "Please choose from 1 to 5 stars"),
    feedbackMessage: requiredText("Please write your feedback").max(
      FEEDBACK_MAX,
      `Feedback must be at most ${FEEDBACK_MAX} characters`,
    ),
  })
  .strip();

export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

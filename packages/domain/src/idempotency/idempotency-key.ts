/**
 * The `Idempotency-Key` header's schema, apart from idempotency.ts (whose header name the web's
 * API client imports on every page): that module stays free of zod, so a public page builds no schema.
 */
import { z } from "zod";
import { IDEMPOTENCY_MESSAGES } from "./idempotency.js";

/** The header's value: 1–255 printable ASCII characters (space to tilde). */
export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_MESSAGES.invalid })
  .regex(/^[\x20-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalid);

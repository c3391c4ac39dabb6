/**
 * Validation schemas of refund requests and forms, with the spec's exact messages (§5). Shared by the
 * web forms (react-hook-form + zodResolver) and the functions (request validation).
 */
import { z } from "zod";

/** POST /purchase/:id/refund (admin): whether the pieces go back to stock (default: when not shipped). */
export const refundInputSchema = z
  .object({ restock: z.boolean({ error: "restock must be true or false" }).optional() })
  .strict();

import type { RequestHandler } from "express";
import { z } from "zod";
import { documentIdSchema } from "@shop/domain/ids";
import { parseQuery } from "../../http/input.js";
import { PAYMENT_PAGE_MAX, listPayments } from "../../services/payment-records.js";

const query = z
  .object({
    pageSize: z.coerce
      .number({ error: "pageSize must be a whole number" })
      .int("pageSize must be a whole number")
      .min(1, `pageSize must be from 1 to ${PAYMENT_PAGE_MAX}`)
      .max(PAYMENT_PAGE_MAX, `pageSize must be from 1 to ${PAYMENT_PAGE_MAX}`)
      .default(PAYMENT_PAGE_MAX),
    cursor: documentIdSchema("cursor is not valid").optional(),
  })
  .strip();

export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/**
 * GET /payments?pageSize=&cursor= (admin) → the payment records, newest first, as a plain list
 * (spec §7). At most 200 per call (the default); when more follow, the X-Next-Cursor header holds
 * the cursor for the next call.
 */
export const listPaymentsHandler: RequestHandler = async (req, res) => {
  const { pageSize, cursor } = parseQuery(req, query);
  const { items, nextCursor } = await listPayments(pageSize, cursor);
  if (nextCursor) res.set(NEXT_CURSOR_HEADER, nextCursor);
  res.set("Cache-Control", "private, no-store").json(items);
};

/** The returns' request bodies and answers. */
import { z } from "zod";
import { searchTermsOf } from "../search/search.js";
import type { Page, WithId } from "../core/pagination.js";
import type { RefundApprovalAnswer } from "../refund/approval.js";
import {
  RETURN_COMMENT_MAX,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_REJECTION_MAX,
  type ReturnRecord,
} from "./record.js";

/** POST /purchase/:id/returns. */
export const returnRequestSchema = z
  .object({
    quantity: z
      .number({ error: RETURN_MESSAGES.quantity })
      .int(RETURN_MESSAGES.quantity)
      .min(1, RETURN_MESSAGES.quantity)
      .max(1_000_000, RETURN_MESSAGES.quantity),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    comment: z
      .string({ error: RETURN_MESSAGES.comment })
      .trim()
      .max(RETURN_COMMENT_MAX, RETURN_MESSAGES.comment)
      .optional(),
  })
  .strict();
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** POST /returns/:id/approve takes no body (an empty JSON object at most). */
export const returnApproveSchema = z.object({}).strict();

/** POST /returns/:id/reject. */
export const returnRejectSchema = z
  .object({
    reason: z
      .string({ error: RETURN_MESSAGES.rejectionRequired })
      .trim()
      .min(1, RETURN_MESSAGES.rejectionRequired)
      .max(RETURN_REJECTION_MAX, RETURN_MESSAGES.rejectionTooLong),
  })
  .strict();
export type ReturnRejectInput = z.infer<typeof returnRejectSchema>;

/** POST /returns/:id/receive: the pieces go back in stock unless `restock` is false. */
export const returnReceiveSchema = z
  .object({ restock: z.boolean({ error: RETURN_MESSAGES.restock }).default(true) })
  .strict();
export type ReturnReceiveInput = z.input<typeof returnReceiveSchema>;

/** 201 of POST /purchase/:id/returns. */
export interface ReturnRequestedAnswer {
  returnId: string;
  rmaNumber: string;
}
/** Approve, reject, receive: the return afterwards. */
export type ReturnAnswer = WithId<Omit<ReturnRecord, "searchTerms">>;
/**
 * 202 of POST /returns/:id/receive (issue 52, a second look): the return received, its refund
 * above REFUND_APPROVAL_CENTS waiting for another staff member's approval (nothing refunded yet).
 */
export type ReturnAwaitingApprovalAnswer = ReturnAnswer & { refundApproval: RefundApprovalAnswer };
/** GET /returns (admin): newest first. */
export type ReturnPage = Page<Omit<ReturnRecord, "searchTerms">>;

/** A return's search terms: its RMA number, the customer's email and name, the product, its ids. */
export function returnSearchTerms(id: string, r: ReturnRecord): string[] {
  return searchTermsOf({
    texts: [r.rmaNumber, r.userEmail, r.userName, r.productName],
    ids: [r.rmaNumber, id, r.purchaseId, r.orderId],
  });
}

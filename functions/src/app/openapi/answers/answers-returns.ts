/** The returns' answers for the OpenAPI document (issue 33). */
import { z } from "zod";
import { RETURN_REASONS, RETURN_STATES } from "@shop/domain";
import { cents, id, ms, page, withId } from "./answer-parts.js";
import { refundApproval } from "./answers-audit.js";

/** `lastReturn` on a purchase: its latest return, as My Product shows it. */
export const purchaseReturn = z
  .object({
    id,
    rmaNumber: z.string(),
    state: z.enum(RETURN_STATES),
    quantity: z.number().int(),
    updatedAt: ms,
    refundId: z.string().nullable(),
  })
  .meta({ id: "PurchaseReturn" });

export const returnRequestedAnswer = z
  .object({ returnId: id, rmaNumber: z.string().meta({ description: "RMA-<year>-<6 digits>" }) })
  .meta({ id: "ReturnRequested" });

const returnFields = {
  rmaNumber: z.string(),
  purchaseId: id,
  orderId: id.nullable(),
  userId: id,
  userName: z.string(),
  userEmail: z.string(),
  productId: id,
  productName: z.string(),
  quantity: z.number().int(),
  lineQuantity: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  comment: z.string(),
  state: z.enum(RETURN_STATES),
  history: z.array(z.object({ state: z.enum(RETURN_STATES), at: ms, by: z.string() })),
  rejectionReason: z.string().nullable(),
  restocked: z.boolean().nullable(),
  refund: z
    .object({ id: z.string(), amountCents: cents, currency: z.enum(["usd", "eur", "gbp"]), at: ms })
    .nullable()
    .meta({ description: "The refund of the returned pieces' share of what was paid" }),
  createdAt: ms,
  updatedAt: ms,
  erasedAt: ms
    .optional()
    .meta({ description: "When the customer was erased (issue 50): the return is kept for the books" }),
};
export const returnAnswer = withId(returnFields).meta({ id: "Return" });
/** 202 of POST /returns/:id/receive (issue 52): received, its refund waiting for approval. */
export const returnAwaitingApproval = withId({ ...returnFields, refundApproval }).meta({
  id: "ReturnAwaitingApproval",
});
export const returnPage = page(withId(returnFields), "ReturnPage");

/**
 * Issue 52: a `support` staff member refunds at most SUPPORT_REFUND_LIMIT of one order in total
 * (a whole line through POST /purchase/:id/refund, or a return's share through the returns area);
 * owners and admins are not capped.
 */
import { ROLE_DENIED_MESSAGE, refundWithinRole, type Purchase } from "@shop/domain";
import { ordersCol } from "../../orders/index.js";
import { AppError } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { SUPPORT_REFUND_LIMIT } from "../../platform/config.js";
import { readDoc } from "../../platform/reads.js";

/** Refuses (403) a refund of `amountCents` of the purchase's order beyond the caller's role's cap. */
export async function assertRefundWithinRole(
  c: Caller,
  purchase: Purchase,
  amountCents: number,
): Promise<void> {
  if (c.role === "owner" || c.role === "admin") return;
  const order = purchase.orderId ? (await readDoc(ordersCol.doc(purchase.orderId))).data() : undefined;
  const already = order ? order.refundedCents : (purchase.refundedCents ?? purchase.returnedCents ?? 0);
  if (!refundWithinRole(c.role, already, amountCents, SUPPORT_REFUND_LIMIT.value()))
    throw new AppError("permission-denied", ROLE_DENIED_MESSAGE);
}

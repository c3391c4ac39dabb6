/** The audit trail's answers for the OpenAPI document (issue 52). */
import { z } from "zod";
import { AUDIT_KINDS, REFUND_APPROVAL_STATES, staffRoleSchema } from "@shop/domain";
import { id, ms, withId } from "./answer-parts.js";

const summary = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .nullable()
  .meta({ description: "The changed fields before or after (null: none, e.g. before a creation)" });

export const auditEntry = withId({
  actorUid: id,
  actorEmail: z.string(),
  actorRole: staffRoleSchema.nullable(),
  kind: z.enum(AUDIT_KINDS),
  path: z.string().meta({ description: "The changed document, e.g. products/x1" }),
  before: summary,
  after: summary,
  at: ms,
  ip: z.string(),
  expireAt: ms.meta({ description: "When Firestore's TTL policy removes the entry (two years on)" }),
}).meta({ id: "AuditEntry" });

export const auditPage = z
  .object({ items: z.array(auditEntry), nextCursor: id.nullable() })
  .meta({ id: "AuditPage" });

const staffMember = z.object({ uid: id, email: z.string() });

/** Issue 52, a second look: a staff refund above REFUND_APPROVAL_CENTS waiting for (or given) a decision. */
export const refundApproval = withId({
  purchaseId: id,
  returnId: id
    .nullable()
    .optional()
    .meta({ description: "A received return's refund (its share of the line); absent: the whole line" }),
  rmaNumber: z.string().nullable().optional().meta({ description: "The return's RMA number" }),
  orderId: id.nullable(),
  amountCents: z.number().int().meta({ description: "Minor units of `currency`" }),
  currency: z.string(),
  reason: z.string(),
  restock: z.boolean().nullable(),
  state: z.enum(REFUND_APPROVAL_STATES),
  requestedBy: staffMember,
  requestedAt: ms,
  decidedBy: staffMember.nullable(),
  decidedAt: ms.nullable(),
  declineReason: z.string().nullable(),
  refundId: z.string().nullable().meta({ description: "The Stripe refund, once approved and made" }),
  updatedAt: ms,
}).meta({ id: "RefundApproval" });

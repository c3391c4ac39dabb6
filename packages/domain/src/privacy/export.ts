/**
 * The customer's data as a JSON file (issue 50, GDPR articles 15 and 20): `GET /users/me/export`
 * and its admin equivalent answer this document. The schema is the documented format (its
 * `format` names the version); every section is one entry of PERSONAL_DATA.
 */
import { z } from "zod";

export const EXPORT_FORMAT = "gimbal-shop.personal-data/1";

const ms = z.number().describe("Epoch milliseconds");
const cents = z.number().int().describe("Integer minor units of `currency`");

export const exportProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  createdAt: ms.nullable(),
  address: z.record(z.string(), z.string()).nullable().describe("The saved postal address"),
  phone: z.string().nullable(),
});

export const exportOrderSchema = z.object({
  id: z.string(),
  state: z.string(),
  placedAt: ms,
  currency: z.string(),
  totalCents: cents,
  address: z.string(),
  phone: z.string(),
  lines: z.array(
    z.object({
      purchaseId: z.string(),
      productName: z.string(),
      quantity: z.number().int(),
      paidCents: cents,
    }),
  ),
  invoice: z.string().nullable().describe("The invoice's download path under /api, once numbered"),
});

export const exportPaymentSchema = z.object({
  purchaseId: z.string(),
  productName: z.string(),
  amountCents: cents,
  currency: z.string(),
  transactionId: z.string(),
  paidAt: ms,
  refunded: z.boolean(),
});

export const exportReturnSchema = z.object({
  id: z.string(),
  rmaNumber: z.string(),
  purchaseId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
  comment: z.string(),
  state: z.string(),
  requestedAt: ms,
  refundedCents: cents.nullable(),
});

export const exportReviewSchema = z.object({
  productId: z.string(),
  star: z.number().int(),
  title: z.string(),
  text: z.string(),
  writtenAt: ms,
});

export const exportFeedbackSchema = z.object({ star: z.number(), message: z.string(), writtenAt: ms });
export const exportMessageSchema = z.object({ message: z.string(), sentAt: ms });
export const exportMailSchema = z.object({ subject: z.string(), writtenAt: ms, state: z.string() });
export const exportDocumentLinkSchema = z.object({
  number: z.string(),
  path: z.string().describe("Download path under /api (the signed-in customer's or an admin's)"),
});

export const personalDataExportSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    exportedAt: ms,
    profile: exportProfileSchema.nullable(),
    orders: z.array(exportOrderSchema),
    payments: z.array(exportPaymentSchema),
    returns: z.array(exportReturnSchema),
    reviews: z.array(exportReviewSchema),
    feedback: z.array(exportFeedbackSchema),
    messages: z.array(exportMessageSchema),
    mails: z.array(exportMailSchema),
    cart: z.array(z.object({ productId: z.string(), quantity: z.number().int() })),
    consents: z.object({ marketing: z.boolean(), changedAt: ms.nullable() }),
    invoices: z.array(exportDocumentLinkSchema),
    creditNotes: z.array(exportDocumentLinkSchema),
  })
  .describe("Everything the shop holds on one customer (GDPR art. 15 and 20)");

export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The file name the browser saves the export under. */
export const exportFileName = (at: number): string =>
  `gimbal-shop-my-data-${new Date(at).toISOString().slice(0, 10)}.json`;

/**
 * The REST API's answers as zod schemas, for the OpenAPI document only. The answers themselves
 * are declared once as types in `@shop/domain` (api.ts and the entity files); `answer-checks.ts`
 * fails the typecheck when a schema here and its type stop naming the same fields.
 */
import { z } from "zod";
import { cents, id, ms, page, withId } from "./answer-parts.js";
import { orderDestination, orderTotals, postalAddress } from "./answers-worldwide.js";
import { purchaseReturn } from "./answers-returns.js";
import { lineVariant, productOption, productVariant } from "./answers-variants.js";
export {
  productPageAnswer,
  productPageProduct,
  productReview,
  productReviewPage,
  reviewEligibility,
} from "./answers-product-pages.js";
import {
  DISPUTE_STATUSES,
  MAIL_KINDS,
  MAIL_STATES,
  ORDER_ORIGINS,
  ORDER_STATES,
  PURCHASE_STATES,
  localeSchema,
  staffRoleSchema,
} from "@shop/domain";

/**
 * A stored document as answered: its fields as the domain types declare them, and possibly
 * server-kept fields beside them (a payment's `invoiceNumber`, …), so extra properties are allowed.
 */
const STORED = {
  description: "A stored document; server-kept fields not listed here may appear.",
  override: { additionalProperties: true },
};

export const errorAnswer = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: "Error", description: "Every refusal: a code and a message a customer can read." });

export const insertedAnswer = z.object({ insertedId: id }).meta({ id: "InsertedAnswer" });
export const deletedAnswer = z.object({ deletedCount: z.number().int() }).meta({ id: "DeletedAnswer" });
export const modifiedAnswer = z.object({ modifiedCount: z.number().int() }).meta({ id: "ModifiedAnswer" });
export const adminAnswer = z.object({ admin: z.boolean() }).meta({ id: "AdminAnswer" });
export const heldMailAnswer = z.object({ sent: z.number().int() }).meta({ id: "HeldMailAnswer" });

export const product = withId({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  minimumOrder: z.number().int(),
  availableOrder: z.number().int(),
  priceCents: cents,
  prices: z
    .object({ usd: cents, eur: cents.optional(), gbp: cents.optional() })
    .optional()
    .meta({ description: "Prices per currency in minor units (EUR and GBP include VAT)" }),
  createdAt: ms,
  stockBuckets: z.number().int().optional(),
  maxPerOrder: z.number().int().optional(),
  kitPartProductIds: z
    .array(id)
    .optional()
    .meta({ description: "The other products whose pieces this product's bundles take" }),
  lowStockThreshold: z.number().int().optional(),
  slug: z.string().optional(),
  photos: z.array(z.object({ url: z.string(), alt: z.string() })).optional(),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  reviewCounts: z
    .object({
      count: z.number().int(),
      sum: z.number().int(),
      stars: z.tuple([
        z.number().int(),
        z.number().int(),
        z.number().int(),
        z.number().int(),
        z.number().int(),
      ]),
    })
    .optional(),
  updatedAt: ms.optional(),
  options: z.array(productOption).optional().meta({ description: "Its options (GET /products/:id: always)" }),
  variants: z.array(productVariant).optional().meta({
    description: "Its variants, the `default` one first (GET /products/:id: always, with exact stock)",
  }),
}).meta({ id: "Product", ...STORED });

export const productPage = page(product, "ProductPage");

export const stockChangeAnswer = z
  .object({ availableOrder: z.number().int(), previous: z.number().int(), stockBuckets: z.number().int() })
  .meta({ id: "StockChangeAnswer" });
export const lowStockAnswer = z
  .object({ lowStockThreshold: z.number().int() })
  .meta({ id: "LowStockAnswer" });

export const purchaseRefund = z
  .object({ id, amountCents: cents, at: ms, by: z.string(), reason: z.string(), restocked: z.boolean() })
  .meta({ id: "PurchaseRefund" });

/** `dispute` on an order and its purchases (disputes area). */
export const orderDispute = z
  .object({
    id,
    status: z.enum(DISPUTE_STATUSES),
    reason: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    evidenceDueBy: ms.nullable(),
  })
  .meta({ id: "OrderDispute" });

/** What a purchase and an order's line copy from the product when ordered. */
const orderedProduct = {
  productId: id,
  productName: z.string(),
  productImage: z.string(),
  unitPriceCents: cents,
  quantity: z.number().int(),
  priceCents: cents,
  ...lineVariant,
};

export const purchase = withId({
  dispute: orderDispute.nullable().optional(),
  ...orderedProduct,
  userId: id,
  userName: z.string(),
  userEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  state: z.enum(PURCHASE_STATES),
  paid: z.boolean(),
  shipment: z.boolean(),
  transactionId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  lastPaymentError: z.string().nullable().optional(),
  paymentProcessing: z
    .boolean()
    .nullable()
    .optional()
    .meta({ description: "Its order's payment is processing (a SEPA debit on its way)" }),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  history: z.array(z.object({ state: z.enum(PURCHASE_STATES), at: ms })),
  createdAt: ms,
  updatedAt: ms,
  holdUntil: ms.nullable().optional(),
  refund: purchaseRefund.nullable().optional(),
  refundedCents: cents.optional(),
  orderId: z.string().nullable().optional(),
  paidCents: cents.optional(),
  currency: z.enum(["usd", "eur", "gbp"]).optional().meta({ description: "Absent: usd" }),
  locale: localeSchema.optional().meta({ description: "Its order's language (its mails); absent: English" }),
  taxCents: cents.optional(),
  taxReversalId: z.string().optional(),
  lastReturn: purchaseReturn.nullable().optional(),
  returnedQuantity: z.number().int().optional(),
  refundPending: z
    .object({ amountCents: cents, by: z.string(), at: ms })
    .nullable()
    .optional()
    .meta({ description: "A refund asked of Stripe whose answer has not been recorded yet" }),
  returnedCents: cents.optional(),
}).meta({ id: "Purchase", ...STORED });

export const paymentIntentAnswer = z
  .object({ clientSecret: z.string(), amountCents: cents })
  .meta({ id: "PaymentIntentAnswer" });
export const refundAnswer = z
  .object({ modifiedCount: z.union([z.literal(0), z.literal(1)]), refund: purchaseRefund })
  .meta({ id: "RefundAnswer" });

/** The numbers the invoices area writes on a payment record and an order (once numbered). */
const invoiceMarks = {
  invoiceNumber: z.string().optional(),
  creditNoteNumber: z.string().optional(),
  refundCreditNotes: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Credit notes of partial refunds (returns), by Stripe refund id" }),
};

export const payment = withId({
  ...invoiceMarks,
  product: id.meta({ description: "The purchase id" }),
  productName: z.string(),
  priceCents: cents,
  currency: z
    .string()
    .optional()
    .meta({ description: "Lower-case ISO currency of priceCents (absent on records made before: usd)" }),
  shipment: z.boolean(),
  userId: id,
  userEmail: z.string(),
  userName: z.string(),
  transactionId: z.string(),
  createdAt: ms,
  refunded: z.boolean().optional(),
  refundId: z.string().nullable().optional(),
  duplicateRefunds: z
    .array(z.object({ paymentIntentId: z.string(), refundId: z.string(), amountCents: cents, at: ms }))
    .optional(),
}).meta({ id: "Payment", ...STORED });

const role = z.enum(["admin", "customer"]);
const staffRole = staffRoleSchema
  .optional()
  .meta({ description: "The staff role (the `role` claim); absent for customers and legacy admins" });
export const profile = withId({
  email: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  role,
  staffRole,
  disabled: z.boolean(),
  claimsUpdatedAt: ms,
  createdAt: ms,
  address: postalAddress.optional().meta({ description: "The last address (last order's, or saved)" }),
  phone: z.string().optional(),
}).meta({ id: "Profile", ...STORED });
export const userSummary = withId({
  email: z.string(),
  role,
  staffRole,
  displayName: z.string(),
  disabled: z.boolean(),
}).meta({ id: "UserSummary", ...STORED });

export const feedback = withId({
  userId: id,
  name: z.string(),
  star: z.number().int().min(1).max(5),
  feedbackMessage: z.string(),
  image: z.string(),
  createdAt: ms,
  verifiedBuyer: z.boolean().optional(),
}).meta({ id: "Feedback", ...STORED });
export const feedbackPage = page(feedback, "FeedbackPage");

export const contactMessage = withId({
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: ms,
}).meta({ id: "ContactMessage", ...STORED });

export const cspReport = withId({
  documentUri: z.string(),
  directive: z.string(),
  blockedUri: z.string(),
  sourceFile: z.string(),
  line: z.string(),
  disposition: z.string(),
  createdAt: ms,
}).meta({ id: "CspReport", ...STORED });

export const mail = withId({
  to: z.string(),
  replyTo: z.string().nullable(),
  message: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  delivery: z.object({
    state: z.enum(MAIL_STATES),
    attempts: z.number().int(),
    startTime: ms.nullable(),
    endTime: ms.nullable(),
    error: z.string().nullable(),
    info: z
      .object({
        messageId: z.string().nullable(),
        accepted: z.array(z.string()),
        rejected: z.array(z.string()),
        response: z.string().nullable(),
      })
      .nullable(),
  }),
  kind: z.enum(MAIL_KINDS),
  purchaseId: z.string().nullable(),
  orderId: z.string().nullable().optional(),
  createdAt: ms,
  resentAs: z.string().nullable().optional(),
  attachments: z.array(z.object({ source: z.string(), id: z.string() })).optional(),
  waitingFor: z.string().nullable().optional(),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "A marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)" }),
}).meta({ id: "Mail", ...STORED });

export const cartAnswer = z
  .object({
    currency: z.enum(["usd", "eur", "gbp"]),
    lines: z.array(
      z.object({
        productId: id,
        variantId: id.optional().meta({ description: "The variant (absent: the default one)" }),
        sku: z.string().optional(),
        quantity: z.number().int(),
        name: z.string().nullable(),
        image: z.string().nullable(),
        unitPriceCents: cents.nullable(),
        lineCents: cents.nullable(),
        minimumOrder: z.number().int().nullable(),
        available: z.number().int().nullable(),
        problem: z
          .enum(["gone", "below-minimum", "over-maximum", "short", "not-sold-in-currency"])
          .nullable(),
        message: z.string().nullable(),
      }),
    ),
    subtotalCents: cents,
    discountCents: cents,
    totalCents: cents,
    promoCode: z.string().nullable(),
    promoError: z.string().nullable(),
    checkoutBlocked: z.string().nullable(),
  })
  .meta({ id: "Cart" });

export const placedOrderAnswer = z
  .object({
    orderId: id,
    purchaseIds: z.array(id),
    ...orderTotals,
  })
  .meta({ id: "PlacedOrder" });

export const orderAnswer = withId({
  ...invoiceMarks,
  dispute: orderDispute.nullable().optional(),
  userId: id,
  userName: z.string(),
  userEmail: z.string(),
  address: z.string(),
  phone: z.string(),
  ...orderDestination,
  lines: z.array(
    z.object({ ...orderedProduct, paidCents: cents, taxCents: cents.optional(), purchaseId: id }),
  ),
  purchaseIds: z.array(id),
  subtotalCents: cents,
  discountCents: cents,
  totalCents: cents,
  promoCode: z.string().nullable(),
  placedFrom: z.enum(ORDER_ORIGINS).optional(),
  locale: localeSchema.optional().meta({
    description:
      "The language the order was placed in (its mails, invoice and credit notes); absent: English.",
  }),
  fromCartReminder: z.boolean().optional().meta({ description: "Placed from a cart the shop had reminded" }),
  state: z.enum(ORDER_STATES),
  paymentIntentId: z.string().nullable(),
  transactionId: z.string().nullable(),
  lastPaymentError: z.string().nullable().optional(),
  processingMethod: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "While `processing`: the payment method the bank is processing (`sepa_debit`)" }),
  refundedCents: cents,
  refundedPurchaseIds: z.array(id),
  returnedCents: z
    .record(z.string(), cents)
    .optional()
    .meta({ description: "Refunded with returns of some of a line's pieces, by purchase id" }),
  history: z.array(z.object({ state: z.enum(ORDER_STATES), at: ms })),
  createdAt: ms,
  updatedAt: ms,
  holdUntil: ms,
  purchases: z.array(purchase),
}).meta({ id: "Order", ...STORED });

export * from "./answers-promotions.js";
export * from "./answers-books.js";

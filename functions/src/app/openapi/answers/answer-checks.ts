/**
 * Compile-time only: each answer schema of answers.ts names exactly the fields of its type in
 * `@shop/domain`, and every answer the handlers send fits its schema. `npx tsc -p functions`
 * fails here when the two drift.
 */
import type { z } from "zod";
import type {
  AdminAnswer,
  CartAnswer,
  CspReportAnswer,
  DeletedAnswer,
  DisputePage,
  DisputeRecord,
  FeedbackPage,
  HeldMailAnswer,
  InsertedAnswer,
  LowStockAnswer,
  MailAnswer,
  MessageAnswer,
  ModifiedAnswer,
  OrderAnswer,
  OrderQuoteAnswer,
  PaymentAnswer,
  PaymentIntentAnswer,
  PlacedOrderAnswer,
  ProductAnswer,
  ProductPage,
  ProductPageAnswer,
  ProductPageProduct,
  ProductReviewAnswer,
  ProductTranslationsAnswer,
  ProductReviewPage,
  ProfileAnswer,
  ReviewEligibilityAnswer,
  PromoCodeAnswer,
  PurchaseAnswer,
  ReconciliationAnswer,
  ShippingZoneAnswer,
  ReconciliationPage,
  RefundAnswer,
  RefundApprovalAnswer,
  ReturnAnswer,
  ReturnAwaitingApprovalAnswer,
  ReturnPage,
  AuditPage,
  ReturnRequestedAnswer,
  StatsOverviewAnswer,
  StockChangeAnswer,
  UserSummary,
} from "@shop/domain";
import type * as A from "./answers.js";
import type * as AU from "./answers-audit.js";
import type * as R from "./answers-returns.js";
import type * as T from "./answers-translations.js";
import type * as W from "./answers-worldwide.js";

type Same<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;
/** The type fits the schema, and both name the same fields (the search fields are never sent). */
type Fits<T, S extends z.ZodType> = [T] extends [z.output<S>]
  ? Same<Exclude<keyof T, "searchTerms" | "searchState">, keyof z.output<S>>
  : false;

/** Every entry must be `true`: a `false` fails the typecheck here. */
type AllTrue<T extends true[]> = T;

export type AnswerChecks = AllTrue<
  [
    Fits<InsertedAnswer, typeof A.insertedAnswer>,
    Fits<DeletedAnswer, typeof A.deletedAnswer>,
    Fits<ModifiedAnswer, typeof A.modifiedAnswer>,
    Fits<AdminAnswer, typeof A.adminAnswer>,
    Fits<HeldMailAnswer, typeof A.heldMailAnswer>,
    Fits<ProductAnswer, typeof A.product>,
    Fits<ProductPage, typeof A.productPage>,
    Fits<StockChangeAnswer, typeof A.stockChangeAnswer>,
    Fits<LowStockAnswer, typeof A.lowStockAnswer>,
    Fits<PurchaseAnswer, typeof A.purchase>,
    Fits<PaymentIntentAnswer, typeof A.paymentIntentAnswer>,
    Fits<RefundAnswer, typeof A.refundAnswer>,
    Fits<PaymentAnswer, typeof A.payment>,
    Fits<ProfileAnswer, typeof A.profile>,
    Fits<UserSummary, typeof A.userSummary>,
    Fits<FeedbackPage, typeof A.feedbackPage>,
    Fits<ProductReviewAnswer, typeof A.productReview>,
    Fits<ProductReviewPage, typeof A.productReviewPage>,
    Fits<ReviewEligibilityAnswer, typeof A.reviewEligibility>,
    Fits<ProductPageProduct, typeof A.productPageProduct>,
    Fits<ProductPageAnswer, typeof A.productPageAnswer>,
    Fits<MessageAnswer, typeof A.contactMessage>,
    Fits<CspReportAnswer, typeof A.cspReport>,
    Fits<MailAnswer, typeof A.mail>,
    Fits<CartAnswer, typeof A.cartAnswer>,
    Fits<PlacedOrderAnswer, typeof A.placedOrderAnswer>,
    Fits<OrderAnswer, typeof A.orderAnswer>,
    Fits<PromoCodeAnswer, typeof A.promoCode>,
    Fits<ReconciliationAnswer, typeof A.reconciliationAnswer>,
    Fits<DisputeRecord, typeof A.dispute>,
    Fits<DisputePage, typeof A.disputePage>,
    Fits<ReconciliationPage, typeof A.reconciliationPage>,
    Fits<StatsOverviewAnswer, typeof A.statsOverview>,
    Fits<ReturnRequestedAnswer, typeof R.returnRequestedAnswer>,
    Fits<ReturnAnswer, typeof R.returnAnswer>,
    Fits<ReturnAwaitingApprovalAnswer, typeof R.returnAwaitingApproval>,
    Fits<ReturnPage, typeof R.returnPage>,
    Fits<ShippingZoneAnswer, typeof W.shippingZone>,
    Fits<OrderQuoteAnswer, typeof W.orderQuoteAnswer>,
    Fits<AuditPage, typeof AU.auditPage>,
    Fits<ProductTranslationsAnswer, typeof T.productTranslations>,
    Fits<RefundApprovalAnswer, typeof AU.refundApproval>,
  ]
>;

/** The back office's operations: exports, invoices, mail, promotions, reconciliation, security, stats, and this document. */
import { z } from "zod";
import {
  DISPUTE_ID_PATTERN,
  disputeEvidenceSchema,
  mailListQuerySchema,
  mailResendSchema,
  periodSchema,
  promoCodeChangeSchema,
  promoCodeInputSchema,
  statsOverviewQuerySchema,
} from "@shop/domain";
import { listQuery as disputesQuery } from "../../../disputes/routes.js";
import { codeParams } from "../../../promotions/routes.js";
import { listQuery as reconciliationsQuery } from "../../../reconciliation/routes.js";
import * as A from "../answers/answers.js";
import { docId, json, list, type Operation, type Success } from "./operation.js";

const csv = (what: string): Success => ({
  status: 200,
  file: "text/csv",
  description: `${what}, one row each (CSV)`,
});
export const EXPORTS: Operation[] = [
  {
    method: "get",
    path: "/payments/export.csv",
    area: "exports",
    summary: "Payments of a period as CSV",
    access: "admin",
    query: periodSchema,
    ok: csv("Payments"),
  },
  {
    method: "get",
    path: "/orders/export.csv",
    area: "exports",
    summary: "Orders placed in a period as CSV",
    access: "admin",
    query: periodSchema,
    ok: csv("Orders"),
  },
];

const pdf = (what: string): Success => ({ status: 200, file: "application/pdf", description: what });
export const INVOICES: Operation[] = [
  {
    method: "get",
    path: "/orders/:id/invoice.pdf",
    area: "invoices",
    summary: "The invoice of an order or purchase (owner or admin)",
    access: "user",
    params: docId("Order"),
    ok: pdf("The invoice"),
  },
  {
    method: "get",
    path: "/refunds/:id/credit-note.pdf",
    area: "invoices",
    summary: "The credit note of a refund (owner or admin)",
    access: "user",
    params: docId("Refund"),
    ok: pdf("The credit note"),
  },
];

export const MAIL: Operation[] = [
  {
    method: "get",
    path: "/mail",
    area: "mail",
    summary: "The outbox (at most 100)",
    access: "admin",
    query: mailListQuerySchema,
    ok: json(list(A.mail), "Mails"),
  },
  {
    method: "post",
    path: "/mail/:id/retry",
    area: "mail",
    summary: "Send a failed mail again",
    access: "admin",
    params: docId("Mail"),
    body: mailResendSchema,
    ok: json(A.insertedAnswer, "The new mail", 201),
    errors: [409, 429],
  },
];

export const PROMOTIONS: Operation[] = [
  {
    method: "post",
    path: "/promo-codes",
    area: "promotions",
    summary: "Create a promo code",
    access: "admin",
    body: promoCodeInputSchema,
    ok: json(A.promoCodeCreated, "Created", 201),
    errors: [409],
    idempotent: true,
  },
  {
    method: "get",
    path: "/promo-codes",
    area: "promotions",
    summary: "Every promo code with its redemptions",
    access: "admin",
    ok: json(list(A.promoCode), "Promo codes"),
  },
  {
    method: "patch",
    path: "/promo-codes/:code",
    area: "promotions",
    summary: "Switch a promo code on or off",
    access: "admin",
    params: codeParams,
    body: promoCodeChangeSchema,
    ok: json(A.promoCodeActive, "The code"),
  },
];

export const RECONCILIATION: Operation[] = [
  {
    method: "post",
    path: "/reconciliations",
    area: "reconciliation",
    summary: "Compare a period with Stripe",
    access: "admin",
    body: periodSchema,
    ok: json(A.reconciliationAnswer, "The stored run"),
  },
  {
    method: "get",
    path: "/reconciliations",
    area: "reconciliation",
    summary: "The stored runs, newest first",
    access: "admin",
    query: reconciliationsQuery,
    ok: json(A.reconciliationPage, "A page of runs"),
  },
];

export const DISPUTES: Operation[] = [
  {
    method: "get",
    path: "/disputes",
    area: "disputes",
    summary: "Card disputes, newest first, with their evidence deadlines",
    access: "admin",
    query: disputesQuery,
    ok: json(A.disputePage, "A page of disputes"),
  },
  {
    method: "post",
    path: "/disputes/:id/evidence",
    area: "disputes",
    summary: "Send the shop's evidence for an open dispute to Stripe (submitted at once)",
    access: "admin",
    params: z.object({ id: z.string().regex(DISPUTE_ID_PATTERN) }),
    body: disputeEvidenceSchema,
    ok: json(A.dispute, "The dispute as Stripe answered"),
    errors: [404, 409],
  },
];

export const SECURITY: Operation[] = [
  {
    method: "post",
    path: "/csp-reports",
    area: "security",
    summary: "A browser's CSP violation reports (application/csp-report or reports+json)",
    access: "public",
    ok: { status: 204, description: "Received" },
    errors: [429],
  },
  {
    method: "get",
    path: "/csp-reports",
    area: "security",
    summary: "The newest CSP reports (at most 100)",
    access: "admin",
    ok: json(list(A.cspReport), "Reports"),
  },
];

export const STATS: Operation[] = [
  {
    method: "get",
    path: "/stats/overview",
    area: "stats",
    summary: "Sales figures of the last 7, 30 or 90 days",
    access: "admin",
    query: statsOverviewQuerySchema,
    ok: json(A.statsOverview, "The figures"),
  },
];

/** This document and its reference page (app/openapi/routes.ts). */
export const DOCS: Operation[] = [
  {
    method: "get",
    path: "/openapi.json",
    area: "app",
    summary: "This OpenAPI 3.1 document",
    access: "public",
    ok: json(z.looseObject({ openapi: z.string() }), "The document"),
  },
  {
    method: "get",
    path: "/docs",
    area: "app",
    summary: "The API reference page (Swagger UI, served by the shop)",
    access: "public",
    ok: { status: 200, file: "text/html", description: "The page" },
  },
  {
    method: "get",
    path: "/docs/:file",
    area: "app",
    summary: "The reference page's script and style sheet",
    access: "public",
    params: z.object({ file: z.enum(["swagger-ui-bundle.js", "swagger-ui.css", "docs.js"]) }),
    ok: { status: 200, file: ["text/javascript", "text/css"], description: "The script or style sheet" },
  },
];

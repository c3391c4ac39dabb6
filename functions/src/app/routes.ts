import { Router } from "express";
import { accountRoutes } from "../accounts/routes.js";
import { auditRoutes } from "../audit/routes.js";
import { cartRoutes } from "../cart/routes.js";
import { catalogRoutes } from "../catalog/routes.js";
import { consentRoutes } from "../consent/routes.js";
import { disputeRoutes } from "../disputes/routes.js";
import { exportRoutes } from "../exports/routes.js";
import { feedbackRoutes } from "../feedback/routes.js";
import { invoiceRoutes } from "../invoices/routes.js";
import { mailRoutes } from "../mail/routes.js";
import { orderRoutes } from "../orders/routes.js";
import { paymentRoutes } from "../payments/routes.js";
import { privacyRoutes } from "../privacy/routes.js";
import { promotionRoutes } from "../promotions/routes.js";
import { reconciliationRoutes } from "../reconciliation/routes.js";
import { returnRoutes } from "../returns/routes.js";
import { reviewRoutes } from "../reviews/routes.js";
import { securityRoutes } from "../security/routes.js";
import { shippingRoutes } from "../shipping/routes.js";
import { statsRoutes } from "../stats/routes.js";
import { docsRoutes } from "./openapi/routes.js";

/**
 * Every REST path of spec §7 (plus profile, account disabling, contact messages and the
 * outbox), each business area registering its own (`<area>/routes.ts`). Guards:
 * requireUser (valid ID token), requireStaff (admin claim, else 403), optionalUser.
 */
export function apiRoutes(): Router {
  const r = Router();
  // First: `/orders/export.csv` and `/payments/export.csv` before `/orders/:id` and its kin.
  exportRoutes(r);
  // Before accountRoutes: `/users/me/export` and `DELETE /users/me` before their `:uid` forms.
  privacyRoutes(r);
  // Before accountRoutes: `/users/me/consent` before `PUT /users/:email`.
  consentRoutes(r);
  accountRoutes(r);
  orderRoutes(r);
  paymentRoutes(r);
  feedbackRoutes(r);
  reviewRoutes(r);
  catalogRoutes(r);
  mailRoutes(r);
  cartRoutes(r);
  promotionRoutes(r);
  reconciliationRoutes(r);
  securityRoutes(r);
  statsRoutes(r);
  invoiceRoutes(r);
  disputeRoutes(r);
  returnRoutes(r);
  shippingRoutes(r);
  auditRoutes(r);
  // GET /openapi.json and the reference page at /docs; each route above has its entry in openapi/operations.ts.
  docsRoutes(r);
  return r;
}

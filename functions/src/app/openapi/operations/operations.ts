/**
 * Every operation of the REST API, one entry each, in the order of the areas' `routes.ts`. The
 * OpenAPI document (document.ts) is built from this list, and `openapi.test.ts` checks it against
 * the router both ways. A new route: one entry in its area's list (operations-*.ts; path in Express form, `:id`), naming its request schemas from `@shop/domain` or the area's routes.ts and its answer from answers.ts.
 */
import {
  DISPUTES,
  DOCS,
  EXPORTS,
  INVOICES,
  MAIL,
  PROMOTIONS,
  RECONCILIATION,
  SECURITY,
  STATS,
} from "./operations-office.js";
import { AUDIT } from "./operations-audit.js";
import { PAYMENTS } from "./operations-payments.js";
import { ACCOUNTS, CART, CATALOG, FEEDBACK, ORDERS } from "./operations-shop.js";
import type { Operation } from "./operation.js";
import { PRODUCT_PAGES } from "./operations-product-pages.js";
import { CONSENT, PRIVACY } from "./operations-privacy.js";
import { RETURNS } from "./operations-returns.js";
import { QUOTES, SHIPPING } from "./operations-worldwide.js";

export type { Operation } from "./operation.js";

export const OPERATIONS: Operation[] = [
  ...ACCOUNTS,
  ...CART,
  ...CATALOG,
  ...DISPUTES,
  ...EXPORTS,
  ...FEEDBACK,
  ...PRODUCT_PAGES,
  ...INVOICES,
  ...MAIL,
  ...QUOTES,
  ...ORDERS,
  ...PAYMENTS,
  ...PRIVACY,
  ...CONSENT,
  ...PROMOTIONS,
  ...RECONCILIATION,
  ...RETURNS,
  ...SECURITY,
  ...SHIPPING,
  ...STATS,
  ...AUDIT,
  ...DOCS,
];

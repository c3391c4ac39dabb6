/** What a route module gives the router, and the services the routes work with. */
import type { BalanceTransactionStore } from "../balance-transactions.js";
import type { ChargeStore } from "../charges.js";
import type { Clock } from "../clock.js";
import type { CustomerService } from "../customers.js";
import type { DisputeService } from "../disputes.js";
import type { FormReader } from "../form-body.js";
import type { IdempotencyStore } from "../idempotency.js";
import type { RequestContext } from "../payment-intent-types.js";
import type { PaymentIntentService } from "../payment-intents.js";
import type { PaymentMethodStore } from "../payment-methods.js";
import type { RefundService } from "../refunds.js";
import type { TaxCalculationService } from "../tax/calculations.js";
import type { TaxTransactionService } from "../tax/transactions.js";
import type { StripeEvent, WebhookDispatcher } from "../webhooks.js";

export interface JsonResponse {
  statusCode: number;
  body: unknown;
}

/** `secret-or-publishable`: what Stripe.js may call with the publishable key. */
export type RouteAuth = "none" | "secret" | "secret-or-publishable";

export interface RouteMatch {
  /** The pattern's captures, URL-decoded. */
  params: string[];
  reader: FormReader;
  ctx: RequestContext;
}

export interface Route {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  auth: RouteAuth;
  run: (match: RouteMatch) => JsonResponse;
}

export interface AppServices {
  intents: PaymentIntentService;
  refunds: RefundService;
  disputes: DisputeService;
  taxCalculations: TaxCalculationService;
  taxTransactions: TaxTransactionService;
  customers: CustomerService;
  charges: ChargeStore;
  balance: BalanceTransactionStore;
  paymentMethods: PaymentMethodStore;
  dispatcher: WebhookDispatcher;
  idempotency: IdempotencyStore;
  clock: Clock;
  /** A new Event about `object`: API version, the clock's time and pending webhooks filled in. */
  newEvent(
    type: string,
    object: unknown,
    request: { id: string | null; idempotency_key: string | null },
    previousAttributes?: Record<string, unknown>,
  ): StripeEvent;
}

export function ok(body: unknown): JsonResponse {
  return { statusCode: 200, body };
}

/** The first capture of the route's pattern (an object id). */
export function idParam(match: RouteMatch): string {
  return match.params[0] ?? "";
}

/**
 * stripe-local's application: the services (PaymentIntents, Charges, PaymentMethods, Refunds, Disputes,
 * Events and their webhook delivery, the clock) and the HTTP handler over the route modules in
 * `routes/` (one per resource, plus the `/_local` helpers).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { BalanceTransactionStore } from "./balance-transactions.js";
import { ChargeStore } from "./charges.js";
import { Clock } from "./clock.js";
import { CustomerService } from "./customers.js";
import { DisputeService } from "./disputes.js";
import { FaultStore } from "./faults.js";
import { RequestHandler } from "./http/handler.js";
import { IdempotencyStore } from "./idempotency.js";
import { PaymentIntentService } from "./payment-intents.js";
import { PaymentMethodStore } from "./payment-methods.js";
import { RefundService } from "./refunds.js";
import { balanceTransactionRoutes } from "./routes/balance-transactions.js";
import { chargeRoutes } from "./routes/charges.js";
import { customerRoutes } from "./routes/customers.js";
import { disputeRoutes } from "./routes/disputes.js";
import { eventRoutes } from "./routes/events.js";
import { localRoutes } from "./routes/local.js";
import { paymentIntentRoutes } from "./routes/payment-intents.js";
import { paymentMethodRoutes } from "./routes/payment-methods.js";
import { plantingRoutes } from "./routes/planting.js";
import { refundRoutes } from "./routes/refunds.js";
import type { AppServices, Route } from "./routes/route.js";
import { taxRoutes } from "./routes/tax.js";
import { stripeJsBundle } from "./stripe-js-stand-in.js";
import { DEFAULT_TAX_REGISTRATIONS } from "./tables/tax-rates.js";
import { TaxCalculationService } from "./tax/calculations.js";
import { TaxTransactionService } from "./tax/transactions.js";
import { WebhookDispatcher, buildEvent } from "./webhooks.js";

/** API version reported on events and responses (the stripe Node SDK v23 pin). */
export const DEFAULT_API_VERSION = "2026-10-28.endive";

export interface StripeLocalAppOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl?: string | undefined;
  apiVersion?: string | undefined;
  webhookRetryDelaysMs?: readonly number[] | undefined;
  webhookTimeoutMs?: number | undefined;
  log?: ((line: string) => void) | undefined;
  /** Where Stripe Tax collects (`TAX_REGISTRATIONS`): `EU`, country codes, `US-<state>`. */
  taxRegistrations?: readonly string[] | undefined;
  /** The head office's country (goods ship from it). Default GB. */
  taxOriginCountry?: string | undefined;
  /** How long a tax ID's verification takes (ms, default 500). */
  taxIdVerificationMs?: number | undefined;
  /** This server's base URL (known once listening). */
  serverUrl: () => string;
}

export interface StripeLocalApp extends AppServices {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

function createServices(
  options: StripeLocalAppOptions,
  apiVersion: string,
  log: (line: string) => void,
): AppServices {
  const clock = new Clock();
  const dispatcher = new WebhookDispatcher({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    log,
  });
  const newEvent: AppServices["newEvent"] = (type, object, request, previousAttributes) =>
    buildEvent({
      type,
      object,
      apiVersion,
      request,
      pendingWebhooks: dispatcher.url ? 1 : 0,
      created: clock.now(),
      previousAttributes,
    });
  const charges = new ChargeStore();
  const balance = new BalanceTransactionStore();
  const paymentMethods = new PaymentMethodStore(options.secretKey);
  const disputes = new DisputeService({
    charges,
    clock,
    emit: (type, dispute, ctx, previousAttributes) => {
      const request = { id: ctx.requestId, idempotency_key: ctx.idempotencyKey };
      // Keyed by the PaymentIntent: a dispute's events follow its payment's.
      dispatcher.dispatch(newEvent(type, dispute, request, previousAttributes), dispute.payment_intent);
    },
  });
  const intents = new PaymentIntentService({
    serverUrl: options.serverUrl,
    charges,
    balance,
    paymentMethods,
    clock,
    onCharged: (charge, method, ctx) => {
      // Stripe's disputed SEPA test account: the debit succeeds, then a dispute opens.
      if (method.bank?.kind === "debit" && method.bank.outcome === "dispute")
        disputes.open(charge, "general", ctx);
      else disputes.openIfDisputeCard(charge, method.number, ctx);
    },
    emit: (type, paymentIntent, ctx) => {
      const event = newEvent(type, paymentIntent, { id: ctx.requestId, idempotency_key: ctx.idempotencyKey });
      dispatcher.dispatch(event, paymentIntent.id);
    },
  });
  const refunds = new RefundService({
    intents,
    charges,
    balance,
    clock,
    emit: (emission, paymentIntentId, ctx) => {
      const request = { id: ctx.requestId, idempotency_key: ctx.idempotencyKey };
      const event = newEvent(emission.type, emission.object, request, emission.previousAttributes);
      // Keyed by the PaymentIntent: its payment and refund events are delivered in order.
      dispatcher.dispatch(event, paymentIntentId);
    },
  });
  const idempotency = new IdempotencyStore();
  const taxCalculations = new TaxCalculationService({
    clock,
    registrations: options.taxRegistrations ?? DEFAULT_TAX_REGISTRATIONS,
    originCountry: options.taxOriginCountry ?? "GB",
  });
  const taxTransactions = new TaxTransactionService(taxCalculations, clock);
  const customers = new CustomerService({
    clock,
    verificationDelayMs: options.taxIdVerificationMs ?? 500,
    emit: (type, taxId, ctx, previousAttributes) => {
      const request = { id: ctx.requestId, idempotency_key: ctx.idempotencyKey };
      dispatcher.dispatch(newEvent(type, taxId, request, previousAttributes), taxId.id);
    },
  });
  return {
    intents,
    refunds,
    disputes,
    taxCalculations,
    taxTransactions,
    customers,
    charges,
    balance,
    paymentMethods,
    dispatcher,
    idempotency,
    clock,
    newEvent,
  };
}

export function createStripeLocalApp(options: StripeLocalAppOptions): StripeLocalApp {
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const log = options.log ?? (() => undefined);
  const services = createServices(options, apiVersion, log);

  // Bundle the Stripe.js stand-in now so the first page load does not wait for esbuild.
  stripeJsBundle().catch((error: unknown) =>
    log(`stripe-local: Stripe.js stand-in bundle failed: ${String(error)}`),
  );

  const routes: Route[] = [
    ...paymentIntentRoutes(services),
    ...paymentMethodRoutes(services),
    ...refundRoutes(services),
    ...chargeRoutes(services),
    ...balanceTransactionRoutes(services),
    ...disputeRoutes(services),
    ...taxRoutes(services),
    ...customerRoutes(services),
    ...eventRoutes(services),
    ...localRoutes(services),
    ...plantingRoutes(services),
  ];
  const { handle } = new RequestHandler({
    routes,
    keys: { secretKey: options.secretKey, publishableKey: options.publishableKey },
    apiVersion,
    idempotency: services.idempotency,
    faults: new FaultStore(),
    log,
    serverUrl: options.serverUrl,
    publishableView: (paymentIntent) => services.intents.view(paymentIntent, "publishable"),
    bankRedirect: {
      find: (id) => services.intents.get(id),
      complete: (id, reader, ctx) => services.intents.completeRedirect(id, reader, ctx),
    },
  });
  return { ...services, handle };
}

/**
 * PaymentIntent state and transitions (create / update / confirm / 3-D Secure / cancel),
 * following Stripe's object shapes, status machine and error messages.
 *
 * State changes call `emit(type, snapshot, ctx)`; the server turns those into webhook Events.
 */
import type { BalanceTransactionStore } from "./balance-transactions.js";
import type { StoredPaymentMethod } from "./cards.js";
import type { ChargeStore } from "./charges.js";
import type { Clock } from "./clock.js";
import { invalidRequest, missingParam, resourceMissing, unexpectedState } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { PaymentAttempts, type PaymentAttemptsOptions } from "./payment-attempts.js";
import { newPaymentIntent } from "./payment-intent-create.js";
import {
  CANCELLATION_REASONS,
  PUBLISHABLE_FIELDS,
  isCancellationReason,
  type AuthKind,
  type EmitFn,
  type PaymentIntent,
  type PaymentIntentEventType,
  type PaymentIntentState,
  type PaymentIntentStatus,
  type RequestContext,
} from "./payment-intent-types.js";
import type { PaymentMethodStore } from "./payment-methods.js";
import {
  applyMetadata,
  readAmount,
  readAmountValue,
  readCurrency,
  rejectUnknownParams,
  withParamErrors,
} from "./params.js";
import {
  PAYMENT_INTENT_CANCEL_PARAMS,
  PAYMENT_INTENT_CONFIRM_PARAMS,
  PAYMENT_INTENT_CREATE_PARAMS,
  PAYMENT_INTENT_RETRIEVE_PARAMS,
  PAYMENT_INTENT_THREE_D_SECURE_PARAMS,
  PAYMENT_INTENT_UPDATE_PARAMS,
} from "./tables/parameters.js";

export interface PaymentIntentServiceOptions {
  emit: EmitFn;
  /** Base URL of this server, for `next_action.use_stripe_sdk.stripe_js`. */
  serverUrl: () => string;
  charges: ChargeStore;
  balance: BalanceTransactionStore;
  paymentMethods: PaymentMethodStore;
  clock: Clock;
  /** After a successful charge (e.g. a dispute test card opens its dispute). */
  onCharged?: PaymentAttemptsOptions["onCharged"];
}

const MISSING_PAYMENT_METHOD =
  "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.";
const CONFIRMABLE: readonly PaymentIntentStatus[] = [
  "requires_confirmation",
  "requires_payment_method",
  "requires_action",
];
const MUTABLE_AMOUNT: readonly PaymentIntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
];
const CANCELABLE: readonly PaymentIntentStatus[] = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
];

export class PaymentIntentService {
  private readonly intents = new Map<string, PaymentIntentState>();
  private readonly attempts: PaymentAttempts;

  constructor(private readonly options: PaymentIntentServiceOptions) {
    this.attempts = new PaymentAttempts({
      charges: options.charges,
      balance: options.balance,
      clock: options.clock,
      serverUrl: options.serverUrl,
      emit: (type, state, ctx) => this.emit(type, state, ctx),
      onCharged: options.onCharged,
    });
  }

  reset(): void {
    this.intents.clear();
    this.attempts.bank.reset();
  }

  /** SEPA debits whose outcome is due on the server's clock are settled (bank-attempts.ts). */
  settleDue(): void {
    this.attempts.bank.settleDue();
  }

  /** One PaymentIntent's pending debit settles now (bank-attempts.ts); false when none is pending. */
  settleDebitNow(id: string): boolean {
    return this.attempts.bank.settleNow(id);
  }

  /** Shape returned to the caller: publishable-key callers get Stripe's reduced view. */
  view(paymentIntent: PaymentIntent, auth: AuthKind): Partial<PaymentIntent> {
    const copy = structuredClone(paymentIntent);
    if (auth === "secret") return copy;
    const out: Partial<PaymentIntent> = {};
    for (const field of PUBLISHABLE_FIELDS) {
      Object.assign(out, { [field]: copy[field] });
    }
    return out;
  }

  /** Every PaymentIntent (live objects), in creation order. */
  all(): PaymentIntent[] {
    return [...this.intents.values()].map((s) => s.paymentIntent);
  }

  /** Local only: a PaymentIntent made before this server started (planting.ts), stored as it is. */
  plant(paymentIntent: PaymentIntent, method: StoredPaymentMethod): void {
    this.intents.set(paymentIntent.id, {
      paymentIntent,
      pendingAuthentication: null,
      attemptedPaymentMethod: method,
    });
  }

  get(id: string): PaymentIntent | undefined {
    return this.intents.get(id)?.paymentIntent;
  }

  private state(id: string): PaymentIntentState {
    const state = this.intents.get(id);
    if (!state) throw resourceMissing("payment_intent", id, "intent");
    return state;
  }

  private checkClientSecret(state: PaymentIntentState, reader: FormReader, ctx: RequestContext): void {
    const secret = reader.string("client_secret");
    if (ctx.auth === "publishable" && (secret === undefined || secret === "")) {
      throw missingParam("client_secret");
    }
    if (secret !== undefined && secret !== state.paymentIntent.client_secret) {
      throw invalidRequest(
        "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
        "client_secret",
      );
    }
  }

  private emit(type: PaymentIntentEventType, state: PaymentIntentState, ctx: RequestContext): void {
    this.options.emit(type, structuredClone(state.paymentIntent), ctx);
  }

  retrieve(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_RETRIEVE_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      return state.paymentIntent;
    });
  }

  create(reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_CREATE_PARAMS);
      const paymentIntent = newPaymentIntent(reader, this.options.clock.now());
      // Resolve the payment method before storing anything, so bad input creates nothing.
      const attached = this.options.paymentMethods.resolve(reader, null);
      const state: PaymentIntentState = {
        paymentIntent,
        pendingAuthentication: null,
        attemptedPaymentMethod: null,
      };
      if (attached) {
        paymentIntent.payment_method = attached.paymentMethod.id;
        paymentIntent.status = "requires_confirmation";
        state.attemptedPaymentMethod = attached;
      }
      state.returnUrl = reader.nonEmptyString("return_url") ?? null;
      this.intents.set(paymentIntent.id, state);
      this.emit("payment_intent.created", state, ctx);

      if (reader.boolean("confirm") === true) {
        if (!attached) throw unexpectedState(MISSING_PAYMENT_METHOD, paymentIntent);
        this.attempts.attempt(state, attached, ctx);
      }
      return paymentIntent;
    });
  }

  update(id: string, reader: FormReader): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_UPDATE_PARAMS);
      const state = this.state(id);
      const pi = state.paymentIntent;
      const changesMoney = ["amount", "currency", "payment_method", "payment_method_data"].some((k) =>
        reader.has(k),
      );
      if (changesMoney && !MUTABLE_AMOUNT.includes(pi.status)) {
        throw unexpectedState(
          `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${MUTABLE_AMOUNT.join(", ")}.`,
          pi,
        );
      }
      const currency = readCurrency(reader, false) ?? pi.currency;
      const amount = readAmount(reader, currency);
      if (reader.has("currency") && amount === undefined) readAmountValue(pi.amount, currency);
      const attached = this.options.paymentMethods.resolve(reader, null);
      // All validation passed: apply.
      pi.currency = currency;
      if (amount !== undefined) pi.amount = amount;
      pi.metadata = applyMetadata(pi.metadata, reader);
      for (const key of [
        "description",
        "receipt_email",
        "customer",
        "statement_descriptor",
        "setup_future_usage",
      ] as const) {
        if (reader.has(key)) pi[key] = reader.nonEmptyString(key) ?? null;
      }
      if (attached) {
        pi.payment_method = attached.paymentMethod.id;
        state.attemptedPaymentMethod = attached;
        if (pi.status === "requires_payment_method") pi.status = "requires_confirmation";
      }
      return pi;
    });
  }

  confirm(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_CONFIRM_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      const pi = state.paymentIntent;
      if (pi.status === "succeeded") {
        throw unexpectedState(
          "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
          pi,
        );
      }
      if (!CONFIRMABLE.includes(pi.status)) {
        throw unexpectedState(
          `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
          pi,
        );
      }
      const resolved = this.options.paymentMethods.resolve(reader, pi.payment_method);
      if (!resolved) throw unexpectedState(MISSING_PAYMENT_METHOD, pi);
      if (reader.has("return_url")) state.returnUrl = reader.nonEmptyString("return_url") ?? null;
      if (reader.has("receipt_email")) pi.receipt_email = reader.nonEmptyString("receipt_email") ?? null;
      if (reader.has("setup_future_usage"))
        pi.setup_future_usage = reader.nonEmptyString("setup_future_usage") ?? null;
      this.attempts.attempt(state, resolved, ctx);
      return pi;
    });
  }

  /** Local-only: finishes the 3-D Secure challenge of a `requires_action` PaymentIntent. */
  completeThreeDSecure(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_THREE_D_SECURE_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      const outcome = reader.string("outcome");
      if (outcome === undefined) throw missingParam("outcome");
      if (outcome !== "succeed" && outcome !== "fail") {
        throw invalidRequest("Invalid outcome: must be one of succeed or fail", "outcome");
      }
      this.attempts.completeThreeDSecure(state, outcome, ctx);
      return state.paymentIntent;
    });
  }

  /**
   * Local-only: the bank test page's button ('Authorize test payment' or 'Fail test payment') for a
   * PaymentIntent waiting for its redirect; answers the `return_url` to send the customer back to.
   */
  completeRedirect(id: string, reader: FormReader, ctx: RequestContext): string {
    return withParamErrors(() => {
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      const outcome = reader.string("outcome");
      if (outcome !== "authorize" && outcome !== "fail") {
        throw invalidRequest("Invalid outcome: must be one of authorize or fail", "outcome");
      }
      return this.attempts.bank.completeRedirect(state, outcome, ctx);
    });
  }

  cancel(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_INTENT_CANCEL_PARAMS);
      const state = this.state(id);
      const pi = state.paymentIntent;
      const reason = reader.nonEmptyString("cancellation_reason");
      if (reason !== undefined && !isCancellationReason(reason)) {
        throw invalidRequest(
          `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`,
          "cancellation_reason",
        );
      }
      if (!CANCELABLE.includes(pi.status)) {
        throw unexpectedState(
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
          pi,
        );
      }
      pi.status = "canceled";
      pi.canceled_at = this.options.clock.now();
      pi.cancellation_reason = reason ?? null;
      pi.next_action = null;
      state.pendingAuthentication = null;
      this.emit("payment_intent.canceled", state, ctx);
      return pi;
    });
  }
}

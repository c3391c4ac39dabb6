/**
 * What happens when a PaymentIntent reaches the card: success (a Charge), a decline (a failed
 * Charge and a 402), or a 3-D Secure challenge (`requires_action`) and its outcome.
 */
import { AUTHENTICATION_FAILURE_MESSAGE, BankAttempts } from "./bank-attempts.js";
import { behaviourForCard, type CardDecline, type StoredPaymentMethod } from "./cards.js";
import type { BalanceTransactionStore } from "./balance-transactions.js";
import { buildCharge, type Charge, type ChargeStore } from "./charges.js";
import type { Clock } from "./clock.js";
import { StripeApiError, docUrl, invalidRequest, unexpectedState } from "./errors.js";
import { newId } from "./ids.js";
import type { PaymentIntentEventType, PaymentIntentState, RequestContext } from "./payment-intent-types.js";

export interface PaymentAttemptsOptions {
  charges: ChargeStore;
  balance: BalanceTransactionStore;
  clock: Clock;
  /** Base URL of this server, for `next_action.use_stripe_sdk.stripe_js`. */
  serverUrl: () => string;
  emit: (type: PaymentIntentEventType, state: PaymentIntentState, ctx: RequestContext) => void;
  /** After a charge succeeded and its events were emitted. */
  onCharged?: ((charge: Charge, method: StoredPaymentMethod, ctx: RequestContext) => void) | undefined;
}

export class PaymentAttempts {
  readonly bank: BankAttempts;

  constructor(private readonly options: PaymentAttemptsOptions) {
    this.bank = new BankAttempts(options, (state, ctx, pending) => this.succeed(state, ctx, pending));
  }

  /** Charges `method` (a 402 StripeApiError for a decline, after the state is recorded). */
  attempt(state: PaymentIntentState, method: StoredPaymentMethod, ctx: RequestContext): void {
    const pi = state.paymentIntent;
    const type = method.paymentMethod.type;
    if (!pi.payment_method_types.includes(type)) {
      throw invalidRequest(
        `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: ${pi.payment_method_types.join(", ")}. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
        "payment_method",
      );
    }
    state.attemptedPaymentMethod = method;
    state.pendingAuthentication = null;
    pi.payment_method = method.paymentMethod.id;
    pi.last_payment_error = null;
    pi.next_action = null;
    if (method.bank) {
      this.bank.attempt(state, method, method.bank, ctx);
      return;
    }
    const behaviour = behaviourForCard(method.number);
    switch (behaviour.kind) {
      case "succeed":
        this.succeed(state, ctx);
        return;
      case "decline":
        this.recordDecline(state, method, behaviour.decline, ctx);
        throw this.declineError(state, method, behaviour.decline);
      case "authenticate":
        pi.status = "requires_action";
        pi.next_action = {
          type: "use_stripe_sdk",
          use_stripe_sdk: {
            type: "three_d_secure_redirect",
            stripe_js: `${this.options.serverUrl()}/v1/payment_intents/${pi.id}/three_d_secure`,
            source: newId("src"),
            known_frame_issues: "false",
          },
        };
        state.pendingAuthentication = behaviour;
        this.options.emit("payment_intent.requires_action", state, ctx);
        return;
    }
  }

  /** Ends the 3-D Secure challenge a `requires_action` PaymentIntent waits for. */
  completeThreeDSecure(state: PaymentIntentState, outcome: "succeed" | "fail", ctx: RequestContext): void {
    const pi = state.paymentIntent;
    const pending = state.pendingAuthentication;
    const method = state.attemptedPaymentMethod;
    if (pi.status !== "requires_action" || !pending || pending.kind !== "authenticate" || !method) {
      throw unexpectedState(
        `This PaymentIntent is not awaiting 3-D Secure authentication; it has a status of ${pi.status}.`,
        pi,
      );
    }
    state.pendingAuthentication = null;
    pi.next_action = null;
    if (outcome === "fail") {
      pi.status = "requires_payment_method";
      pi.payment_method = null;
      pi.last_payment_error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: AUTHENTICATION_FAILURE_MESSAGE,
        doc_url: docUrl("payment_intent_authentication_failure"),
        payment_method: structuredClone(method.paymentMethod),
      };
      this.options.emit("payment_intent.payment_failed", state, ctx);
      return;
    }
    const after = pending.afterAuthentication;
    if (after.kind === "succeed") this.succeed(state, ctx);
    else this.recordDecline(state, method, after.decline, ctx);
  }

  /** The payment succeeded: a new Charge, or a debit's `pending` one that succeeds now. */
  private succeed(state: PaymentIntentState, ctx: RequestContext, pending?: Charge): void {
    const pi = state.paymentIntent;
    const method = state.attemptedPaymentMethod;
    if (!method) throw new Error(`PaymentIntent ${pi.id} succeeded without a payment method`);
    const charge = pending ?? buildCharge(pi, method, null, this.options.clock.now());
    charge.status = "succeeded";
    charge.paid = true;
    if (!pending) this.options.charges.add(charge);
    this.options.balance.forCharge(charge);
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    pi.next_action = null;
    this.options.emit("payment_intent.succeeded", state, ctx);
    this.options.onCharged?.(charge, method, ctx);
  }

  private recordDecline(
    state: PaymentIntentState,
    method: StoredPaymentMethod,
    decline: CardDecline,
    ctx: RequestContext,
  ): void {
    const pi = state.paymentIntent;
    const failed = buildCharge(pi, method, decline, this.options.clock.now());
    this.options.charges.add(failed);
    pi.status = "requires_payment_method";
    pi.latest_charge = failed.id;
    pi.payment_method = null;
    pi.next_action = null;
    pi.last_payment_error = {
      type: "card_error",
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      doc_url: docUrl(decline.code),
      charge: failed.id,
      payment_method: structuredClone(method.paymentMethod),
    };
    this.options.emit("payment_intent.payment_failed", state, ctx);
  }

  private declineError(
    state: PaymentIntentState,
    method: StoredPaymentMethod,
    decline: CardDecline,
  ): StripeApiError {
    const pi = state.paymentIntent;
    return new StripeApiError(402, {
      type: "card_error",
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      doc_url: docUrl(decline.code),
      ...(pi.latest_charge ? { charge: pi.latest_charge } : {}),
      payment_intent: structuredClone(pi),
      payment_method: structuredClone(method.paymentMethod),
    });
  }
}

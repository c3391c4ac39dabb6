/**
 * Confirming with a bank method, as Stripe's test mode does it:
 * - iDEAL and Bancontact: `requires_action` with `next_action.redirect_to_url` to this server's
 *   test page (`/_local/bank_redirect/:id`), whose 'Authorize test payment' makes the
 *   PaymentIntent `succeeded` and 'Fail test payment' `requires_payment_method`
 *   (`payment_intent.payment_failed`); then back to `return_url` with `payment_intent`,
 *   `payment_intent_client_secret` and `redirect_status`.
 * - SEPA Direct Debit: `processing` at once (`payment_intent.processing`, a `pending` Charge), then
 *   the test account's outcome when due on the server's clock: `payment_intent.succeeded` (a
 *   disputed account opens its dispute then) or `payment_intent.payment_failed`.
 */
import type { BankBehaviour, StoredPaymentMethod } from "./cards.js";
import { buildCharge, type Charge } from "./charges.js";
import { docUrl, invalidRequest, unexpectedState } from "./errors.js";
import type { PaymentAttemptsOptions } from "./payment-attempts.js";
import type { PaymentIntentState, RequestContext } from "./payment-intent-types.js";

export const AUTHENTICATION_FAILURE_MESSAGE =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

type Debit = Extract<BankBehaviour, { kind: "debit" }>;

interface PendingDebit {
  state: PaymentIntentState;
  debit: Debit;
  dueAt: number;
  ctx: RequestContext;
}

export class BankAttempts {
  private readonly pending = new Map<string, PendingDebit>();

  constructor(
    private readonly options: PaymentAttemptsOptions,
    private readonly succeed: (state: PaymentIntentState, ctx: RequestContext, pending?: Charge) => void,
  ) {}

  reset(): void {
    this.pending.clear();
  }

  attempt(
    state: PaymentIntentState,
    method: StoredPaymentMethod,
    bank: BankBehaviour,
    ctx: RequestContext,
  ): void {
    if (bank.kind === "redirect") this.redirect(state, method, ctx);
    else this.debit(state, method, bank, ctx);
  }

  private redirect(state: PaymentIntentState, method: StoredPaymentMethod, ctx: RequestContext): void {
    const pi = state.paymentIntent;
    const returnUrl = state.returnUrl;
    if (!returnUrl) {
      throw invalidRequest(
        `You must provide a \`return_url\` when confirming a PaymentIntent with the payment method type ${method.paymentMethod.type}.`,
        "return_url",
      );
    }
    pi.status = "requires_action";
    const page = new URL(`${this.options.serverUrl()}/_local/bank_redirect/${pi.id}`);
    page.searchParams.set("client_secret", pi.client_secret);
    pi.next_action = {
      type: "redirect_to_url",
      redirect_to_url: { url: page.toString(), return_url: returnUrl },
    };
    this.options.emit("payment_intent.requires_action", state, ctx);
  }

  /** The test page's answer: the PaymentIntent's outcome and the URL to send the customer back to. */
  completeRedirect(state: PaymentIntentState, outcome: "authorize" | "fail", ctx: RequestContext): string {
    const pi = state.paymentIntent;
    const method = state.attemptedPaymentMethod;
    const waiting = pi.status === "requires_action" && pi.next_action?.type === "redirect_to_url";
    const returnUrl =
      pi.next_action?.type === "redirect_to_url" ? pi.next_action.redirect_to_url.return_url : null;
    if (!waiting || !method || !returnUrl) {
      throw unexpectedState(
        `This PaymentIntent is not awaiting a redirect; it has a status of ${pi.status}.`,
        pi,
      );
    }
    if (outcome === "authorize") this.succeed(state, ctx);
    else {
      pi.status = "requires_payment_method";
      pi.payment_method = null;
      pi.next_action = null;
      pi.last_payment_error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: AUTHENTICATION_FAILURE_MESSAGE,
        doc_url: docUrl("payment_intent_authentication_failure"),
        payment_method: structuredClone(method.paymentMethod),
      };
      this.options.emit("payment_intent.payment_failed", state, ctx);
    }
    const back = new URL(returnUrl);
    back.searchParams.set("payment_intent", pi.id);
    back.searchParams.set("payment_intent_client_secret", pi.client_secret);
    back.searchParams.set("redirect_status", outcome === "authorize" ? "succeeded" : "failed");
    return back.toString();
  }

  private debit(
    state: PaymentIntentState,
    method: StoredPaymentMethod,
    debit: Debit,
    ctx: RequestContext,
  ): void {
    const pi = state.paymentIntent;
    const charge = buildCharge(pi, method, null, this.options.clock.now());
    charge.status = "pending";
    charge.paid = false;
    this.options.charges.add(charge);
    pi.status = "processing";
    pi.latest_charge = charge.id;
    this.options.emit("payment_intent.processing", state, ctx);
    this.pending.set(pi.id, { state, debit, dueAt: this.options.clock.now() + debit.delaySeconds, ctx });
    // Even an immediate outcome comes after the answer to the confirmation, as in Stripe.
    if (debit.delaySeconds === 0) setTimeout(() => this.settleDue(), 0);
  }

  /** Settles every debit whose outcome is due on the server's clock (called when it moves, and each second). */
  settleDue(): void {
    const now = this.options.clock.now();
    for (const [id, pending] of [...this.pending]) {
      if (pending.dueAt > now) continue;
      this.pending.delete(id);
      if (pending.state.paymentIntent.status === "processing") this.settle(pending);
    }
  }

  /**
   * The bank's answer for one PaymentIntent's pending debit arrives now, as if its delay had passed
   * (`POST /_local/payment_intents/:id/settle`): a test settles its own debit without moving the
   * shared clock, which would settle every other test's too. False when none is pending.
   */
  settleNow(paymentIntentId: string): boolean {
    const pending = this.pending.get(paymentIntentId);
    if (!pending) return false;
    this.pending.delete(paymentIntentId);
    if (pending.state.paymentIntent.status === "processing") this.settle(pending);
    return true;
  }

  private settle({ state, debit, ctx }: PendingDebit): void {
    const pi = state.paymentIntent;
    const charge = pi.latest_charge ? this.options.charges.get(pi.latest_charge) : undefined;
    const method = state.attemptedPaymentMethod;
    if (!charge || !method) return;
    if (debit.outcome !== "fail") {
      this.succeed(state, ctx, charge);
      return;
    }
    const failure = debit.failure;
    charge.status = "failed";
    charge.amount_captured = 0;
    charge.captured = false;
    charge.balance_transaction = null;
    charge.failure_code = failure?.code ?? "payment_method_provider_decline";
    charge.failure_message = failure?.message ?? null;
    pi.status = "requires_payment_method";
    pi.payment_method = null;
    pi.last_payment_error = {
      type: "card_error",
      code: charge.failure_code,
      message: charge.failure_message ?? "The payment failed.",
      doc_url: docUrl(charge.failure_code),
      charge: charge.id,
      payment_method: structuredClone(method.paymentMethod),
    };
    this.options.emit("payment_intent.payment_failed", state, ctx);
  }
}

/**
 * PaymentIntent state and transitions (create / update / confirm / 3-D Secure / cancel),
 * following Stripe's object shapes, status machine and error messages.
 *
 * State changes call `emit(type, snapshot, ctx)`; the server turns those into webhook Events.
 */
import {
  behaviourForCard,
  paymentMethodFromCardParams,
  testPaymentMethod,
  type CardBehaviour,
  type CardDecline,
  type PaymentMethod,
  type StoredPaymentMethod,
} from "./cards.js";
import {
  StripeApiError,
  docUrl,
  invalidRequest,
  missingParam,
  resourceMissing,
  unknownParam,
} from "./errors.js";
import { buildCharge, type Charge } from "./charges.js";
import { FormParseError, FormReader } from "./form-body.js";
import { newId, randomToken, unixNow } from "./ids.js";

export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

export type PaymentIntentEventType =
  | "payment_intent.created"
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.canceled"
  | "payment_intent.requires_action";

export type CancellationReason = "duplicate" | "fraudulent" | "requested_by_customer" | "abandoned";
const CANCELLATION_REASONS: readonly CancellationReason[] = [
  "duplicate",
  "fraudulent",
  "requested_by_customer",
  "abandoned",
];

export interface LastPaymentError {
  type: "card_error" | "invalid_request_error";
  code: string;
  decline_code?: string;
  message: string;
  doc_url: string;
  charge?: string;
  payment_method: PaymentMethod | null;
}

export interface NextAction {
  type: "use_stripe_sdk";
  use_stripe_sdk: {
    type: "three_d_secure_redirect";
    stripe_js: string;
    source: string;
    known_frame_issues: "false";
  };
}

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: number | null;
  automatic_payment_methods: { allow_redirects?: "always" | "never"; enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: CancellationReason | null;
  capture_method: "automatic" | "automatic_async" | "manual";
  client_secret: string;
  confirmation_method: "automatic" | "manual";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    card: { installments: null; mandate_options: null; network: null; request_three_d_secure: "automatic" };
  };
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: string | null;
  shipping: null;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: string | null;
}

/** Fields Stripe returns when a PaymentIntent is fetched/confirmed with a publishable key. */
const PUBLISHABLE_FIELDS = [
  "id",
  "object",
  "amount",
  "amount_details",
  "automatic_payment_methods",
  "canceled_at",
  "cancellation_reason",
  "capture_method",
  "client_secret",
  "confirmation_method",
  "created",
  "currency",
  "description",
  "last_payment_error",
  "livemode",
  "next_action",
  "payment_method",
  "payment_method_configuration_details",
  "payment_method_types",
  "processing",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "source",
  "status",
] as const satisfies readonly (keyof PaymentIntent)[];

export type AuthKind = "secret" | "publishable";

export function isPaymentIntent(value: unknown): value is PaymentIntent {
  return (
    typeof value === "object" && value !== null && (value as { object?: unknown }).object === "payment_intent"
  );
}

export interface RequestContext {
  auth: AuthKind;
  requestId: string | null;
  idempotencyKey: string | null;
}

export type EmitFn = (type: string, paymentIntent: PaymentIntent, ctx: RequestContext) => void;

export interface PaymentIntentServiceOptions {
  emit: EmitFn;
  /** Base URL of this server, for `next_action.use_stripe_sdk.stripe_js`. */
  serverUrl: () => string;
  fingerprintKey: string;
}

interface InternalState {
  paymentIntent: PaymentIntent;
  /** Full card of the attached/last-tried PaymentMethod. */
  pendingAuthentication: CardBehaviour | null;
  attemptedPaymentMethod: StoredPaymentMethod | null;
}

// Minimum charge amounts (smallest currency unit), https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts
const MINIMUM_AMOUNTS: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};
const ZERO_DECIMAL = new Set([
  "bif",
  "clp",
  "djf",
  "gnf",
  "jpy",
  "kmf",
  "krw",
  "mga",
  "pyg",
  "rwf",
  "ugx",
  "vnd",
  "vuv",
  "xaf",
  "xof",
  "xpf",
]);
const MAX_AMOUNT = 99_999_999;
const SUPPORTED_CURRENCIES = new Set(Intl.supportedValuesOf("currency").map((c) => c.toLowerCase()));

function formatAmount(amount: number, currency: string): string {
  const symbols: Record<string, string> = { usd: "$", eur: "€", gbp: "£", jpy: "¥", cad: "$", aud: "$" };
  const symbol = symbols[currency] ?? "";
  const value = ZERO_DECIMAL.has(currency) ? String(amount) : (amount / 100).toFixed(2);
  return `${symbol}${value.replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${currency}`;
}

// Accepted-but-ignored parameters keep the "Received unknown parameter" check useful without
// rejecting legitimate calls the simulator does not model.
const COMMON_PARAMS = ["expand", "key", "_stripe_version", "_stripe_account"];
const CREATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "amount",
  "currency",
  "metadata",
  "description",
  "payment_method_types",
  "automatic_payment_methods",
  "receipt_email",
  "customer",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "setup_future_usage",
  "shipping",
  "capture_method",
  "confirm",
  "confirmation_method",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_configuration",
  "excluded_payment_method_types",
  "return_url",
  "use_stripe_sdk",
  "off_session",
  "error_on_requires_action",
  "mandate",
  "mandate_data",
  "on_behalf_of",
  "transfer_data",
  "transfer_group",
  "application_fee_amount",
  "radar_options",
  "amount_details",
  "confirmation_token",
  "payment_details",
  "hooks",
]);
const UPDATE_PARAMS = new Set([
  ...COMMON_PARAMS,
  "amount",
  "currency",
  "metadata",
  "description",
  "receipt_email",
  "customer",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_types",
  "payment_method_configuration",
  "excluded_payment_method_types",
  "shipping",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "setup_future_usage",
  "capture_method",
  "application_fee_amount",
  "transfer_data",
  "transfer_group",
  "amount_details",
  "payment_details",
  "hooks",
]);
const CONFIRM_PARAMS = new Set([
  ...COMMON_PARAMS,
  "client_secret",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "payment_method_types",
  "return_url",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "use_stripe_sdk",
  "error_on_requires_action",
  "mandate",
  "mandate_data",
  "off_session",
  "radar_options",
  "capture_method",
  "confirmation_token",
  "expected_payment_method_type",
  "payment_user_agent",
  "time_on_page",
  "guid",
  "muid",
  "sid",
  "referrer",
  "amount_details",
  "payment_details",
  "hooks",
]);
const CANCEL_PARAMS = new Set([...COMMON_PARAMS, "cancellation_reason"]);
const THREE_D_SECURE_PARAMS = new Set([...COMMON_PARAMS, "client_secret", "outcome"]);
const RETRIEVE_PARAMS = new Set([...COMMON_PARAMS, "client_secret"]);
const PAYMENT_METHOD_PARAMS = new Set([
  ...COMMON_PARAMS,
  "type",
  "card",
  "billing_details",
  "metadata",
  "allow_redisplay",
  "payment_user_agent",
  "time_on_page",
  "guid",
  "muid",
  "sid",
  "referrer",
]);

export function rejectUnknownParams(reader: FormReader, allowed: ReadonlySet<string>): void {
  for (const key of reader.keys()) {
    if (!allowed.has(key)) throw unknownParam(key);
  }
}

/** Wraps FormReader errors (wrong shapes) into Stripe's 400 invalid_request_error. */
export function withParamErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof FormParseError) throw invalidRequest(error.message, error.param);
    throw error;
  }
}

function unexpectedState(message: string, paymentIntent: PaymentIntent): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    doc_url: docUrl("payment_intent_unexpected_state"),
    message,
    payment_intent: structuredClone(paymentIntent),
  });
}

const AUTHENTICATION_FAILURE_MESSAGE =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

export class PaymentIntentService {
  private readonly intents = new Map<string, InternalState>();
  private readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  private readonly charges = new Map<string, Charge>();

  constructor(private readonly options: PaymentIntentServiceOptions) {}

  reset(): void {
    this.intents.clear();
    this.paymentMethods.clear();
    this.charges.clear();
  }

  /** The live Charge (refunds change it in place). */
  getCharge(id: string): Charge | undefined {
    return this.charges.get(id);
  }

  listCharges(paymentIntentId: string | undefined): Charge[] {
    return [...this.charges.values()]
      .filter((c) => paymentIntentId === undefined || c.payment_intent === paymentIntentId)
      .reverse();
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

  list(limit: number): PaymentIntent[] {
    return [...this.intents.values()]
      .map((s) => s.paymentIntent)
      .sort((a, b) => b.created - a.created)
      .slice(0, limit)
      .map((pi) => structuredClone(pi));
  }

  get(id: string): PaymentIntent | undefined {
    return this.intents.get(id)?.paymentIntent;
  }

  private state(id: string): InternalState {
    const state = this.intents.get(id);
    if (!state) throw resourceMissing("payment_intent", id, "intent");
    return state;
  }

  private checkClientSecret(state: InternalState, reader: FormReader, ctx: RequestContext): void {
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

  private emit(type: PaymentIntentEventType, state: InternalState, ctx: RequestContext): void {
    this.options.emit(type, structuredClone(state.paymentIntent), ctx);
  }

  retrieve(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, RETRIEVE_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      return state.paymentIntent;
    });
  }

  create(reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, CREATE_PARAMS);
      const rawAmount = reader.string("amount") === "" ? undefined : reader.integer("amount");
      if (rawAmount === undefined) throw missingParam("amount");
      const currency = readCurrency(reader, true) ?? "usd";
      const amount = readAmountValue(rawAmount, currency);

      const automatic = reader.object("automatic_payment_methods");
      const automaticEnabled = automatic?.boolean("enabled");
      if (automatic && automaticEnabled === undefined)
        throw missingParam("automatic_payment_methods[enabled]");
      const allowRedirects = automatic?.string("allow_redirects");
      if (allowRedirects !== undefined && allowRedirects !== "always" && allowRedirects !== "never") {
        throw invalidRequest(
          `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`,
          "automatic_payment_methods[allow_redirects]",
        );
      }
      let types = reader.stringArray("payment_method_types");
      if (types !== undefined && automaticEnabled === true) {
        throw invalidRequest(
          "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.",
          "automatic_payment_methods",
        );
      }
      if (types !== undefined) {
        const unsupported = types.find((t) => t !== "card");
        if (unsupported !== undefined) {
          throw invalidRequest(
            `The payment method type "${unsupported}" is invalid. stripe-local only simulates "card".`,
            "payment_method_types",
          );
        }
      }
      types = types === undefined || types.length === 0 ? ["card"] : types;

      const captureMethod = reader.string("capture_method") ?? "automatic";
      if (
        captureMethod !== "automatic" &&
        captureMethod !== "automatic_async" &&
        captureMethod !== "manual"
      ) {
        throw invalidRequest(
          "Invalid capture_method: must be one of automatic, automatic_async, or manual",
          "capture_method",
        );
      }
      if (captureMethod === "manual") {
        throw invalidRequest("stripe-local does not simulate capture_method=manual.", "capture_method");
      }

      const id = newId("pi");
      const paymentIntent: PaymentIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_capturable: 0,
        amount_details: { tip: {} },
        amount_received: 0,
        application: null,
        application_fee_amount: reader.integer("application_fee_amount") ?? null,
        automatic_payment_methods: automatic
          ? {
              ...(allowRedirects ? { allow_redirects: allowRedirects } : {}),
              enabled: automaticEnabled === true,
            }
          : null,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: captureMethod,
        client_secret: `${id}_secret_${randomToken(25)}`,
        confirmation_method: reader.string("confirmation_method") === "manual" ? "manual" : "automatic",
        created: unixNow(),
        currency,
        customer: reader.nonEmptyString("customer") ?? null,
        description: reader.nonEmptyString("description") ?? null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: applyMetadata({}, reader),
        next_action: null,
        on_behalf_of: null,
        payment_method: null,
        payment_method_configuration_details: null,
        payment_method_options: {
          card: {
            installments: null,
            mandate_options: null,
            network: null,
            request_three_d_secure: "automatic",
          },
        },
        payment_method_types: types,
        processing: null,
        receipt_email: reader.nonEmptyString("receipt_email") ?? null,
        review: null,
        setup_future_usage: reader.nonEmptyString("setup_future_usage") ?? null,
        shipping: null,
        source: null,
        statement_descriptor: reader.nonEmptyString("statement_descriptor") ?? null,
        statement_descriptor_suffix: reader.nonEmptyString("statement_descriptor_suffix") ?? null,
        status: "requires_payment_method",
        transfer_data: null,
        transfer_group: reader.nonEmptyString("transfer_group") ?? null,
      };

      // Resolve the payment method before storing anything, so bad input creates nothing.
      const attached = this.resolvePaymentMethod(reader, null);
      const state: InternalState = {
        paymentIntent,
        pendingAuthentication: null,
        attemptedPaymentMethod: null,
      };
      if (attached) {
        paymentIntent.payment_method = attached.paymentMethod.id;
        paymentIntent.status = "requires_confirmation";
        state.attemptedPaymentMethod = attached;
      }
      this.intents.set(id, state);
      this.emit("payment_intent.created", state, ctx);

      if (reader.boolean("confirm") === true) {
        if (!attached) {
          throw unexpectedState(
            "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
            paymentIntent,
          );
        }
        this.attemptCharge(state, attached, ctx);
      }
      return paymentIntent;
    });
  }

  update(id: string, reader: FormReader): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, UPDATE_PARAMS);
      const state = this.state(id);
      const pi = state.paymentIntent;
      const mutableStatuses: PaymentIntentStatus[] = [
        "requires_payment_method",
        "requires_confirmation",
        "requires_action",
      ];
      const changesMoney =
        reader.has("amount") ||
        reader.has("currency") ||
        reader.has("payment_method") ||
        reader.has("payment_method_data");
      if (changesMoney && !mutableStatuses.includes(pi.status)) {
        throw unexpectedState(
          `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${mutableStatuses.join(", ")}.`,
          pi,
        );
      }
      const currency = readCurrency(reader, false) ?? pi.currency;
      const amount = readAmount(reader, currency);
      if (reader.has("currency") && amount === undefined) readAmountValue(pi.amount, currency);
      const attached = this.resolvePaymentMethod(reader, null);
      // All validation passed: apply.
      pi.currency = currency;
      if (amount !== undefined) pi.amount = amount;
      pi.metadata = applyMetadata(pi.metadata, reader);
      if (reader.has("description")) pi.description = reader.nonEmptyString("description") ?? null;
      if (reader.has("receipt_email")) pi.receipt_email = reader.nonEmptyString("receipt_email") ?? null;
      if (reader.has("customer")) pi.customer = reader.nonEmptyString("customer") ?? null;
      if (reader.has("statement_descriptor"))
        pi.statement_descriptor = reader.nonEmptyString("statement_descriptor") ?? null;
      if (reader.has("setup_future_usage"))
        pi.setup_future_usage = reader.nonEmptyString("setup_future_usage") ?? null;
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
      rejectUnknownParams(reader, CONFIRM_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      const pi = state.paymentIntent;
      if (pi.status === "succeeded") {
        throw unexpectedState(
          "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
          pi,
        );
      }
      const confirmable: PaymentIntentStatus[] = [
        "requires_confirmation",
        "requires_payment_method",
        "requires_action",
      ];
      if (!confirmable.includes(pi.status)) {
        throw unexpectedState(
          `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${confirmable.join(", ")}.`,
          pi,
        );
      }
      const resolved = this.resolvePaymentMethod(reader, state);
      if (!resolved) {
        throw unexpectedState(
          "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
          pi,
        );
      }
      if (reader.has("receipt_email")) pi.receipt_email = reader.nonEmptyString("receipt_email") ?? null;
      if (reader.has("setup_future_usage"))
        pi.setup_future_usage = reader.nonEmptyString("setup_future_usage") ?? null;
      this.attemptCharge(state, resolved, ctx);
      return pi;
    });
  }

  /** Local-only: finishes the 3-D Secure challenge of a `requires_action` PaymentIntent. */
  completeThreeDSecure(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, THREE_D_SECURE_PARAMS);
      const state = this.state(id);
      this.checkClientSecret(state, reader, ctx);
      const outcome = reader.string("outcome");
      if (outcome === undefined) throw missingParam("outcome");
      if (outcome !== "succeed" && outcome !== "fail") {
        throw invalidRequest("Invalid outcome: must be one of succeed or fail", "outcome");
      }
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
        this.emit("payment_intent.payment_failed", state, ctx);
        return pi;
      }
      const after = pending.afterAuthentication;
      if (after.kind === "succeed") {
        this.succeed(state, ctx);
      } else {
        this.recordDecline(state, method, after.decline, ctx);
      }
      return pi;
    });
  }

  cancel(id: string, reader: FormReader, ctx: RequestContext): PaymentIntent {
    return withParamErrors(() => {
      rejectUnknownParams(reader, CANCEL_PARAMS);
      const state = this.state(id);
      const pi = state.paymentIntent;
      const reason = reader.nonEmptyString("cancellation_reason");
      if (reason !== undefined && !isCancellationReason(reason)) {
        throw invalidRequest(
          `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`,
          "cancellation_reason",
        );
      }
      const cancelable: PaymentIntentStatus[] = [
        "requires_payment_method",
        "requires_capture",
        "requires_confirmation",
        "requires_action",
        "processing",
      ];
      if (!cancelable.includes(pi.status)) {
        throw unexpectedState(
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${cancelable.join(", ")}.`,
          pi,
        );
      }
      pi.status = "canceled";
      pi.canceled_at = unixNow();
      pi.cancellation_reason = reason ?? null;
      pi.next_action = null;
      state.pendingAuthentication = null;
      this.emit("payment_intent.canceled", state, ctx);
      return pi;
    });
  }

  createPaymentMethod(reader: FormReader): PaymentMethod {
    return withParamErrors(() => {
      rejectUnknownParams(reader, PAYMENT_METHOD_PARAMS);
      const type = reader.string("type");
      if (type === undefined) throw missingParam("type");
      if (type !== "card") throw invalidRequest(`Invalid type: stripe-local only simulates "card"`, "type");
      const stored = paymentMethodFromCardParams(
        reader.object("card"),
        reader.object("billing_details"),
        "card",
        this.options.fingerprintKey,
      );
      this.paymentMethods.set(stored.paymentMethod.id, stored);
      return stored.paymentMethod;
    });
  }

  retrievePaymentMethod(id: string): PaymentMethod {
    const stored = this.lookupPaymentMethod(id);
    if (!stored) throw resourceMissing("PaymentMethod", id, "payment_method");
    return stored.paymentMethod;
  }

  private lookupPaymentMethod(id: string): StoredPaymentMethod | undefined {
    const known = this.paymentMethods.get(id);
    if (known) return known;
    const test = testPaymentMethod(id, this.options.fingerprintKey);
    if (test) this.paymentMethods.set(test.paymentMethod.id, test);
    return test;
  }

  /**
   * The payment method for this request: `payment_method_data[...]`, `payment_method=pm_...`,
   * or (when confirming) the one already attached to the PaymentIntent.
   */
  private resolvePaymentMethod(
    reader: FormReader,
    existing: InternalState | null,
  ): StoredPaymentMethod | null {
    const data = reader.object("payment_method_data");
    const id = reader.nonEmptyString("payment_method");
    if (data && id !== undefined) {
      throw invalidRequest(
        "You may only specify one of these parameters: payment_method, payment_method_data.",
        "payment_method_data",
      );
    }
    if (data) {
      const type = data.string("type");
      if (type === undefined) throw missingParam("payment_method_data[type]");
      if (type !== "card") {
        throw invalidRequest(
          `Invalid payment_method_data[type]: stripe-local only simulates "card"`,
          "payment_method_data[type]",
        );
      }
      const stored = paymentMethodFromCardParams(
        data.object("card"),
        data.object("billing_details"),
        "payment_method_data[card]",
        this.options.fingerprintKey,
      );
      this.paymentMethods.set(stored.paymentMethod.id, stored);
      return stored;
    }
    if (id !== undefined) {
      const stored = this.lookupPaymentMethod(id);
      if (!stored) throw resourceMissing("PaymentMethod", id, "payment_method");
      return stored;
    }
    if (existing?.paymentIntent.payment_method) {
      return this.lookupPaymentMethod(existing.paymentIntent.payment_method) ?? null;
    }
    return null;
  }

  private attemptCharge(state: InternalState, method: StoredPaymentMethod, ctx: RequestContext): void {
    const pi = state.paymentIntent;
    state.attemptedPaymentMethod = method;
    state.pendingAuthentication = null;
    pi.payment_method = method.paymentMethod.id;
    pi.last_payment_error = null;
    pi.next_action = null;
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
        this.emit("payment_intent.requires_action", state, ctx);
        return;
    }
  }

  private succeed(state: InternalState, ctx: RequestContext): void {
    const pi = state.paymentIntent;
    const method = state.attemptedPaymentMethod;
    if (!method) throw new Error(`PaymentIntent ${pi.id} succeeded without a payment method`);
    const charge = buildCharge(pi, method, null);
    this.charges.set(charge.id, charge);
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
    pi.latest_charge = charge.id;
    pi.last_payment_error = null;
    pi.next_action = null;
    this.emit("payment_intent.succeeded", state, ctx);
  }

  private recordDecline(
    state: InternalState,
    method: StoredPaymentMethod,
    decline: CardDecline,
    ctx: RequestContext,
  ): void {
    const pi = state.paymentIntent;
    const failed = buildCharge(pi, method, decline);
    this.charges.set(failed.id, failed);
    const charge = failed.id;
    pi.status = "requires_payment_method";
    pi.latest_charge = charge;
    pi.payment_method = null;
    pi.next_action = null;
    pi.last_payment_error = {
      type: "card_error",
      code: decline.code,
      decline_code: decline.declineCode,
      message: decline.message,
      doc_url: docUrl(decline.code),
      charge,
      payment_method: structuredClone(method.paymentMethod),
    };
    this.emit("payment_intent.payment_failed", state, ctx);
  }

  private declineError(
    state: InternalState,
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

function isCancellationReason(value: string): value is CancellationReason {
  return (CANCELLATION_REASONS as readonly string[]).includes(value);
}

function readCurrency(reader: FormReader, required: boolean): string | undefined {
  const raw = reader.string("currency");
  if (raw === undefined || raw === "") {
    if (required) throw missingParam("currency");
    return undefined;
  }
  const currency = raw.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency) || !SUPPORTED_CURRENCIES.has(currency)) {
    throw invalidRequest(
      `Invalid currency: ${raw}. Stripe currently supports these currencies: usd, eur, gbp, ...`,
      "currency",
    );
  }
  return currency;
}

function readAmountValue(amount: number, currency: string): number {
  if (amount < 1) {
    throw invalidRequest(
      "This value must be greater than or equal to 1.",
      "amount",
      "parameter_invalid_integer",
    );
  }
  const minimum = MINIMUM_AMOUNTS[currency] ?? 1;
  if (amount < minimum) {
    throw invalidRequest(
      `Amount must be at least ${formatAmount(minimum, currency)}`,
      "amount",
      "amount_too_small",
    );
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(
      `Amount must be no more than ${formatAmount(MAX_AMOUNT, currency)}`,
      "amount",
      "amount_too_large",
    );
  }
  return amount;
}

function readAmount(reader: FormReader, currency: string): number | undefined {
  if (!reader.has("amount") || reader.string("amount") === "") return undefined;
  const amount = reader.integer("amount");
  return amount === undefined ? undefined : readAmountValue(amount, currency);
}

/** Stripe metadata semantics: `metadata[k]=v` sets, `metadata[k]=` unsets, `metadata=` clears. */
function applyMetadata(current: Record<string, string>, reader: FormReader): Record<string, string> {
  if (!reader.has("metadata")) return current;
  const raw = reader.data["metadata"];
  if (raw === "") return {};
  const metadata = reader.object("metadata");
  if (!metadata) return current;
  // A Map (then fromEntries) keeps keys such as "__proto__" as plain data.
  const next = new Map(Object.entries(current));
  for (const key of metadata.keys()) {
    const value = metadata.data[key];
    if (typeof value !== "string") {
      throw invalidRequest(
        `Invalid value for metadata[${key}]: metadata values must be strings.`,
        `metadata[${key}]`,
      );
    }
    if (key.length > 40) {
      throw invalidRequest(`Metadata key length can't exceed 40 characters.`, `metadata[${key}]`);
    }
    if (value.length > 500) {
      throw invalidRequest(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${value.length} characters.`,
        `metadata[${key}]`,
      );
    }
    if (value === "") next.delete(key);
    else next.set(key, value);
  }
  if (next.size > 50) {
    throw invalidRequest("Metadata can have up to 50 keys.", "metadata");
  }
  return Object.fromEntries(next);
}

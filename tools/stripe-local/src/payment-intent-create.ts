/** `POST /v1/payment_intents`: the new PaymentIntent from the create params, validated like Stripe. */
import { SUPPORTED_METHOD_TYPES, isBankMethodType } from "./bank-methods.js";
import { invalidRequest, missingParam } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newId, randomToken } from "./ids.js";
import type { PaymentIntent } from "./payment-intent-types.js";
import { applyMetadata, readAmountValue, readCurrency } from "./params.js";

type AutomaticPaymentMethods = PaymentIntent["automatic_payment_methods"];

function readPaymentMethodChoice(reader: FormReader): {
  automatic: AutomaticPaymentMethods;
  allowed: string[] | null;
  types: string[];
} {
  const automatic = reader.object("automatic_payment_methods");
  const automaticEnabled = automatic?.boolean("enabled");
  if (automatic && automaticEnabled === undefined) throw missingParam("automatic_payment_methods[enabled]");
  const allowRedirects = automatic?.string("allow_redirects");
  if (allowRedirects !== undefined && allowRedirects !== "always" && allowRedirects !== "never") {
    throw invalidRequest(
      `Invalid automatic_payment_methods[allow_redirects]: must be one of always or never`,
      "automatic_payment_methods[allow_redirects]",
    );
  }
  // `allowed_payment_method_types` from API version 2026-10-28 on; `payment_method_types` before.
  const allowed = reader.stringArray("allowed_payment_method_types");
  const legacy = reader.stringArray("payment_method_types");
  if (allowed !== undefined && legacy !== undefined) {
    throw invalidRequest(
      "You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.",
      "allowed_payment_method_types",
    );
  }
  const types = allowed ?? legacy;
  if (legacy !== undefined && automaticEnabled === true) {
    throw invalidRequest(
      "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.",
      "automatic_payment_methods",
    );
  }
  const unsupported = types?.find((t) => !(SUPPORTED_METHOD_TYPES as readonly string[]).includes(t));
  if (unsupported !== undefined) {
    throw invalidRequest(
      `The payment method type "${unsupported}" is invalid. stripe-local simulates ${SUPPORTED_METHOD_TYPES.join(", ")}.`,
      allowed ? "allowed_payment_method_types" : "payment_method_types",
    );
  }
  return {
    automatic: automatic
      ? { ...(allowRedirects ? { allow_redirects: allowRedirects } : {}), enabled: automaticEnabled === true }
      : null,
    allowed: allowed ?? null,
    types: types === undefined || types.length === 0 ? ["card"] : types,
  };
}

function readCaptureMethod(reader: FormReader): "automatic" | "automatic_async" {
  const captureMethod = reader.string("capture_method") ?? "automatic";
  if (captureMethod !== "automatic" && captureMethod !== "automatic_async" && captureMethod !== "manual") {
    throw invalidRequest(
      "Invalid capture_method: must be one of automatic, automatic_async, or manual",
      "capture_method",
    );
  }
  if (captureMethod === "manual") {
    throw invalidRequest("stripe-local does not simulate capture_method=manual.", "capture_method");
  }
  return captureMethod;
}

/** A `requires_payment_method` PaymentIntent (the caller attaches a payment method, if any). */
export function newPaymentIntent(reader: FormReader, created: number): PaymentIntent {
  const rawAmount = reader.string("amount") === "" ? undefined : reader.integer("amount");
  if (rawAmount === undefined) throw missingParam("amount");
  const currency = readCurrency(reader, true) ?? "usd";
  const amount = readAmountValue(rawAmount, currency);
  const { automatic, allowed, types: asked } = readPaymentMethodChoice(reader);
  // What fits the currency: the bank methods take euros only.
  const types = asked.filter((t) => currency === "eur" || !isBankMethodType(t));
  const euroOnly = asked.find(isBankMethodType);
  if (types.length === 0 && euroOnly !== undefined) {
    throw invalidRequest(
      `The currency provided (${currency}) is invalid for one or more payment method types on this PaymentIntent. The payment method type ${euroOnly} only supports the following currencies: eur.`,
      "currency",
    );
  }
  const captureMethod = readCaptureMethod(reader);
  const id = newId("pi");
  const optional = (key: string): string | null => reader.nonEmptyString(key) ?? null;
  return {
    id,
    object: "payment_intent",
    amount,
    allowed_payment_method_types: allowed,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: reader.integer("application_fee_amount") ?? null,
    automatic_payment_methods: automatic,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: captureMethod,
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: reader.string("confirmation_method") === "manual" ? "manual" : "automatic",
    created,
    currency,
    customer: optional("customer"),
    description: optional("description"),
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: applyMetadata({}, reader),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
    },
    payment_method_types: types,
    processing: null,
    receipt_email: optional("receipt_email"),
    review: null,
    setup_future_usage: optional("setup_future_usage"),
    shipping: null,
    source: null,
    statement_descriptor: optional("statement_descriptor"),
    statement_descriptor_suffix: optional("statement_descriptor_suffix"),
    status: "requires_payment_method",
    transfer_data: null,
    transfer_group: optional("transfer_group"),
  };
}

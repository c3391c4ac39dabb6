/** Stripe's error envelope: `{ error: { type, message, code?, decline_code?, param?, ... } }`. */

export type StripeErrorType = "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";

export interface StripeErrorObject {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: StripeErrorObject,
  ) {
    super(error.message);
    this.name = "StripeApiError";
  }

  toJSON(): { error: StripeErrorObject } {
    return { error: this.error };
  }
}

export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`;
}

export function invalidRequest(
  message: string,
  param?: string,
  code?: string,
  statusCode = 400,
): StripeApiError {
  const error: StripeErrorObject = { type: "invalid_request_error", message };
  if (code !== undefined) {
    error.code = code;
    error.doc_url = docUrl(code);
  }
  if (param !== undefined) error.param = param;
  return new StripeApiError(statusCode, error);
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, param, "parameter_unknown");
}

export function resourceMissing(objectName: string, id: string, param = "id"): StripeApiError {
  return invalidRequest(`No such ${objectName}: '${id}'`, param, "resource_missing", 404);
}

export function unrecognizedRoute(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

/** A PaymentIntent in the wrong status for the call (carries the PaymentIntent, as Stripe's does). */
export function unexpectedState(message: string, paymentIntent: unknown): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: "payment_intent_unexpected_state",
    doc_url: docUrl("payment_intent_unexpected_state"),
    message,
    payment_intent: structuredClone(paymentIntent),
  });
}

/**
 * `stripe.confirmPayment({ elements, clientSecret?, confirmParams, redirect })` with the Payment
 * Element: its arguments, the confirm request's params, and the redirect to `return_url`.
 */
import { integrationError, intentIdFromSecret, type FormInput } from "./api.js";
import { ElementsGroup } from "./elements.js";
import type { CollectedPayment, PaymentElement } from "./payment-element.js";
import type { PaymentIntentResult } from "./payment-intent-result.js";

type FormParams = Record<string, FormInput>;

export interface ConfirmPaymentArgs {
  element: PaymentElement;
  id: string;
  clientSecret: string;
  confirmParams: Record<string, unknown>;
  redirect: "if_required" | "always";
  returnUrl: string | undefined;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks the arguments as Stripe.js does (integration errors are thrown). */
export function readConfirmPaymentArgs(options: unknown): ConfirmPaymentArgs {
  const args = isRecord(options) ? options : {};
  const group = args.elements;
  if (!(group instanceof ElementsGroup)) {
    throw integrationError(
      "Invalid value for stripe.confirmPayment(): elements should be an Elements group created by this Stripe instance.",
    );
  }
  const element = group.paymentElement();
  if (!element) {
    throw integrationError("stripe.confirmPayment(): elements should have a mounted Payment Element.");
  }
  const clientSecret = args.clientSecret ?? group.options.clientSecret;
  const id = intentIdFromSecret(clientSecret, "stripe.confirmPayment");
  const confirmParams = isRecord(args.confirmParams) ? args.confirmParams : {};
  const redirect = args.redirect === "if_required" ? "if_required" : "always";
  const returnUrl = typeof confirmParams.return_url === "string" ? confirmParams.return_url : undefined;
  if (redirect === "always" && returnUrl === undefined) {
    throw integrationError(
      "stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
    );
  }
  return { element, id, clientSecret: clientSecret as string, confirmParams, redirect, returnUrl };
}

/**
 * The confirm request: the collected method (a card, or a bank method with its holder's name,
 * email and IBAN), with `payment_method_data` from `confirmParams` merged in; a SEPA debit carries
 * the customer's online acceptance of the mandate, as Stripe.js sends it.
 */
export function confirmPaymentParams(
  key: string,
  args: ConfirmPaymentArgs,
  collected: CollectedPayment,
): FormParams {
  const { confirmParams } = args;
  const extra = isRecord(confirmParams.payment_method_data) ? confirmParams.payment_method_data : {};
  const billing = isRecord(extra.billing_details) ? (extra.billing_details as Record<string, FormInput>) : {};
  const address = isRecord(billing.address) ? (billing.address as Record<string, FormInput>) : {};
  const params: FormParams = {
    key,
    client_secret: args.clientSecret,
    use_stripe_sdk: "true",
    expected_payment_method_type: collected.type,
    payment_method_data:
      collected.type === "card"
        ? {
            type: "card",
            card: collected.card,
            billing_details: { ...billing, address: { ...address, ...collected.address } },
          }
        : {
            type: collected.type,
            ...(collected.iban ? { sepa_debit: { iban: collected.iban } } : {}),
            billing_details: {
              ...billing,
              ...(collected.name ? { name: collected.name } : {}),
              ...(collected.email ? { email: collected.email } : {}),
            },
          },
  };
  if (collected.type === "sepa_debit") {
    params.mandate_data = { customer_acceptance: { type: "online", online: { infer_from_client: "true" } } };
  }
  for (const field of ["return_url", "receipt_email", "shipping", "setup_future_usage"]) {
    if (confirmParams[field] !== undefined) params[field] = confirmParams[field] as FormInput;
  }
  return params;
}

/**
 * With `redirect: 'always'`, goes to `return_url` (payment_intent, payment_intent_client_secret,
 * redirect_status) and never settles; card and validation errors resolve without leaving the page.
 */
export function redirectAfter(
  args: ConfirmPaymentArgs,
  result: PaymentIntentResult,
): Promise<PaymentIntentResult> | PaymentIntentResult {
  const { redirect, returnUrl } = args;
  if (redirect === "if_required" || returnUrl === undefined) return result;
  if (result.error && result.error.type !== "invalid_request_error") return result;
  if (result.error && result.error.code !== "payment_intent_authentication_failure") return result;
  const target = new URL(returnUrl, window.location.href);
  target.searchParams.set("payment_intent", args.id);
  target.searchParams.set("payment_intent_client_secret", args.clientSecret);
  const status = result.paymentIntent?.status;
  target.searchParams.set(
    "redirect_status",
    status === "succeeded" || status === "processing" ? status : "failed",
  );
  window.location.assign(target.toString());
  return new Promise<PaymentIntentResult>(() => undefined);
}

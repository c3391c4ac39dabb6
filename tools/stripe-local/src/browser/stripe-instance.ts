/** What `Stripe(publishableKey)` returns: Elements, card confirmation and PaymentIntent calls. */
import {
  integrationError,
  intentIdFromSecret,
  type ApiResult,
  type FormInput,
  type PaymentIntentLike,
  type StripeJsError,
  type StripeLocalApi,
} from "./api.js";
import { collectCard } from "./card-element.js";
import { confirmPaymentParams, isRecord, readConfirmPaymentArgs, redirectAfter } from "./confirm-payment.js";
import { ElementsGroup, type ElementsOptions } from "./elements.js";
import { resultFromIntent, type PaymentIntentResult } from "./payment-intent-result.js";
import { showChallenge } from "./three-d-secure.js";

export { resultFromIntent, type PaymentIntentResult };

export type StripeFactory = ((
  publishableKey: unknown,
  options?: Record<string, unknown>,
) => StripeInstance) & {
  version: string;
  stripeLocal: true;
};

export type StripeInstance = LocalStripe;

type FormParams = Record<string, FormInput>;

type PaymentMethodResult =
  { paymentMethod: unknown; error?: undefined } | { error: StripeJsError; paymentMethod?: undefined };

interface BillingDetails {
  address?: Record<string, FormInput>;
  [key: string]: FormInput;
}

const CARD_PAYMENT_FIELDS = [
  "receipt_email",
  "setup_future_usage",
  "return_url",
  "shipping",
  "payment_method_options",
];

function withPostalCode(billingDetails: unknown, postalCode: string | null): BillingDetails {
  const details: BillingDetails = { ...(isRecord(billingDetails) ? (billingDetails as BillingDetails) : {}) };
  if (postalCode) {
    details.address = { ...(details.address ?? {}) };
    if (!details.address.postal_code) details.address.postal_code = postalCode;
  }
  return details;
}

/** `payment_method` of confirmCardPayment: an id, or `{ card: cardElement, billing_details }`. */
function paymentMethodParams(paymentMethod: unknown): { params: FormParams } | { error: StripeJsError } {
  if (paymentMethod === undefined || paymentMethod === null) return { params: {} };
  if (typeof paymentMethod === "string") return { params: { payment_method: paymentMethod } };
  if (!isRecord(paymentMethod) || !paymentMethod.card) {
    throw integrationError(
      "stripe-local: payment_method must be a PaymentMethod id or { card: cardElement, billing_details }.",
    );
  }
  const collected = collectCard(paymentMethod.card);
  if ("error" in collected) return { error: collected.error };
  return {
    params: {
      payment_method_data: {
        type: "card",
        card: collected.card,
        billing_details: withPostalCode(paymentMethod.billing_details, collected.postalCode),
        metadata: paymentMethod.metadata as FormInput,
      },
    },
  };
}

/** Runs `fn`, turning a thrown integration error into a rejected promise (as Stripe.js does). */
function rejecting<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function unsupported(message: string): Promise<{ error: StripeJsError }> {
  return Promise.resolve({ error: { type: "invalid_request_error", message } });
}

/** Where a PaymentIntent that `requires_action` with `redirect_to_url` sends the customer. */
function redirectUrlOf(paymentIntent: PaymentIntentLike): string | null {
  const next = paymentIntent.next_action;
  if (paymentIntent.status !== "requires_action" || next?.type !== "redirect_to_url") return null;
  const target = (next as { redirect_to_url?: { url?: unknown } }).redirect_to_url;
  return typeof target?.url === "string" ? target.url : null;
}

export class LocalStripe {
  readonly version = "endive";
  private readonly wrappers: unknown[] = [];
  private appInfo: unknown = null;
  readonly _stripeLocal: {
    origin: string;
    wrappers: unknown[];
    appInfo: () => unknown;
    options: Record<string, unknown>;
  };

  constructor(
    private readonly api: StripeLocalApi,
    private readonly key: string,
    stripeOptions: Record<string, unknown> | undefined,
  ) {
    this._stripeLocal = {
      origin: api.origin,
      wrappers: this.wrappers,
      appInfo: () => this.appInfo,
      options: stripeOptions ?? {},
    };
  }

  _registerWrapper(wrapper: unknown): void {
    if (wrapper) this.wrappers.push(wrapper);
  }

  registerAppInfo(info: unknown): void {
    this.appInfo = info ?? null;
  }

  elements(options?: ElementsOptions): ElementsGroup {
    return new ElementsGroup(options, (secret) => this.methodsOf(secret));
  }

  /** The methods a PaymentIntent allows (the Payment Element offers them as tabs). */
  private async methodsOf(clientSecret: string): Promise<readonly string[]> {
    const id = intentIdFromSecret(clientSecret, "stripe.elements");
    const response = await this.retrieveIntent(id, clientSecret);
    const types = response.ok ? response.body.payment_method_types : undefined;
    return Array.isArray(types) ? types.filter((t): t is string => typeof t === "string") : ["card"];
  }

  private async authenticate(
    paymentIntent: PaymentIntentLike,
    clientSecret: string,
  ): Promise<PaymentIntentResult> {
    const outcome = await showChallenge(paymentIntent);
    const response = await this.api.request<PaymentIntentLike>(
      "POST",
      `/v1/payment_intents/${paymentIntent.id}/three_d_secure`,
      { key: this.key, client_secret: clientSecret, outcome },
    );
    if (!response.ok) return { error: response.error };
    return resultFromIntent(response.body);
  }

  private handleIntentResponse(
    response: ApiResult<PaymentIntentLike>,
    clientSecret: string,
    handleActions: boolean,
  ): Promise<PaymentIntentResult> | PaymentIntentResult {
    if (!response.ok) return { error: response.error };
    const paymentIntent = response.body;
    const redirect = redirectUrlOf(paymentIntent);
    if (redirect !== null && handleActions) {
      // iDEAL, Bancontact: the bank's page (the local server's test page), then back to return_url.
      window.location.assign(redirect);
      return new Promise<PaymentIntentResult>(() => undefined);
    }
    if (
      paymentIntent.status === "requires_action" &&
      paymentIntent.next_action?.type === "use_stripe_sdk" &&
      handleActions
    ) {
      return this.authenticate(paymentIntent, clientSecret);
    }
    return resultFromIntent(paymentIntent);
  }

  private retrieveIntent(id: string, clientSecret: string): Promise<ApiResult<PaymentIntentLike>> {
    return this.api.request<PaymentIntentLike>("GET", `/v1/payment_intents/${id}`, {
      key: this.key,
      client_secret: clientSecret,
    });
  }

  confirmCardPayment(
    clientSecret: unknown,
    data?: Record<string, unknown>,
    options?: { handleActions?: boolean },
  ): Promise<PaymentIntentResult> {
    return rejecting(() => {
      const payload = data ?? {};
      const id = intentIdFromSecret(clientSecret, "stripe.confirmCardPayment");
      const pm = paymentMethodParams(payload.payment_method);
      if ("error" in pm) return { error: pm.error };
      const secret = clientSecret as string;
      const params: FormParams = {
        key: this.key,
        client_secret: secret,
        use_stripe_sdk: "true",
        ...pm.params,
      };
      if (pm.params.payment_method_data) params.expected_payment_method_type = "card";
      for (const field of CARD_PAYMENT_FIELDS) {
        if (payload[field] !== undefined) params[field] = payload[field] as FormInput;
      }
      const handleActions = options?.handleActions !== false;
      return this.api
        .request<PaymentIntentLike>("POST", `/v1/payment_intents/${id}/confirm`, params)
        .then((response) => this.handleIntentResponse(response, secret, handleActions));
    });
  }

  handleCardAction(clientSecret: unknown): Promise<PaymentIntentResult> {
    return rejecting(() => {
      const id = intentIdFromSecret(clientSecret, "stripe.handleCardAction");
      const secret = clientSecret as string;
      return this.retrieveIntent(id, secret).then(
        (response): Promise<PaymentIntentResult> | PaymentIntentResult => {
          if (!response.ok) return { error: response.error };
          if (response.body.status !== "requires_action") {
            return {
              error: {
                type: "invalid_request_error",
                code: "payment_intent_unexpected_state",
                message:
                  "handleCardAction: The PaymentIntent supplied does not require manual server-side confirmation. Please use confirmCardPayment instead to complete the payment.",
                payment_intent: response.body,
              },
            };
          }
          return this.authenticate(response.body, secret);
        },
      );
    });
  }

  handleNextAction(args?: { clientSecret?: unknown }): Promise<PaymentIntentResult> {
    return this.handleCardAction(args?.clientSecret);
  }

  retrievePaymentIntent(clientSecret: unknown): Promise<PaymentIntentResult> {
    return rejecting(() => {
      const id = intentIdFromSecret(clientSecret, "stripe.retrievePaymentIntent");
      return this.retrieveIntent(id, clientSecret as string).then((response): PaymentIntentResult =>
        response.ok ? { paymentIntent: response.body } : { error: response.error },
      );
    });
  }

  createPaymentMethod(
    typeOrData: unknown,
    maybeElement?: unknown,
    maybeData?: Record<string, unknown>,
  ): Promise<PaymentMethodResult> {
    const data: Record<string, unknown> =
      typeof typeOrData === "string"
        ? { type: typeOrData, card: maybeElement, ...(maybeData ?? {}) }
        : isRecord(typeOrData)
          ? typeOrData
          : {};
    if (data.elements) {
      return unsupported(
        "stripe-local does not simulate the Payment Element; pass { type: 'card', card: cardElement }.",
      );
    }
    if (data.type !== "card") return unsupported("stripe-local only simulates card PaymentMethods.");
    return rejecting(() => {
      const collected = collectCard(data.card);
      if ("error" in collected) return { error: collected.error };
      return this.api
        .request<unknown>("POST", "/v1/payment_methods", {
          key: this.key,
          type: "card",
          card: collected.card,
          billing_details: withPostalCode(data.billing_details, collected.postalCode),
          metadata: data.metadata as FormInput,
        })
        .then((response): PaymentMethodResult =>
          response.ok ? { paymentMethod: response.body } : { error: response.error },
        );
    });
  }

  createToken(): Promise<{ error: StripeJsError }> {
    return unsupported(
      "stripe-local does not simulate Tokens; use createPaymentMethod or confirmCardPayment.",
    );
  }

  /**
   * Confirms with the Payment Element. Card results resolve `{ paymentIntent }` / `{ error }`
   * with `redirect: 'if_required'`; with `redirect: 'always'` (the default) the page goes to
   * `return_url` with `payment_intent`, `payment_intent_client_secret` and `redirect_status`,
   * and the promise never settles. Card errors resolve `{ error }` without leaving the page.
   */
  confirmPayment(options: unknown): Promise<PaymentIntentResult> {
    return rejecting(() => {
      const args = readConfirmPaymentArgs(options);
      const collected = args.element._collect();
      if ("error" in collected) return { error: collected.error };
      const params = confirmPaymentParams(this.key, args, collected);
      return this.api
        .request<PaymentIntentLike>("POST", `/v1/payment_intents/${args.id}/confirm`, params)
        .then((response) => this.handleIntentResponse(response, args.clientSecret, true))
        .then((result) => redirectAfter(args, result));
    });
  }

  paymentRequest(options: unknown) {
    const request = {
      canMakePayment: () => Promise.resolve(null),
      show: (): never => {
        throw integrationError("stripe-local: Payment Request (Apple Pay / Google Pay) is not available.");
      },
      update: (): void => undefined,
      on: () => request,
      off: () => request,
      isShowing: () => false,
      _options: options,
    };
    return request;
  }
}

export function createStripe(
  api: StripeLocalApi,
  publishableKey: unknown,
  stripeOptions: Record<string, unknown> | undefined,
): LocalStripe {
  if (typeof publishableKey !== "string" || publishableKey === "") {
    throw integrationError("Please call Stripe() with your publishable key. You used an empty string.");
  }
  if (/^(sk|rk)_/.test(publishableKey)) {
    throw integrationError(
      "You should not use your secret key with Stripe.js. Please pass a publishable key instead.",
    );
  }
  return new LocalStripe(api, publishableKey, stripeOptions);
}

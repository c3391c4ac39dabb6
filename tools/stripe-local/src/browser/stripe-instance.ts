/** What `Stripe(publishableKey)` returns: Elements, card confirmation and PaymentIntent calls. */
import {
  integrationError,
  intentIdFromSecret,
  type FormInput,
  type PaymentIntentLike,
  type StripeJsError,
  type StripeLocalApi,
  type ApiResult,
} from "./api.js";
import { collectCard } from "./card-element.js";
import { ElementsGroup, type ElementsOptions } from "./elements.js";
import { showChallenge } from "./three-d-secure.js";

export type StripeFactory = ((
  publishableKey: unknown,
  options?: Record<string, unknown>,
) => StripeInstance) & {
  version: string;
  stripeLocal: true;
};

export type StripeInstance = ReturnType<typeof createStripe>;

export type PaymentIntentResult =
  | { paymentIntent: PaymentIntentLike; error?: undefined }
  | { error: StripeJsError; paymentIntent?: undefined };

type FormParams = Record<string, FormInput>;

interface BillingDetails {
  address?: Record<string, FormInput>;
  [key: string]: FormInput;
}

function withPostalCode(billingDetails: unknown, postalCode: string | null): BillingDetails {
  const details: BillingDetails = { ...(isRecord(billingDetails) ? (billingDetails as BillingDetails) : {}) };
  if (postalCode) {
    details.address = { ...(details.address ?? {}) };
    if (!details.address.postal_code) details.address.postal_code = postalCode;
  }
  return details;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function resultFromIntent(paymentIntent: PaymentIntentLike): PaymentIntentResult {
  if (paymentIntent.status === "requires_payment_method" && paymentIntent.last_payment_error) {
    return { error: { ...paymentIntent.last_payment_error, payment_intent: paymentIntent } };
  }
  return { paymentIntent };
}

export function createStripe(
  api: StripeLocalApi,
  publishableKey: unknown,
  stripeOptions: Record<string, unknown> | undefined,
) {
  if (typeof publishableKey !== "string" || publishableKey === "") {
    throw integrationError("Please call Stripe() with your publishable key. You used an empty string.");
  }
  if (/^(sk|rk)_/.test(publishableKey)) {
    throw integrationError(
      "You should not use your secret key with Stripe.js. Please pass a publishable key instead.",
    );
  }
  const key = publishableKey;
  const wrappers: unknown[] = [];
  let appInfo: unknown = null;

  async function authenticate(
    paymentIntent: PaymentIntentLike,
    clientSecret: string,
  ): Promise<PaymentIntentResult> {
    const outcome = await showChallenge(paymentIntent);
    const response = await api.request<PaymentIntentLike>(
      "POST",
      `/v1/payment_intents/${paymentIntent.id}/three_d_secure`,
      { key, client_secret: clientSecret, outcome },
    );
    if (!response.ok) return { error: response.error };
    return resultFromIntent(response.body);
  }

  function handleIntentResponse(
    response: ApiResult<PaymentIntentLike>,
    clientSecret: string,
    handleActions: boolean,
  ): Promise<PaymentIntentResult> | PaymentIntentResult {
    if (!response.ok) return { error: response.error };
    const paymentIntent = response.body;
    if (
      paymentIntent.status === "requires_action" &&
      paymentIntent.next_action?.type === "use_stripe_sdk" &&
      handleActions
    ) {
      return authenticate(paymentIntent, clientSecret);
    }
    return resultFromIntent(paymentIntent);
  }

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

  const stripe = {
    version: "endive",
    _registerWrapper(wrapper: unknown): void {
      if (wrapper) wrappers.push(wrapper);
    },
    registerAppInfo(info: unknown): void {
      appInfo = info ?? null;
    },
    _stripeLocal: { origin: api.origin, wrappers, appInfo: () => appInfo, options: stripeOptions ?? {} },

    elements(options?: ElementsOptions): ElementsGroup {
      return new ElementsGroup(options);
    },

    confirmCardPayment(
      clientSecret: unknown,
      data?: Record<string, unknown>,
      options?: { handleActions?: boolean },
    ): Promise<PaymentIntentResult> {
      let id: string;
      let pm: ReturnType<typeof paymentMethodParams>;
      const payload = data ?? {};
      try {
        id = intentIdFromSecret(clientSecret, "stripe.confirmCardPayment");
        pm = paymentMethodParams(payload.payment_method);
      } catch (error) {
        return Promise.reject(error);
      }
      if ("error" in pm) return Promise.resolve({ error: pm.error });
      const secret = clientSecret as string;
      const params: FormParams = { key, client_secret: secret, use_stripe_sdk: "true", ...pm.params };
      if (pm.params.payment_method_data) params.expected_payment_method_type = "card";
      for (const field of [
        "receipt_email",
        "setup_future_usage",
        "return_url",
        "shipping",
        "payment_method_options",
      ]) {
        if (payload[field] !== undefined) params[field] = payload[field] as FormInput;
      }
      const handleActions = options?.handleActions !== false;
      return api
        .request<PaymentIntentLike>("POST", `/v1/payment_intents/${id}/confirm`, params)
        .then((response) => handleIntentResponse(response, secret, handleActions));
    },

    handleCardAction(clientSecret: unknown): Promise<PaymentIntentResult> {
      let id: string;
      try {
        id = intentIdFromSecret(clientSecret, "stripe.handleCardAction");
      } catch (error) {
        return Promise.reject(error);
      }
      const secret = clientSecret as string;
      return api
        .request<PaymentIntentLike>("GET", `/v1/payment_intents/${id}`, { key, client_secret: secret })
        .then((response) => {
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
          return authenticate(response.body, secret);
        });
    },

    handleNextAction(args?: { clientSecret?: unknown }): Promise<PaymentIntentResult> {
      return stripe.handleCardAction(args?.clientSecret);
    },

    retrievePaymentIntent(clientSecret: unknown): Promise<PaymentIntentResult> {
      let id: string;
      try {
        id = intentIdFromSecret(clientSecret, "stripe.retrievePaymentIntent");
      } catch (error) {
        return Promise.reject(error);
      }
      return api
        .request<PaymentIntentLike>("GET", `/v1/payment_intents/${id}`, {
          key,
          client_secret: clientSecret as string,
        })
        .then((response) => (response.ok ? { paymentIntent: response.body } : { error: response.error }));
    },

    createPaymentMethod(
      typeOrData: unknown,
      maybeElement?: unknown,
      maybeData?: Record<string, unknown>,
    ): Promise<
      { paymentMethod: unknown; error?: undefined } | { error: StripeJsError; paymentMethod?: undefined }
    > {
      const data: Record<string, unknown> =
        typeof typeOrData === "string"
          ? { type: typeOrData, card: maybeElement, ...(maybeData ?? {}) }
          : isRecord(typeOrData)
            ? typeOrData
            : {};
      if (data.elements) {
        return Promise.resolve({
          error: {
            type: "invalid_request_error",
            message:
              "stripe-local does not simulate the Payment Element; pass { type: 'card', card: cardElement }.",
          },
        });
      }
      if (data.type !== "card") {
        return Promise.resolve({
          error: {
            type: "invalid_request_error",
            message: "stripe-local only simulates card PaymentMethods.",
          },
        });
      }
      let collected: ReturnType<typeof collectCard>;
      try {
        collected = collectCard(data.card);
      } catch (error) {
        return Promise.reject(error);
      }
      if ("error" in collected) return Promise.resolve({ error: collected.error });
      return api
        .request<unknown>("POST", "/v1/payment_methods", {
          key,
          type: "card",
          card: collected.card,
          billing_details: withPostalCode(data.billing_details, collected.postalCode),
          metadata: data.metadata as FormInput,
        })
        .then((response) => (response.ok ? { paymentMethod: response.body } : { error: response.error }));
    },

    createToken(): Promise<{ error: StripeJsError }> {
      return Promise.resolve({
        error: {
          type: "invalid_request_error",
          message: "stripe-local does not simulate Tokens; use createPaymentMethod or confirmCardPayment.",
        },
      });
    },

    /**
     * Confirms with the Payment Element. Card results resolve `{ paymentIntent }` / `{ error }`
     * with `redirect: 'if_required'`; with `redirect: 'always'` (the default) the page goes to
     * `return_url` with `payment_intent`, `payment_intent_client_secret` and `redirect_status`,
     * and the promise never settles. Card errors resolve `{ error }` without leaving the page.
     */
    confirmPayment(options: unknown): Promise<PaymentIntentResult> {
      const args = isRecord(options) ? options : {};
      const group = args.elements;
      if (!(group instanceof ElementsGroup)) {
        return Promise.reject(
          integrationError(
            "Invalid value for stripe.confirmPayment(): elements should be an Elements group created by this Stripe instance.",
          ),
        );
      }
      const element = group.paymentElement();
      if (!element) {
        return Promise.reject(
          integrationError("stripe.confirmPayment(): elements should have a mounted Payment Element."),
        );
      }
      const clientSecret = args.clientSecret ?? group.options.clientSecret;
      let id: string;
      try {
        id = intentIdFromSecret(clientSecret, "stripe.confirmPayment");
      } catch (error) {
        return Promise.reject(error);
      }
      const secret = clientSecret as string;
      const confirmParams = isRecord(args.confirmParams) ? args.confirmParams : {};
      const redirect = args.redirect === "if_required" ? "if_required" : "always";
      const returnUrl = typeof confirmParams.return_url === "string" ? confirmParams.return_url : undefined;
      if (redirect === "always" && returnUrl === undefined) {
        return Promise.reject(
          integrationError(
            "stripe.confirmPayment(): the `confirmParams.return_url` argument is required unless passing `redirect: 'if_required'`",
          ),
        );
      }
      const collected = element._collect();
      if ("error" in collected) return Promise.resolve({ error: collected.error });
      const extra = isRecord(confirmParams.payment_method_data) ? confirmParams.payment_method_data : {};
      const billing = isRecord(extra.billing_details) ? extra.billing_details : {};
      const address = isRecord(billing.address) ? billing.address : {};
      const params: FormParams = {
        key,
        client_secret: secret,
        use_stripe_sdk: "true",
        expected_payment_method_type: "card",
        payment_method_data: {
          type: "card",
          card: collected.card,
          billing_details: {
            ...(billing as BillingDetails),
            address: { ...(address as Record<string, FormInput>), ...collected.address },
          },
        },
      };
      for (const field of ["return_url", "receipt_email", "shipping", "setup_future_usage"]) {
        if (confirmParams[field] !== undefined) params[field] = confirmParams[field] as FormInput;
      }
      const finish = (result: PaymentIntentResult): Promise<PaymentIntentResult> | PaymentIntentResult => {
        if (redirect === "if_required" || returnUrl === undefined) return result;
        if (result.error && result.error.type !== "invalid_request_error") return result;
        if (result.error && result.error.code !== "payment_intent_authentication_failure") return result;
        const target = new URL(returnUrl, window.location.href);
        target.searchParams.set("payment_intent", id);
        target.searchParams.set("payment_intent_client_secret", secret);
        target.searchParams.set(
          "redirect_status",
          result.paymentIntent?.status === "succeeded" ? "succeeded" : "failed",
        );
        window.location.assign(target.toString());
        return new Promise<PaymentIntentResult>(() => undefined);
      };
      return api
        .request<PaymentIntentLike>("POST", `/v1/payment_intents/${id}/confirm`, params)
        .then((response) => handleIntentResponse(response, secret, true))
        .then(finish);
    },

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
    },
  };
  return stripe;
}

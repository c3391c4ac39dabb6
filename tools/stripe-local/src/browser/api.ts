/** Requests from the browser to stripe-local, the way Stripe.js makes them (form bodies, `key=`). */

/** Stripe.js' error object (`result.error`). */
export interface StripeJsError {
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: PaymentIntentLike;
  charge?: string;
}

/** The fields of a PaymentIntent the stand-in reads (the server sends Stripe's full/reduced object). */
export interface PaymentIntentLike {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret?: string;
  next_action?: { type: string } | null;
  last_payment_error?: StripeJsError | null;
  [key: string]: unknown;
}

export type FormInput =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | readonly FormInput[]
  | { readonly [key: string]: FormInput };

/** Stripe's bracket notation: `a[b][0]=c`. */
export function encodeForm(value: FormInput, prefix = "", pairs: string[] = []): string[] {
  if (value === undefined || value === null) return pairs;
  if (typeof value === "object" && !(value instanceof Date)) {
    if (isFormArray(value)) {
      value.forEach((item, index) => encodeForm(item, `${prefix}[${index}]`, pairs));
    } else {
      for (const key of Object.keys(value)) {
        encodeForm(value[key], prefix ? `${prefix}[${key}]` : key, pairs);
      }
    }
    return pairs;
  }
  pairs.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
  return pairs;
}

function isFormArray(value: object): value is readonly FormInput[] {
  return Array.isArray(value);
}

export type ApiResult<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; error: StripeJsError };

export class StripeLocalApi {
  constructor(readonly origin: string) {}

  async request<T>(method: "GET" | "POST", path: string, params: FormInput): Promise<ApiResult<T>> {
    let url = this.origin + path;
    const init: RequestInit = { method, credentials: "omit" };
    const body = encodeForm(params).join("&");
    if (method === "GET") {
      url += (url.includes("?") ? "&" : "?") + body;
    } else {
      init.headers = { "Content-Type": "application/x-www-form-urlencoded" };
      init.body = body;
    }
    try {
      const response = await window.fetch(url, init);
      const json = (await response.json()) as T | { error: StripeJsError };
      if (response.ok) return { ok: true, status: response.status, body: json as T };
      return { ok: false, status: response.status, error: (json as { error: StripeJsError }).error };
    } catch (cause) {
      return {
        ok: false,
        status: 0,
        error: {
          type: "api_connection_error",
          message: `We could not connect to Stripe (stripe-local at ${this.origin}). ${cause instanceof Error ? cause.message : ""}`,
        },
      };
    }
  }
}

export function integrationError(message: string): Error {
  const error = new Error(message);
  error.name = "IntegrationError";
  return error;
}

export function intentIdFromSecret(clientSecret: unknown, method: string): string {
  const match = typeof clientSecret === "string" ? /^(pi_[^_]+)_secret_.+$/.exec(clientSecret) : null;
  if (!match?.[1]) {
    throw integrationError(
      `Invalid value for ${method}: clientSecret should be a client secret of the form {id}_secret_{secret}. You specified: ${String(clientSecret)}.`,
    );
  }
  return match[1];
}

/** Which key a request carries: `Authorization: Bearer`, Basic auth, or a `key=` field (Stripe.js). */
import type { IncomingMessage } from "node:http";
import { StripeApiError } from "../errors.js";
import type { FormReader } from "../form-body.js";
import type { AuthKind } from "../payment-intent-types.js";
import type { RouteAuth } from "../routes/route.js";
import { headerValue } from "./request.js";

export interface ApiKeys {
  secretKey: string;
  publishableKey: string;
}

function redactKey(key: string): string {
  const prefix = /^(sk|pk|rk)_(test|live)_/.exec(key)?.[0] ?? "";
  const rest = key.slice(prefix.length);
  if (rest.length <= 4) return `${prefix}${"*".repeat(rest.length)}`;
  return `${prefix}${"*".repeat(rest.length - 4)}${rest.slice(-4)}`;
}

function requestKey(req: IncomingMessage, reader: FormReader): string | undefined {
  const header = headerValue(req, "authorization");
  let key: string | undefined;
  if (header !== undefined) {
    const bearer = /^Bearer\s+(.+)$/i.exec(header.trim());
    const basic = /^Basic\s+(.+)$/i.exec(header.trim());
    if (bearer?.[1]) key = bearer[1].trim();
    else if (basic?.[1]) key = Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
  }
  if (key === undefined || key === "") key = reader.nonEmptyString("key");
  return key === "" ? undefined : key;
}

/** The caller's kind of key, or Stripe's 401/403 for a missing, unknown or not-allowed key. */
export function authenticate(
  req: IncomingMessage,
  reader: FormReader,
  auth: Exclude<RouteAuth, "none">,
  keys: ApiKeys,
): AuthKind {
  const key = requestKey(req, reader);
  if (key === undefined) {
    throw new StripeApiError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  if (key === keys.secretKey) return "secret";
  if (key === keys.publishableKey) {
    if (auth === "secret-or-publishable") return "publishable";
    throw new StripeApiError(403, {
      type: "invalid_request_error",
      message:
        "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
    });
  }
  throw new StripeApiError(401, {
    type: "invalid_request_error",
    message: `Invalid API Key provided: ${redactKey(key)}`,
  });
}

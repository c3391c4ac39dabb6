/**
 * Request routing for stripe-local: authentication, idempotency, CORS, the `/v1` Stripe API
 * subset, the `/_local` test helpers and the Stripe.js stand-in.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError, invalidRequest, resourceMissing, unrecognizedRoute } from "./errors.js";
import {
  FormParseError,
  FormReader,
  canonicalize,
  emptyFormObject,
  parseFormBody,
  type FormObject,
  type FormValue,
} from "./form-body.js";
import { IdempotencyStore } from "./idempotency.js";
import { newId } from "./ids.js";
import {
  PaymentIntentService,
  isPaymentIntent,
  type AuthKind,
  type RequestContext,
} from "./payment-intents.js";
import { RefundService } from "./refunds.js";
import { stripeJsBundle, stripeJsStandInSource } from "./stripe-js-stand-in.js";
import { WebhookDispatcher, buildEvent, type EventRecord } from "./webhooks.js";

/** API version reported on events and responses (the stripe Node SDK v23 pin). */
export const DEFAULT_API_VERSION = "2026-10-28.endive";
const MAX_BODY_BYTES = 1024 * 1024;

export interface StripeLocalAppOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl?: string | undefined;
  apiVersion?: string | undefined;
  webhookRetryDelaysMs?: readonly number[] | undefined;
  webhookTimeoutMs?: number | undefined;
  log?: ((line: string) => void) | undefined;
  /** This server's base URL (known once listening). */
  serverUrl: () => string;
}

interface JsonResponse {
  statusCode: number;
  body: unknown;
}

type RouteAuth = "none" | "secret" | "secret-or-publishable";

interface RouteMatch {
  params: string[];
  reader: FormReader;
  ctx: RequestContext;
}

interface Route {
  method: "GET" | "POST";
  pattern: RegExp;
  auth: RouteAuth;
  run: (match: RouteMatch) => JsonResponse;
}

const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account, Stripe-Context, X-Stripe-Client-User-Agent, X-Requested-With",
  "Access-Control-Expose-Headers":
    "Request-Id, Idempotency-Key, Idempotent-Replayed, Original-Request, Stripe-Version",
  "Access-Control-Max-Age": "600",
};

const STRIPE_JS_PATHS = new Set(["/js/stripe.js", "/v3", "/v3/", "/endive/stripe.js", "/clover/stripe.js"]);

function redactKey(key: string): string {
  const prefix = /^(sk|pk|rk)_(test|live)_/.exec(key)?.[0] ?? "";
  const rest = key.slice(prefix.length);
  if (rest.length <= 4) return `${prefix}${"*".repeat(rest.length)}`;
  return `${prefix}${"*".repeat(rest.length - 4)}${rest.slice(-4)}`;
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function jsonToForm(value: unknown): FormValue {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(jsonToForm);
  if (typeof value === "object") {
    const out = emptyFormObject();
    for (const [k, v] of Object.entries(value)) out[k] = jsonToForm(v);
    return out;
  }
  return String(value);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new StripeApiError(413, { type: "invalid_request_error", message: "Request body too large." });
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function summarizeRecord(record: EventRecord): Record<string, unknown> {
  return {
    id: record.event.id,
    type: record.event.type,
    created: record.event.created,
    object_id: record.object_id,
    status: record.status,
    deliveries: record.deliveries,
    attempts: record.attempts,
    event: record.event,
  };
}

export interface StripeLocalApp {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  dispatcher: WebhookDispatcher;
  intents: PaymentIntentService;
  refunds: RefundService;
}

export function createStripeLocalApp(options: StripeLocalAppOptions): StripeLocalApp {
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const log = options.log ?? (() => undefined);
  const dispatcher = new WebhookDispatcher({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs,
    timeoutMs: options.webhookTimeoutMs,
    log,
  });
  const idempotency = new IdempotencyStore();
  const intents = new PaymentIntentService({
    serverUrl: options.serverUrl,
    fingerprintKey: options.secretKey,
    emit: (type, paymentIntent, ctx) => {
      const event = buildEvent(
        type,
        paymentIntent,
        apiVersion,
        { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
        dispatcher.url ? 1 : 0,
      );
      dispatcher.dispatch(event, paymentIntent.id);
    },
  });

  const refunds = new RefundService(intents, (emission, paymentIntentId, ctx) => {
    const event = buildEvent(
      emission.type,
      emission.object,
      apiVersion,
      { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
      dispatcher.url ? 1 : 0,
      emission.previousAttributes,
    );
    // Keyed by the PaymentIntent: its payment and refund events are delivered in order.
    dispatcher.dispatch(event, paymentIntentId);
  });
  const listLimit = (reader: FormReader): number => Math.min(Math.max(reader.integer("limit") ?? 10, 1), 100);

  // Bundle the Stripe.js stand-in now so the first page load does not wait for esbuild.
  stripeJsBundle().catch((error: unknown) =>
    log(`stripe-local: Stripe.js stand-in bundle failed: ${String(error)}`),
  );

  const ok = (body: unknown): JsonResponse => ({ statusCode: 200, body });
  const decodeId = (raw: string | undefined): string => decodeURIComponent(raw ?? "");

  const routes: Route[] = [
    // ---- Stripe API subset
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents$/,
      auth: "secret",
      run: ({ reader, ctx }) => ok(intents.create(reader, ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_intents$/,
      auth: "secret",
      run: ({ reader }) => {
        const limit = Math.min(Math.max(reader.integer("limit") ?? 10, 1), 100);
        return ok({ object: "list", data: intents.list(limit), has_more: false, url: "/v1/payment_intents" });
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      auth: "secret-or-publishable",
      run: ({ params, reader, ctx }) =>
        ok(intents.view(intents.retrieve(decodeId(params[0]), reader, ctx), ctx.auth)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      auth: "secret",
      run: ({ params, reader }) => ok(intents.update(decodeId(params[0]), reader)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      auth: "secret-or-publishable",
      run: ({ params, reader, ctx }) =>
        ok(intents.view(intents.confirm(decodeId(params[0]), reader, ctx), ctx.auth)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      auth: "secret",
      run: ({ params, reader, ctx }) => ok(intents.cancel(decodeId(params[0]), reader, ctx)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/three_d_secure$/,
      auth: "secret-or-publishable",
      run: ({ params, reader, ctx }) =>
        ok(intents.view(intents.completeThreeDSecure(decodeId(params[0]), reader, ctx), ctx.auth)),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_methods$/,
      auth: "secret-or-publishable",
      run: ({ reader }) => ok(intents.createPaymentMethod(reader)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_methods\/([^/]+)$/,
      auth: "secret",
      run: ({ params }) => ok(intents.retrievePaymentMethod(decodeId(params[0]))),
    },
    {
      method: "POST",
      pattern: /^\/v1\/refunds$/,
      auth: "secret",
      run: ({ reader, ctx }) => ok(refunds.create(reader, ctx)),
    },
    {
      method: "GET",
      pattern: /^\/v1\/refunds$/,
      auth: "secret",
      run: ({ reader }) => {
        const { data, hasMore } = refunds.list(reader);
        return ok({ object: "list", data, has_more: hasMore, url: "/v1/refunds" });
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      auth: "secret",
      run: ({ params }) => ok(refunds.retrieve(decodeId(params[0]))),
    },
    {
      method: "GET",
      pattern: /^\/v1\/charges$/,
      auth: "secret",
      run: ({ reader }) => {
        const all = intents.listCharges(reader.nonEmptyString("payment_intent"));
        const limit = listLimit(reader);
        return ok({
          object: "list",
          data: all.slice(0, limit).map((c) => structuredClone(c)),
          has_more: all.length > limit,
          url: "/v1/charges",
        });
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/charges\/([^/]+)$/,
      auth: "secret",
      run: ({ params }) => {
        const id = decodeId(params[0]);
        const charge = intents.getCharge(id);
        if (!charge) throw resourceMissing("charge", id);
        return ok(structuredClone(charge));
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/events$/,
      auth: "secret",
      run: ({ reader }) => {
        const limit = Math.min(Math.max(reader.integer("limit") ?? 10, 1), 100);
        const type = reader.string("type");
        const data = dispatcher
          .list()
          .map((r) => r.event)
          .filter((e) => type === undefined || e.type === type)
          .reverse();
        return ok({
          object: "list",
          data: data.slice(0, limit),
          has_more: data.length > limit,
          url: "/v1/events",
        });
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/events\/([^/]+)$/,
      auth: "secret",
      run: ({ params }) => {
        const id = decodeId(params[0]);
        const record = dispatcher.get(id);
        if (!record) throw resourceMissing("event", id);
        return ok(record.event);
      },
    },

    // ---- local test helpers (no auth)
    { method: "GET", pattern: /^\/_local\/health$/, auth: "none", run: () => ok({ ok: true }) },
    {
      method: "GET",
      pattern: /^\/_local\/events$/,
      auth: "none",
      run: ({ reader }) => {
        const type = reader.string("type");
        const objectId = reader.string("payment_intent") ?? reader.string("object_id");
        const data = dispatcher
          .list()
          .filter(
            (r) =>
              (type === undefined || r.event.type === type) &&
              (objectId === undefined || r.object_id === objectId),
          )
          .map(summarizeRecord);
        return ok({ object: "list", webhook_url: dispatcher.url ?? null, data });
      },
    },
    {
      method: "GET",
      pattern: /^\/_local\/events\/([^/]+)$/,
      auth: "none",
      run: ({ params }) => {
        const id = decodeId(params[0]);
        const record = dispatcher.get(id);
        if (!record) throw resourceMissing("event", id);
        return ok(summarizeRecord(record));
      },
    },
    {
      method: "POST",
      pattern: /^\/_local\/events\/([^/]+)\/resend$/,
      auth: "none",
      run: ({ params }) => {
        const id = decodeId(params[0]);
        const record = dispatcher.resend(id);
        if (!record) throw resourceMissing("event", id);
        return ok(summarizeRecord(record));
      },
    },
    {
      method: "POST",
      pattern: /^\/_local\/payment_intents\/([^/]+)\/emit$/,
      auth: "none",
      run: ({ params, reader, ctx }) => {
        const id = decodeId(params[0]);
        const type = reader.nonEmptyString("type");
        if (type === undefined)
          throw invalidRequest("Missing required param: type.", "type", "parameter_missing");
        const paymentIntent = intents.get(id);
        if (!paymentIntent) throw resourceMissing("payment_intent", id);
        const event = buildEvent(
          type,
          structuredClone(paymentIntent),
          apiVersion,
          { id: ctx.requestId, idempotency_key: null },
          dispatcher.url ? 1 : 0,
        );
        return ok(summarizeRecord(dispatcher.dispatch(event, id)));
      },
    },
    {
      method: "POST",
      pattern: /^\/_local\/refunds\/([^/]+)\/emit$/,
      auth: "none",
      run: ({ params, reader, ctx }) => {
        const id = decodeId(params[0]);
        const type = reader.nonEmptyString("type");
        if (type === undefined)
          throw invalidRequest("Missing required param: type.", "type", "parameter_missing");
        const refund = refunds.get(id);
        if (!refund) throw resourceMissing("refund", id);
        // charge.refunded carries the Charge; every other refund event carries the Refund.
        const object = type === "charge.refunded" ? intents.getCharge(refund.charge) : refund;
        const event = buildEvent(
          type,
          structuredClone(object),
          apiVersion,
          { id: ctx.requestId, idempotency_key: null },
          dispatcher.url ? 1 : 0,
        );
        return ok(summarizeRecord(dispatcher.dispatch(event, refund.payment_intent)));
      },
    },
    {
      method: "POST",
      pattern: /^\/_local\/webhook$/,
      auth: "none",
      run: ({ reader }) => {
        const url = reader.string("url");
        if (url !== undefined && url !== "") {
          try {
            new URL(url);
          } catch {
            throw invalidRequest(`Invalid URL: ${url}`, "url");
          }
        }
        dispatcher.url = url === undefined || url === "" ? undefined : url;
        return ok({ webhook_url: dispatcher.url ?? null });
      },
    },
    {
      method: "POST",
      pattern: /^\/_local\/reset$/,
      auth: "none",
      run: () => {
        intents.reset();
        refunds.reset();
        dispatcher.clear();
        idempotency.clear();
        return ok({ ok: true });
      },
    },
  ];

  function authenticate(req: IncomingMessage, reader: FormReader, auth: RouteAuth): AuthKind {
    const header = headerValue(req, "authorization");
    let key: string | undefined;
    if (header !== undefined) {
      const bearer = /^Bearer\s+(.+)$/i.exec(header.trim());
      const basic = /^Basic\s+(.+)$/i.exec(header.trim());
      if (bearer?.[1]) key = bearer[1].trim();
      else if (basic?.[1]) key = Buffer.from(basic[1], "base64").toString("utf8").split(":")[0];
    }
    if (key === undefined || key === "") key = reader.nonEmptyString("key");
    if (key === undefined || key === "") {
      throw new StripeApiError(401, {
        type: "invalid_request_error",
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      });
    }
    if (key === options.secretKey) return "secret";
    if (key === options.publishableKey) {
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

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    statusCode: number,
    body: string,
    contentType: string,
    headers: Record<string, string> = {},
  ): void {
    res.writeHead(statusCode, {
      ...CORS_HEADERS,
      "Content-Type": contentType,
      "Cache-Control": "no-cache, no-store",
      "Content-Length": String(Buffer.byteLength(body)),
      ...headers,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function toResponse(error: unknown): JsonResponse {
    if (error instanceof StripeApiError) return { statusCode: error.statusCode, body: error.toJSON() };
    if (error instanceof FormParseError) {
      return { statusCode: 400, body: invalidRequest(error.message, error.param).toJSON() };
    }
    log(
      `stripe-local: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return {
      statusCode: 500,
      body: {
        error: {
          type: "api_error",
          message: `stripe-local internal error: ${error instanceof Error ? error.message : String(error)}`,
        },
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = `req_${newId("x").slice(2, 16)}`;
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://stripe-local.invalid");
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : url.pathname;
    const stripeVersion = headerValue(req, "stripe-version") ?? apiVersion;
    const baseHeaders: Record<string, string> = { "Request-Id": requestId, "Stripe-Version": stripeVersion };

    const sendJson = (response: JsonResponse, headers: Record<string, string> = {}): void => {
      send(req, res, response.statusCode, `${JSON.stringify(response.body, null, 2)}\n`, "application/json", {
        ...baseHeaders,
        ...headers,
      });
    };

    try {
      if (method === "OPTIONS") {
        const requested = headerValue(req, "access-control-request-headers");
        res.writeHead(204, {
          ...CORS_HEADERS,
          ...(requested ? { "Access-Control-Allow-Headers": requested } : {}),
          "Content-Length": "0",
        });
        res.end();
        return;
      }
      if ((method === "GET" || method === "HEAD") && STRIPE_JS_PATHS.has(url.pathname)) {
        const host = headerValue(req, "host");
        const origin = host ? `http://${host}` : options.serverUrl();
        send(req, res, 200, await stripeJsStandInSource(origin), "application/javascript; charset=utf-8");
        return;
      }

      const routeMethod = method === "HEAD" ? "GET" : method;
      const candidates = routes.filter((r) => r.pattern.test(path));
      const route = candidates.find((r) => r.method === routeMethod);
      if (!route) {
        // Drain the body so keep-alive connections stay usable.
        await readBody(req).catch(() => "");
        sendJson(toResponse(unrecognizedRoute(method, url.pathname)));
        return;
      }

      const rawBody = routeMethod === "POST" ? await readBody(req) : "";
      const params = parseFormBody(url.search.slice(1));
      let bodyParams: FormObject;
      const contentType = headerValue(req, "content-type") ?? "";
      if (route.auth === "none" && contentType.includes("application/json") && rawBody.trim() !== "") {
        let parsed: unknown;
        try {
          parsed = JSON.parse(rawBody);
        } catch {
          throw invalidRequest("Invalid JSON body.");
        }
        const converted = jsonToForm(parsed);
        bodyParams =
          typeof converted === "object" && !Array.isArray(converted) ? converted : emptyFormObject();
      } else {
        bodyParams = parseFormBody(rawBody);
      }
      Object.assign(params, bodyParams);
      const reader = new FormReader(params);

      const auth: AuthKind = route.auth === "none" ? "secret" : authenticate(req, reader, route.auth);
      const idempotencyKey = routeMethod === "POST" ? (headerValue(req, "idempotency-key") ?? null) : null;
      const ctx: RequestContext = { auth, requestId, idempotencyKey };
      const match = route.pattern.exec(path);
      const routeParams = match ? match.slice(1) : [];

      const execute = (): JsonResponse => {
        try {
          return route.run({ params: routeParams, reader, ctx });
        } catch (error) {
          // Publishable-key callers only ever see Stripe's reduced PaymentIntent, errors included.
          if (
            ctx.auth === "publishable" &&
            error instanceof StripeApiError &&
            isPaymentIntent(error.error.payment_intent)
          ) {
            error.error.payment_intent = intents.view(error.error.payment_intent, "publishable");
          }
          return toResponse(error);
        }
      };

      if (idempotencyKey === null || route.auth === "none") {
        sendJson(execute(), idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
        return;
      }

      const paramsForFingerprint = emptyFormObject();
      for (const [k, v] of Object.entries(params)) if (k !== "key") paramsForFingerprint[k] = v;
      const fingerprint = canonicalize(paramsForFingerprint);
      const scope = auth === "secret" ? options.secretKey : options.publishableKey;
      const lookup = idempotency.lookup(scope, idempotencyKey, routeMethod, path, fingerprint);
      if (lookup.kind === "replay") {
        send(req, res, lookup.response.statusCode, lookup.response.body, "application/json", {
          ...baseHeaders,
          "Idempotency-Key": idempotencyKey,
          "Idempotent-Replayed": "true",
          "Original-Request": lookup.response.requestId,
        });
        return;
      }
      const response = execute();
      const body = `${JSON.stringify(response.body, null, 2)}\n`;
      // Like Stripe, only results of requests that actually executed are saved (2xx and card errors).
      if (response.statusCode < 400 || response.statusCode === 402) {
        idempotency.save(scope, idempotencyKey, routeMethod, path, fingerprint, {
          statusCode: response.statusCode,
          body,
          requestId,
        });
      }
      send(req, res, response.statusCode, body, "application/json", {
        ...baseHeaders,
        "Idempotency-Key": idempotencyKey,
        "Original-Request": requestId,
      });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(toResponse(error));
    }
  }

  return { handle, dispatcher, intents, refunds };
}

/**
 * The HTTP handler: CORS preflight, the Stripe.js stand-in, then routing to the route modules with
 * authentication and Stripe's idempotency (`Idempotency-Key` per API key, replays marked
 * `Idempotent-Replayed: true`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError, unrecognizedRoute } from "../errors.js";
import { FormReader, canonicalize, emptyFormObject, type FormObject } from "../form-body.js";
import type { IdempotencyStore } from "../idempotency.js";
import { fromLoopback, type FaultStore } from "../faults.js";
import { newId } from "../ids.js";
import {
  isPaymentIntent,
  type AuthKind,
  type PaymentIntent,
  type RequestContext,
} from "../payment-intent-types.js";
import type { JsonResponse, Route } from "../routes/route.js";
import { stripeJsStandInSource } from "../stripe-js-stand-in.js";
import { authenticate, type ApiKeys } from "./auth.js";
import { BANK_REDIRECT_PATH, serveBankRedirect, type BankRedirectDeps } from "./bank-redirect-page.js";
import { headerValue, readBody, requestParams } from "./request.js";
import { CORS_HEADERS, errorResponse, jsonBody, send } from "./response.js";

const STRIPE_JS_PATHS = new Set(["/js/stripe.js", "/v3", "/v3/", "/endive/stripe.js", "/clover/stripe.js"]);

export interface HandlerOptions {
  routes: readonly Route[];
  keys: ApiKeys;
  apiVersion: string;
  idempotency: IdempotencyStore;
  /** Injected faults (`/_local/faults`): latency, errors or held requests under a path prefix. */
  faults: FaultStore;
  log: (line: string) => void;
  serverUrl: () => string;
  /** Stripe's reduced PaymentIntent, for errors answered to publishable-key callers. */
  publishableView: (paymentIntent: PaymentIntent) => unknown;
  /** The bank's test page of iDEAL and Bancontact redirects. */
  bankRedirect?: BankRedirectDeps | undefined;
}

/** One request as the route sees it, plus what answering it needs. */
interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  route: Route;
  method: "GET" | "POST" | "DELETE";
  path: string;
  params: FormObject;
  ctx: RequestContext;
  routeParams: string[];
  baseHeaders: Record<string, string>;
}

/** Answers every request of one stripe-local app. */
export class RequestHandler {
  constructor(private readonly options: HandlerOptions) {}

  /** For `http.createServer`: never rejects (errors become Stripe's error responses). */
  readonly handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = `req_${newId("x").slice(2, 16)}`;
    const method = (req.method ?? "GET").toUpperCase();
    const url = new URL(req.url ?? "/", "http://stripe-local.invalid");
    const stripeVersion = headerValue(req, "stripe-version") ?? this.options.apiVersion;
    const baseHeaders: Record<string, string> = { "Request-Id": requestId, "Stripe-Version": stripeVersion };
    try {
      if (method === "OPTIONS") return preflight(req, res);
      if ((method === "GET" || method === "HEAD") && STRIPE_JS_PATHS.has(url.pathname)) {
        return await this.serveStripeJs(req, res);
      }
      if (url.pathname === "/_local/faults") return await this.faultControl(req, res, url, baseHeaders);
      const { bankRedirect } = this.options;
      if (bankRedirect && BANK_REDIRECT_PATH.test(url.pathname)) {
        const ctx: RequestContext = { auth: "publishable", requestId, idempotencyKey: null };
        return await serveBankRedirect(req, res, url, bankRedirect, ctx);
      }
      await this.route(req, res, url, { requestId, baseHeaders });
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      this.sendJson({ req, res, baseHeaders }, errorResponse(error, this.options.log));
    }
  };

  private sendJson(
    call: Pick<Call, "req" | "res" | "baseHeaders">,
    response: JsonResponse,
    headers: Record<string, string> = {},
  ): void {
    send(call.req, call.res, response.statusCode, jsonBody(response.body), "application/json", {
      ...call.baseHeaders,
      ...headers,
    });
  }

  /** `/_local/faults`: GET lists, POST adds, DELETE clears (faults.ts); loopback callers only. */
  private async faultControl(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    baseHeaders: Record<string, string>,
  ): Promise<void> {
    const { faults } = this.options;
    const method = (req.method ?? "GET").toUpperCase();
    const rawBody = await readBody(req);
    const call = { req, res, baseHeaders };
    if (!fromLoopback(req)) {
      const refusal = new StripeApiError(403, {
        type: "invalid_request_error",
        message: "The fault control answers this machine only.",
      });
      return this.sendJson(call, { statusCode: 403, body: refusal.toJSON() });
    }
    if (method === "GET") return this.sendJson(call, { statusCode: 200, body: faults.list() });
    if (method === "DELETE") return this.sendJson(call, { statusCode: 200, body: faults.clear() });
    if (method !== "POST") throw unrecognizedRoute(method, url.pathname);
    const reader = new FormReader(requestParams(req, url.search, rawBody, true));
    this.sendJson(call, { statusCode: 200, body: faults.add(reader) });
  }

  private async serveStripeJs(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = headerValue(req, "host");
    const origin = host ? `http://${host}` : this.options.serverUrl();
    send(req, res, 200, await stripeJsStandInSource(origin), "application/javascript; charset=utf-8");
  }

  private async route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    { requestId, baseHeaders }: { requestId: string; baseHeaders: Record<string, string> },
  ): Promise<void> {
    const method = (req.method ?? "GET").toUpperCase();
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") || "/" : url.pathname;
    const routeMethod = method === "HEAD" ? "GET" : method;
    const found = this.options.routes.find((r) => r.method === routeMethod && r.pattern.test(path));
    if (!found || !["GET", "POST", "DELETE"].includes(routeMethod)) {
      // Drain the body so keep-alive connections stay usable.
      await readBody(req).catch(() => "");
      const error = errorResponse(unrecognizedRoute(method, url.pathname), this.options.log);
      this.sendJson({ req, res, baseHeaders }, error);
      return;
    }
    const rawBody = routeMethod === "POST" ? await readBody(req) : "";
    // An injected fault, after the body is read: a held request is still done once released.
    const injected = await this.options.faults.apply(routeMethod, path, `${url.search}&${rawBody}`);
    if (injected) return this.sendJson({ req, res, baseHeaders }, injected);
    const params = requestParams(req, url.search, rawBody, found.auth === "none");
    const auth: AuthKind =
      found.auth === "none"
        ? "secret"
        : authenticate(req, new FormReader(params), found.auth, this.options.keys);
    const idempotencyKey = routeMethod === "POST" ? (headerValue(req, "idempotency-key") ?? null) : null;
    const match = found.pattern.exec(path);
    const call: Call = {
      req,
      res,
      route: found,
      method: found.method,
      path,
      params,
      ctx: { auth, requestId, idempotencyKey },
      routeParams: (match ? match.slice(1) : []).map((p) => decodeURIComponent(p ?? "")),
      baseHeaders,
    };
    if (idempotencyKey === null || found.auth === "none") {
      this.sendJson(call, this.execute(call), idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
      return;
    }
    this.executeIdempotently(call, idempotencyKey);
  }

  private execute(call: Call): JsonResponse {
    const reader = new FormReader(call.params);
    try {
      return call.route.run({ params: call.routeParams, reader, ctx: call.ctx });
    } catch (error) {
      // Publishable-key callers only ever see Stripe's reduced PaymentIntent, errors included.
      if (
        call.ctx.auth === "publishable" &&
        error instanceof StripeApiError &&
        isPaymentIntent(error.error.payment_intent)
      ) {
        error.error.payment_intent = this.options.publishableView(error.error.payment_intent);
      }
      return errorResponse(error, this.options.log);
    }
  }

  private executeIdempotently(call: Call, idempotencyKey: string): void {
    const { idempotency, keys } = this.options;
    const paramsForFingerprint = emptyFormObject();
    for (const [k, v] of Object.entries(call.params)) if (k !== "key") paramsForFingerprint[k] = v;
    const fingerprint = canonicalize(paramsForFingerprint);
    const scope = call.ctx.auth === "secret" ? keys.secretKey : keys.publishableKey;
    const lookup = idempotency.lookup(scope, idempotencyKey, call.method, call.path, fingerprint);
    if (lookup.kind === "replay") {
      send(call.req, call.res, lookup.response.statusCode, lookup.response.body, "application/json", {
        ...call.baseHeaders,
        "Idempotency-Key": idempotencyKey,
        "Idempotent-Replayed": "true",
        "Original-Request": lookup.response.requestId,
      });
      return;
    }
    const response = this.execute(call);
    const body = jsonBody(response.body);
    const requestId = call.ctx.requestId ?? "";
    // Like Stripe, only results of requests that actually executed are saved (2xx and card errors).
    if (response.statusCode < 400 || response.statusCode === 402) {
      idempotency.save(scope, idempotencyKey, call.method, call.path, fingerprint, {
        statusCode: response.statusCode,
        body,
        requestId,
      });
    }
    send(call.req, call.res, response.statusCode, body, "application/json", {
      ...call.baseHeaders,
      "Idempotency-Key": idempotencyKey,
      "Original-Request": requestId,
    });
  }
}

function preflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = headerValue(req, "access-control-request-headers");
  res.writeHead(204, {
    ...CORS_HEADERS,
    ...(requested ? { "Access-Control-Allow-Headers": requested } : {}),
    "Content-Length": "0",
  });
  res.end();
}

/** Writing responses: CORS, JSON bodies, and errors in Stripe's envelope. */
import type { IncomingMessage, ServerResponse } from "node:http";
import { StripeApiError, invalidRequest } from "../errors.js";
import { FormParseError } from "../form-body.js";
import type { JsonResponse } from "../routes/route.js";

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account, Stripe-Context, X-Stripe-Client-User-Agent, X-Requested-With",
  "Access-Control-Expose-Headers":
    "Request-Id, Idempotency-Key, Idempotent-Replayed, Original-Request, Stripe-Version",
  "Access-Control-Max-Age": "600",
};

export function send(
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

export function jsonBody(body: unknown): string {
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** Stripe's error envelope for `error` (a 500 `api_error` for anything unexpected, logged). */
export function errorResponse(error: unknown, log: (line: string) => void): JsonResponse {
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

import type { ErrorRequestHandler, RequestHandler } from "express";
import * as logger from "firebase-functions/logger";
import { ZodError } from "zod";
import { translateApiMessage } from "@shop/domain";
import { requestLocale } from "./request-locale.js";
import { AppError, UnavailableError, type ErrorCode } from "../app-error.js";
import { isClosedTransaction } from "../firestore.js";
import { RateLimitedError } from "../limits/rate-limit.js";
import { BUSY_RETRY_AFTER_SECONDS } from "../timeouts.js";

const STATUS: Record<ErrorCode, number> = {
  "bad-request": 400,
  "invalid-argument": 400,
  unauthenticated: 401,
  "recent-sign-in-required": 401,
  "permission-denied": 403,
  "second-factor-required": 403,
  "not-found": 404,
  conflict: 409,
  "idempotency-key-in-use": 409,
  "idempotency-key-reused": 422,
  "failed-precondition": 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  "rate-limited": 429,
  internal: 500,
  unavailable: 503,
};

/** The HTTP status an application error is answered with. */
export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new AppError("not-found", `No route for ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === "object" && err !== null && "type" in err && "status" in err;
}

/**
 * Firestore's ABORTED (gRPC 10): a transaction that kept losing to others until out of attempts;
 * or one closed under it every time it ran (isClosedTransaction).
 */
function isAbortedTransaction(err: unknown): boolean {
  return (
    (typeof err === "object" && err !== null && "code" in err && err.code === 10) || isClosedTransaction(err)
  );
}

/** Seconds a client should wait before trying again: every 429 and every 503 says (Retry-After). */
function retryAfterOf(err: AppError): number | null {
  if (err instanceof RateLimitedError || err instanceof UnavailableError) return err.retryAfterSeconds;
  return err.code === "unavailable" ? BUSY_RETRY_AFTER_SECONDS : null;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  let appError: AppError;
  if (err instanceof AppError) {
    appError = err;
  } else if (err instanceof ZodError) {
    appError = new AppError("invalid-argument", err.issues[0]?.message ?? "Invalid request");
  } else if (isBodyParserError(err)) {
    appError =
      err.type === "entity.too.large"
        ? new AppError("payload-too-large", "Request body is too large")
        : err.type === "entity.parse.failed"
          ? new AppError("bad-request", "Request body is not valid JSON")
          : new AppError("bad-request", "Request body could not be read");
  } else if (isAbortedTransaction(err)) {
    logger.warn("Transaction gave up under contention", err);
    appError = new AppError("unavailable", "The shop is very busy right now. Please try again.");
  } else {
    logger.error("Unhandled API error", err);
    appError = new AppError("internal", "Something went wrong on our side. Please try again.");
  }
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== null) res.set("Retry-After", String(retryAfter));
  // The message in the page's language when the shop has it (issue 51); the code never changes.
  const message = translateApiMessage(appError.message, requestLocale(req));
  res.status(statusOf(appError.code)).json({ error: { code: appError.code, message } });
};

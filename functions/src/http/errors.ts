import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "firebase-functions";
import { ZodError } from "zod";

export type ErrorCode =
  | "bad-request"
  | "invalid-argument"
  | "unauthenticated"
  | "permission-denied"
  | "not-found"
  | "conflict"
  | "failed-precondition"
  | "payload-too-large"
  | "unsupported-media-type"
  | "internal"
  | "unavailable";

const STATUS: Record<ErrorCode, number> = {
  "bad-request": 400,
  "invalid-argument": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  conflict: 409,
  "failed-precondition": 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  internal: 500,
  unavailable: 503,
};

/** An error the API answers with `{ error: { code, message } }` and the code's status. */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFoundRoute: RequestHandler = (req, _res, next) => {
  next(new HttpError("not-found", `No route for ${req.method} ${req.path}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === "object" && err !== null && "type" in err && "status" in err;
}

/** Firestore's ABORTED (gRPC 10): a transaction that kept losing to others until out of attempts. */
function isAbortedTransaction(err: unknown): boolean {
  return typeof err === "object" && err !== null && "code" in err && err.code === 10;
}

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  let http: HttpError;
  if (err instanceof HttpError) {
    http = err;
  } else if (err instanceof ZodError) {
    http = new HttpError("invalid-argument", err.issues[0]?.message ?? "Invalid request");
  } else if (isBodyParserError(err)) {
    http =
      err.type === "entity.too.large"
        ? new HttpError("payload-too-large", "Request body is too large")
        : err.type === "entity.parse.failed"
          ? new HttpError("bad-request", "Request body is not valid JSON")
          : new HttpError("bad-request", "Request body could not be read");
  } else if (isAbortedTransaction(err)) {
    logger.warn("Transaction gave up under contention", err);
    http = new HttpError("unavailable", "The shop is very busy right now. Please try again.");
  } else {
    logger.error("Unhandled API error", err);
    http = new HttpError("internal", "Something went wrong on our side. Please try again.");
  }
  res.status(http.status).json({ error: { code: http.code, message: http.message } });
};

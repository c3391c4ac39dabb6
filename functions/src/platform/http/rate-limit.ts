/**
 * Rate limits as route middleware: per account (the verified caller's uid), per client address,
 * or one global key. Over a limit the request ends with 429
 * `{ error: { code: "rate-limited", message: "Too many requests, please try again in N minutes" } }`
 * and `Retry-After` (http/errors.ts).
 */
import type { Request, RequestHandler } from "express";
import { hitRateLimit, type RateLimitRule } from "../limits/rate-limit.js";
import { caller } from "./auth.js";

/**
 * The client's address as the trusted proxies reported it: express's `req.ip` with `trust proxy`
 * set to the configured number of hops (app/app.ts), never the left-most, client-chosen entry of
 * X-Forwarded-For. Without any address (only in the emulator, whose functions worker sits behind
 * a unix socket) the key is "unknown".
 */
export function clientAddress(req: Request): string {
  return req.ip ?? "unknown";
}

/** Counts the request against the caller's account (after requireUser / requireStaff). */
export function limitPerAccount(rule: RateLimitRule): RequestHandler {
  return async (_req, res, next) => {
    await hitRateLimit(rule, `uid:${caller(res).uid}`);
    next();
  };
}

/** Counts the request against the client's address. */
export function limitPerAddress(rule: RateLimitRule): RequestHandler {
  return async (req, _res, next) => {
    await hitRateLimit(rule, `ip:${clientAddress(req)}`);
    next();
  };
}

/** Counts the request against one shop-wide key (spread over the rule's shards). */
export function limitGlobally(rule: RateLimitRule): RequestHandler {
  return async (_req, _res, next) => {
    await hitRateLimit(rule, "global");
    next();
  };
}

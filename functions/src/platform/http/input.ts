/**
 * Request input: path parameters and JSON bodies, validated with zod. Nothing a client sends is
 * used before it has passed one of these.
 */
import type { Request } from "express";
import { z } from "zod";
import { EMAIL_PATTERN, isDocumentId } from "@shop/domain";
import { AppError } from "../app-error.js";

/** A document id from the path; `what` names it in the message ("Product id is not valid"). */
export function idParam(req: Request, name: string, what: string): string {
  const value = req.params[name];
  if (!isDocumentId(value)) {
    throw new AppError("invalid-argument", `${what} id is not valid`);
  }
  return value;
}

/** An email in a path or query, lower-cased like the token's; `notText` answers a non-string. */
export function emailSchema(notText = "Provide a valid email") {
  return z
    .string({ error: notText })
    .trim()
    .toLowerCase()
    .max(254, "Provide a valid email")
    .regex(EMAIL_PATTERN, "Provide a valid email");
}

const pathEmail = emailSchema();

/** An email from the path (decoded by express), lower-cased like the token's. */
export function emailParam(req: Request, name = "email"): string {
  const parsed = pathEmail.safeParse(req.params[name]);
  if (!parsed.success) throw new AppError("invalid-argument", "Provide a valid email");
  return parsed.data;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/**
 * The JSON body parsed by `schema`. A missing body counts as `{}` (so optional bodies may be
 * omitted); anything that is not a JSON object is refused.
 */
export function parseBody<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  const body: unknown = req.body ?? {};
  if (!isJsonObject(body)) throw new AppError("bad-request", "Request body must be a JSON object");
  return schema.parse(body);
}

/** The path parameters parsed by `schema` (for ids with their own messages). */
export function parseParams<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return schema.parse(req.params);
}

/** The query string parsed by `schema` (repeated parameters are refused by the schemas' types). */
export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.output<S> {
  return schema.parse(req.query);
}

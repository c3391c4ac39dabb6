/**
 * Document ids the shop hands out and accepts: Firestore auto ids, the seed's slugs and Auth
 * uids. No slashes (a slash would name another collection), bounded. The one place this pattern
 * is written.
 */
import { z } from "zod";

export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === "string" && DOCUMENT_ID_PATTERN.test(value);
}

/** A document id; `invalid` for a malformed one, `required` when it is missing or not text. */
export function documentIdSchema(invalid: string, required = invalid) {
  return z.string({ error: required }).regex(DOCUMENT_ID_PATTERN, { error: invalid });
}

/** The API suites' assertions on answers; the client itself is tests/support/http.ts. */
import { expect } from "vitest";
import type { ApiErrorBody } from "@shop/domain";
import type { ApiAnswer } from "../../support/http.js";

export { call, type ApiAnswer, type CallOptions } from "../../support/http.js";

/** Asserts the `{ error: { code, message } }` shape, status and (when given) the exact message. */
export function expectError(answer: ApiAnswer, status: number, code: string, message?: string): void {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.body as ApiErrorBody;
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  else expect(typeof body.error.message).toBe("string");
}

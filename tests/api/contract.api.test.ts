/**
 * Issue 35: the API honours its own OpenAPI document. Every operation is called as a visitor, a
 * customer and an admin with a valid request made from the document and with invalid ones
 * (scripts/lib/contract-walk.ts, also `npm run contract` against `npm start`): no 5xx other than
 * 503, and every answer is one the document describes. The answers are recorded too, so the
 * check after the API suite has a sample of every operation.
 */
import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../scripts/lib/answer-check.js";
import { walkContract } from "../../scripts/lib/contract-walk.js";
import { recordAnswer } from "../support/answer-log.js";
import { freshClientAddress } from "../support/client-address.js";
import { API_URL } from "../support/env.js";
import { call } from "./helpers/http.js";
import { setClaims } from "../support/auth.js";
import { registeredCustomer } from "./helpers/users.js";

describe("the API against its OpenAPI document", () => {
  it("answers every operation, valid and invalid, as documented and never with a 5xx", async () => {
    const doc = (await call<OpenApiDocument>("GET", "/openapi.json")).body;
    // A fresh admin: the walk changes its caller's own profile (PATCH /users/me).
    const [customer, another] = await Promise.all([
      registeredCustomer("Contract Walker"),
      registeredCustomer("Contract Admin"),
    ]);
    const admin = await setClaims(another, { admin: true });
    const walk = await walkContract(API_URL, doc, [undefined, customer.idToken, admin.idToken], () => ({
      "X-Forwarded-For": freshClientAddress(),
    }));
    walk.calls.forEach(recordAnswer);
    expect(walk.operations).toBe(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length);
    expect(walk.serverErrors.map((c) => `${c.status} ${c.method} ${c.path}`)).toEqual([]);
    expect(walk.check.problems).toEqual([]);
    expect(walk.check.unexercised).toEqual([]);
  }, 180_000);
});

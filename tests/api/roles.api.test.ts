/**
 * Issue 52: every staff operation against every staff role, generated from the served OpenAPI
 * document's `x-roles`: a role in the list is not refused (any answer but 401/403: bad input and
 * unknown ids are fine, so minimal bodies are sent), a role outside it gets 403 'Your role does
 * not allow this', and a customer the spec's 403. One account per role, made once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  ROLE_DENIED_MESSAGE,
  SECOND_FACTOR_CODE,
  SECOND_FACTOR_MESSAGE,
  STAFF_ROLES,
  secondFactorOf,
  staffClaims,
  type StaffRole,
} from "@shop/domain";
import { claimsOf } from "../support/auth-rest.js";
import { createCustomer, enrolSecondFactor, setClaims, type TestUser } from "../support/auth.js";
import { DEMO_ACCOUNTS, AUTH_EMULATOR } from "../support/env.js";
import { registeredCustomer } from "./helpers/users.js";
import { call, expectError, type ApiAnswer } from "./helpers/http.js";

const STAFF_ONLY = "Only admins may do this";
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

interface DocOperation {
  "x-roles"?: StaffRole[];
  parameters?: { name: string; in: string }[];
}
type Doc = { paths: Record<string, Partial<Record<(typeof METHODS)[number], DocOperation>>> };

const served = await call<Doc>("GET", "/openapi.json");
if (served.status !== 200) throw new Error(`GET /openapi.json answered ${served.status}`);

/** Unknown but well-formed path values: an allowed caller meets 404 (or 400), never the guard. */
const PATH_VALUES: Record<string, string> = { email: "nobody-52@example.com", code: "NOSUCHCODE52" };

const staffOperations = Object.entries(served.body.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const roles = item[method]?.["x-roles"];
    if (!roles) return [];
    const url = path.replace(/\{([A-Za-z]+)\}/g, (_m, name: string) =>
      encodeURIComponent(PATH_VALUES[name] ?? "no-such-id-52"),
    );
    return [{ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url, roles }];
  }),
);

const staff = new Map<StaffRole, TestUser>();
/** The owner's role, signed in without a second factor (issue 52): every staff call refuses it. */
let ownerWithoutFactor: TestUser;
let customer: TestUser;
/** A token with only the legacy `admin: true` claim: the role `admin`. */
let legacyAdmin: TestUser;

beforeAll(async () => {
  customer = await createCustomer("Role Test Customer");
  legacyAdmin = await setClaims(await createCustomer("Role Test legacy admin"), { admin: true });
  ownerWithoutFactor = await setClaims(
    await createCustomer("Role Test owner, one factor"),
    staffClaims({}, "owner"),
    {
      secondFactor: false,
    },
  );
  await Promise.all(
    STAFF_ROLES.map(async (role) => {
      const user = await createCustomer(`Role Test ${role}`);
      staff.set(role, await setClaims(user, staffClaims({}, role)));
    }),
  );
}, 60_000);

function send(op: (typeof staffOperations)[number], user: TestUser): Promise<ApiAnswer> {
  const write = op.method !== "GET";
  return call(op.method, op.url, { token: user.idToken, ...(write && { body: {} }) });
}

/**
 * The calls two at a time: more at once make a cold Functions emulator start a worker each
 * (several seconds apiece on two cores), which cost this file 40 s in a filtered run.
 */
async function twoAtATime<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < calls.length; i += 2)
    answers.push(...(await Promise.all(calls.slice(i, i + 2).map((c) => c()))));
  return answers;
}

function account(role: StaffRole): TestUser {
  const user = staff.get(role);
  if (!user) throw new Error(`no ${role} account`);
  return user;
}

describe("the OpenAPI document's roles", () => {
  it("names roles on the staff operations (and the owner on each)", () => {
    expect(staffOperations.length).toBeGreaterThan(35);
    for (const op of staffOperations) expect(op.roles, op.name).toContain("owner");
    expect(staffOperations.find((op) => op.name === "PUT /users/{uid}/role")?.roles).toEqual(["owner"]);
  });
});

describe.each(staffOperations)("$name", (op) => {
  it("lets each role of x-roles through, refuses every other staff role and a customer with 403", async () => {
    const denied = STAFF_ROLES.filter((r) => !op.roles.includes(r));
    const callers = [
      ...op.roles.map(account),
      ...denied.map(account),
      customer,
      legacyAdmin,
      ownerWithoutFactor,
    ];
    const answers = await twoAtATime(callers.map((user) => () => send(op, user)));
    const allowedAnswers = answers.slice(0, op.roles.length);
    const deniedAnswers = answers.slice(op.roles.length, STAFF_ROLES.length);
    const [customerAnswer, legacyAnswer, oneFactorAnswer] = answers.slice(STAFF_ROLES.length) as ApiAnswer[];
    if (!customerAnswer || !legacyAnswer || !oneFactorAnswer) throw new Error("an answer is missing");
    expectError(oneFactorAnswer, 403, SECOND_FACTOR_CODE, SECOND_FACTOR_MESSAGE);
    allowedAnswers.forEach((answer, i) => {
      expect([401, 403], `${op.roles[i]}: ${answer.status} ${answer.text}`).not.toContain(answer.status);
    });
    for (const answer of deniedAnswers) expectError(answer, 403, "permission-denied", ROLE_DENIED_MESSAGE);
    expectError(customerAnswer, 403, "permission-denied", STAFF_ONLY);
    if (op.roles.includes("admin")) expect([401, 403]).not.toContain(legacyAnswer.status);
    else expectError(legacyAnswer, 403, "permission-denied", ROLE_DENIED_MESSAGE);
  });
});

describe("GET /products?stock=exact", () => {
  it("answers the exact stock to product staff only", async () => {
    const exact = (role: StaffRole) =>
      call("GET", "/products?stock=exact&pageSize=1", { token: account(role).idToken });
    expect((await exact("manager")).status).toBe(200);
    expectError(await exact("fulfilment"), 403, "permission-denied", ROLE_DENIED_MESSAGE);
  });
});

describe("two-factor sign-in for staff (issue 52)", () => {
  it("refuses every staff role signed in without a second factor, and lets it act once one is enrolled", async () => {
    const other = await registeredCustomer("Profile Read By Staff");
    const user = await registeredCustomer("Admin Without Factor");
    const admin = await setClaims(user, staffClaims({}, "admin"), { secondFactor: false });
    expect(secondFactorOf(claimsOf(admin.idToken))).toBeNull();
    const asAdmin = (token: string) => ({
      list: () => call("GET", "/users?pageSize=1", { token }),
      other: () => call("GET", `/admin/${encodeURIComponent(other.email)}`, { token }),
      own: () => call("GET", "/users/me", { token }),
    });
    const before = asAdmin(admin.idToken);
    expectError(await before.list(), 403, SECOND_FACTOR_CODE, SECOND_FACTOR_MESSAGE);
    // A service that shows staff a customer's data reads the caller as a customer.
    expectError(await before.other(), 403, "permission-denied", "You can only ask about your own account");
    // The account's own calls (a customer's) still work: it can reach the page that enrols.
    expect((await before.own()).status).toBe(200);

    const enrolled = await enrolSecondFactor(admin.idToken);
    expect(secondFactorOf(claimsOf(enrolled))).toBe("phone");
    const after = asAdmin(enrolled);
    expect((await after.list()).status).toBe(200);
    expect((await after.other()).status).toBe(200);
  });

  it("asks the seeded owner for her second factor: her password alone yields no ID token", async () => {
    const res = await fetch(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          email: DEMO_ACCOUNTS.admin.email,
          password: DEMO_ACCOUNTS.admin.password,
          returnSecureToken: true,
        }),
      },
    );
    const answer = (await res.json()) as {
      idToken?: string;
      mfaPendingCredential?: string;
      mfaInfo?: unknown[];
    };
    expect(answer.idToken).toBeUndefined();
    expect(answer.mfaPendingCredential).toBeTruthy();
    expect(answer.mfaInfo).toHaveLength(1);
  });
});

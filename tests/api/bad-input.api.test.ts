/**
 * A generated corpus of malformed and unauthorised requests across every endpoint of this API:
 * each must answer 4xx with `{ error: { code, message } }`, none 5xx, and none may change a
 * single document or account.
 */
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { TestUser } from "../support/auth.js";
import { DEMO_ACCOUNTS } from "../support/env.js";
import {
  auth,
  createTestProduct,
  docData,
  markPaid,
  settleShownStock,
  snapshotCollections,
} from "../support/admin-sdk.js";
import { call, type CallOptions } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

interface Case extends CallOptions {
  name: string;
  method: string;
  path: string;
  /** The exact status when it matters; any 4xx otherwise. */
  status?: number;
}

const COLLECTIONS = ["products", "purchases", "payments", "users", "feedback", "messages"];
const enc = encodeURIComponent;

let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let productId: string;
let unpaidId: string;
let paidId: string;

/** An emulator-style (unsigned) ID token built from a real one with some claims changed. */
function forgeToken(real: string, change: Record<string, unknown>): string {
  const [header, payload] = real.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url");
  return `${header}.${forged}.`;
}

function badTokens(): [string, string | undefined][] {
  const now = Math.floor(Date.now() / 1000);
  return [
    ["no token", undefined],
    ["empty bearer", ""],
    ["short garbage", "abc"],
    ["long garbage", "garbage-token-that-is-long-enough-to-look-real"],
    ["expired", forgeToken(alice.idToken, { iat: now - 7200, exp: now - 3600, auth_time: now - 7200 })],
    [
      "other project",
      forgeToken(alice.idToken, {
        aud: "another-project",
        iss: "https://securetoken.google.com/another-project",
      }),
    ],
    ["unknown user", forgeToken(alice.idToken, { sub: "no-such-user-uid", user_id: "no-such-user-uid" })],
  ];
}

const junkValues: [string, unknown][] = [
  ["null", null],
  ["a number", 42],
  ["a boolean", true],
  ["an array", ["x"]],
  ["an object", { a: 1 }],
  ["a huge string", "x".repeat(5000)],
];

const badQuantities: [string, unknown][] = [
  ["negative", -3],
  ["zero", 0],
  ["fractional", 2.5],
  ["NaN (null in JSON)", null],
  ["a string", "3"],
  ["a word", "three"],
  ["too large", 1e12],
  ["not above the minimum", 1],
  ["above the stock", 51],
  ["an array", [3]],
  ["a boolean", true],
];

function corpus(): Case[] {
  const cases: Case[] = [];
  const good = { productId, quantity: 3, address: "1 Test Road, Springfield, IL 62701", phone: "555-0100" };
  const product = {
    name: "Corpus product",
    description: "Never stored",
    minimumOrder: 1,
    availableOrder: 10,
    priceCents: 1000,
    image: "https://example.com/p.png",
  };

  // 1. Every protected endpoint with every kind of bad token.
  const protectedCalls: [string, string, unknown?][] = [
    ["PUT", `/users/${enc(alice.email)}`, { displayName: "Hacker" }],
    ["GET", `/admin/${enc(alice.email)}`],
    ["GET", "/users"],
    ["PUT", `/users/admin/${enc(alice.email)}`],
    ["PUT", `/users/${bob.uid}/disabled`, { disabled: true }],
    ["PATCH", "/users/me", { displayName: "Hacker" }],
    ["GET", "/purchase"],
    ["GET", `/purchase/${unpaidId}`],
    ["POST", "/purchase", good],
    ["DELETE", `/purchase/${unpaidId}`],
    ["PUT", `/purchase/${paidId}`],
    ["GET", "/payments"],
    ["PUT", `/payments/${paidId}`],
    ["POST", "/feedback", { star: 5, feedbackMessage: "Spam" }],
    ["POST", "/products", product],
    ["DELETE", `/products/${productId}`],
    ["GET", "/messages"],
  ];
  for (const [label, token] of badTokens()) {
    for (const [method, path, body] of protectedCalls) {
      cases.push({ name: `${method} ${path} with ${label}`, method, path, token, body, status: 401 });
    }
  }
  // The optional-token contact form still refuses a bad token rather than ignoring it.
  cases.push({
    name: "POST /messages with a garbage token",
    method: "POST",
    path: "/messages",
    token: "garbage-token-that-is-long-enough-to-look-real",
    body: { name: "A", email: "a@b.co", message: "hi" },
    status: 401,
  });

  // 2. Customers on admin endpoints and on other people's things.
  const customerForbidden: [string, string, unknown?][] = [
    ["GET", "/users"],
    ["PUT", `/users/admin/${enc(alice.email)}`],
    ["PUT", `/users/${bob.uid}/disabled`, { disabled: true }],
    ["PUT", `/purchase/${paidId}`],
    ["GET", "/payments"],
    ["PUT", `/payments/${paidId}`],
    ["POST", "/products", product],
    ["DELETE", `/products/${productId}`],
    ["GET", "/messages"],
    ["PUT", `/users/${enc(alice.email)}`, {}],
    ["GET", `/admin/${enc(alice.email)}`],
    ["GET", `/purchase?user=${enc(alice.email)}`],
    ["GET", `/purchase/${unpaidId}`],
    ["DELETE", `/purchase/${unpaidId}`],
  ];
  for (const [method, path, body] of customerForbidden) {
    cases.push({ name: `bob: ${method} ${path}`, method, path, token: bob.idToken, body, status: 403 });
  }
  cases.push({
    name: "admin cancels a customer's purchase",
    method: "DELETE",
    path: `/purchase/${unpaidId}`,
    token: admin.idToken,
    status: 403,
  });

  // 3. Orders: missing fields, junk in every field, bad quantities.
  for (const field of Object.keys(good)) {
    const body = Object.fromEntries(Object.entries(good).filter(([k]) => k !== field));
    cases.push({
      name: `order without ${field}`,
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      body,
      status: 400,
    });
  }
  for (const field of ["productId", "address", "phone"]) {
    for (const [label, value] of junkValues) {
      cases.push({
        name: `order with ${field} as ${label}`,
        method: "POST",
        path: "/purchase",
        token: alice.idToken,
        body: { ...good, [field]: value },
      });
    }
  }
  for (const [label, quantity] of badQuantities) {
    cases.push({
      name: `order with a quantity ${label}`,
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      body: { ...good, quantity },
    });
  }
  for (const id of ["no-such-product", "a/b", "../products", "x".repeat(129), "has space", ""]) {
    cases.push({
      name: `order of product ${JSON.stringify(id.slice(0, 20))}`,
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      body: { ...good, productId: id },
    });
  }
  // (JSON bodies that are neither object nor array are refused by the platform's strict JSON
  // parser before the function runs: see the malformed JSON test below.)
  for (const [label, body] of junkValues.filter(([, v]) => typeof v === "object" && v !== null)) {
    cases.push({
      name: `order body ${label}`,
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      body,
    });
  }

  // 4. Products: every missing field, junk values, numbers that are not whole or positive.
  for (const field of Object.keys(product)) {
    const body = Object.fromEntries(Object.entries(product).filter(([k]) => k !== field));
    cases.push({
      name: `product without ${field}`,
      method: "POST",
      path: "/products",
      token: admin.idToken,
      body,
      status: 400,
    });
  }
  for (const field of ["name", "description", "image"]) {
    for (const [label, value] of junkValues) {
      cases.push({
        name: `product with ${field} as ${label}`,
        method: "POST",
        path: "/products",
        token: admin.idToken,
        body: { ...product, [field]: value },
        status: 400,
      });
    }
  }
  for (const field of ["minimumOrder", "availableOrder", "priceCents"]) {
    for (const value of [-1, 2.5, "abc", null, 1e12, [1], true]) {
      cases.push({
        name: `product with ${field} = ${JSON.stringify(value)}`,
        method: "POST",
        path: "/products",
        token: admin.idToken,
        body: { ...product, [field]: value },
        status: 400,
      });
    }
  }
  for (const image of ["ftp://example.com/x.png", "javascript:alert(1)", "data:image/png;base64,AAAA"]) {
    cases.push({
      name: `product image ${image.slice(0, 12)}`,
      method: "POST",
      path: "/products",
      token: admin.idToken,
      body: { ...product, image },
      status: 400,
    });
  }
  cases.push(
    {
      name: "product with a client price field",
      method: "POST",
      path: "/products",
      token: admin.idToken,
      body: { ...product, price: 10 },
      status: 400,
    },
    {
      name: "product with a minimum above the stock",
      method: "POST",
      path: "/products",
      token: admin.idToken,
      body: { ...product, minimumOrder: 11 },
      status: 400,
    },
    {
      name: "product with a zero price",
      method: "POST",
      path: "/products",
      token: admin.idToken,
      body: { ...product, priceCents: 0 },
      status: 400,
    },
  );

  // 5. Ids in paths: unknown, malformed, too long.
  const badIds: [string, number | undefined][] = [
    ["no-such-id", 404],
    ["x".repeat(129), 400],
    ["bad.id", 400],
    ["has%20space", 400],
    ["a%2Fb", 400],
    ["%00", 400],
    // fetch resolves an encoded ".." before sending: some other route or none, never a document.
    ["%2E%2E", undefined],
  ];
  for (const [id, status] of badIds) {
    cases.push(
      { name: `GET product ${id.slice(0, 12)}`, method: "GET", path: `/products/${id}`, status },
      {
        name: `DELETE product ${id.slice(0, 12)}`,
        method: "DELETE",
        path: `/products/${id}`,
        token: admin.idToken,
        status,
      },
      {
        name: `GET purchase ${id.slice(0, 12)}`,
        method: "GET",
        path: `/purchase/${id}`,
        token: alice.idToken,
        status,
      },
      {
        name: `DELETE purchase ${id.slice(0, 12)}`,
        method: "DELETE",
        path: `/purchase/${id}`,
        token: alice.idToken,
        status,
      },
      {
        name: `ship purchase ${id.slice(0, 12)}`,
        method: "PUT",
        path: `/purchase/${id}`,
        token: admin.idToken,
        status,
      },
      {
        name: `ship payment ${id.slice(0, 12)}`,
        method: "PUT",
        path: `/payments/${id}`,
        token: admin.idToken,
        status,
      },
      {
        name: `disable user ${id.slice(0, 12)}`,
        method: "PUT",
        path: `/users/${id}/disabled`,
        token: admin.idToken,
        body: { disabled: true },
        status,
      },
    );
  }

  // 6. State rules: paid purchases cannot be cancelled, unpaid ones cannot ship.
  cases.push(
    {
      name: "cancel a paid purchase",
      method: "DELETE",
      path: `/purchase/${paidId}`,
      token: alice.idToken,
      status: 409,
    },
    {
      name: "ship an unpaid purchase",
      method: "PUT",
      path: `/purchase/${unpaidId}`,
      token: admin.idToken,
      status: 409,
    },
    {
      name: "ship payment of an unpaid purchase",
      method: "PUT",
      path: `/payments/${unpaidId}`,
      token: admin.idToken,
      status: 404,
    },
    {
      name: "ship with a huge carrier",
      method: "PUT",
      path: `/purchase/${paidId}`,
      token: admin.idToken,
      body: { carrier: "x".repeat(5000) },
      status: 400,
    },
    {
      name: "ship with an array body",
      method: "PUT",
      path: `/purchase/${paidId}`,
      token: admin.idToken,
      body: [],
      status: 400,
    },
  );

  // 7. Users: other people's emails, malformed emails, bad bodies, self-disable.
  for (const email of [
    "not-an-email",
    "a@b",
    "@example.com",
    `${"x".repeat(250)}@example.com`,
    "a%20b@example.com",
  ]) {
    cases.push(
      {
        name: `PUT /users/${email.slice(0, 12)}`,
        method: "PUT",
        path: `/users/${email}`,
        token: alice.idToken,
        status: 400,
      },
      {
        name: `GET /admin/${email.slice(0, 12)}`,
        method: "GET",
        path: `/admin/${email}`,
        token: alice.idToken,
        status: 400,
      },
      {
        name: `make admin ${email.slice(0, 12)}`,
        method: "PUT",
        path: `/users/admin/${email}`,
        token: admin.idToken,
        status: 400,
      },
      {
        name: `purchases of ${email.slice(0, 12)}`,
        method: "GET",
        path: `/purchase?user=${email}`,
        token: alice.idToken,
      },
    );
  }
  cases.push(
    {
      name: "make an unknown email admin",
      method: "PUT",
      path: `/users/admin/nobody-${Date.now()}@example.com`,
      token: admin.idToken,
      status: 404,
    },
    {
      name: "admin disables themself",
      method: "PUT",
      path: `/users/${admin.uid}/disabled`,
      token: admin.idToken,
      body: { disabled: true },
      status: 409,
    },
    {
      name: "sign in as the admin",
      method: "PUT",
      path: `/users/${enc(DEMO_ACCOUNTS.admin.email)}`,
      token: alice.idToken,
      status: 403,
    },
    {
      name: "upsert with a huge display name",
      method: "PUT",
      path: `/users/${enc(alice.email)}`,
      token: alice.idToken,
      body: { displayName: "x".repeat(81) },
      status: 400,
    },
    {
      name: "upsert with a numeric display name",
      method: "PUT",
      path: `/users/${enc(alice.email)}`,
      token: alice.idToken,
      body: { displayName: 7 },
      status: 400,
    },
  );
  for (const [label, value] of junkValues.filter(([, v]) => typeof v !== "boolean")) {
    cases.push({
      name: `disable with ${label}`,
      method: "PUT",
      path: `/users/${bob.uid}/disabled`,
      token: admin.idToken,
      body: { disabled: value },
      status: 400,
    });
  }
  for (const body of [
    {},
    { displayName: "" },
    { displayName: "x".repeat(81) },
    { displayName: "Ok", photoURL: "ftp://x" },
    { displayName: ["x"] },
  ]) {
    cases.push({
      name: `profile ${JSON.stringify(body).slice(0, 30)}`,
      method: "PATCH",
      path: "/users/me",
      token: alice.idToken,
      body,
      status: 400,
    });
  }

  // 8. Feedback and contact messages.
  for (const star of [0, 6, -1, 3.5, "5", null, [5]]) {
    cases.push({
      name: `feedback star ${JSON.stringify(star)}`,
      method: "POST",
      path: "/feedback",
      token: alice.idToken,
      body: { star, feedbackMessage: "Nice" },
      status: 400,
    });
  }
  for (const feedbackMessage of ["", "   ", "x".repeat(1001), 12, null]) {
    cases.push({
      name: `feedback message ${JSON.stringify(feedbackMessage).slice(0, 12)}`,
      method: "POST",
      path: "/feedback",
      token: alice.idToken,
      body: { star: 5, feedbackMessage },
      status: 400,
    });
  }
  const message = { name: "A", company: "B", email: "a@b.co", phone: "555", message: "Hello" };
  const badMessages: Record<string, unknown>[] = [
    { ...message, name: "" },
    { ...message, name: "x".repeat(101) },
    { ...message, company: "x".repeat(101) },
    { ...message, email: "nope" },
    { ...message, phone: "5".repeat(31) },
    { ...message, message: "" },
    { ...message, message: "x".repeat(2001) },
    { ...message, email: 5 },
  ];
  for (const body of badMessages) {
    cases.push({
      name: `contact ${JSON.stringify(body).slice(0, 40)}`,
      method: "POST",
      path: "/messages",
      body,
      status: 400,
    });
  }

  // 9. Paging parameters.
  for (const list of ["/products", "/feedback"]) {
    for (const q of [
      "pageSize=0",
      "pageSize=51",
      "pageSize=1.5",
      "pageSize=abc",
      "page=0",
      "page=-2",
      "page=abc",
      "page=10001",
      "cursor=a%2Fb",
      "cursor=no-such-doc",
      "pageSize=2&pageSize=3",
    ]) {
      cases.push({ name: `${list}?${q}`, method: "GET", path: `${list}?${q}`, status: 400 });
    }
  }
  for (const q of ["pageSize=0", "pageSize=201", "pageSize=x", "cursor=no-such-doc", "cursor=a.b"]) {
    cases.push({
      name: `/payments?${q}`,
      method: "GET",
      path: `/payments?${q}`,
      token: admin.idToken,
      status: 400,
    });
  }

  // 10. Bodies that are not JSON or too large, and unknown routes.
  cases.push(
    {
      name: "order as text/plain",
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      raw: JSON.stringify(good),
      contentType: "text/plain",
      status: 415,
    },
    {
      name: "order as a form",
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      raw: `productId=${productId}&quantity=3&address=x&phone=5550100`,
      contentType: "application/x-www-form-urlencoded",
      status: 415,
    },
    {
      name: "feedback as XML",
      method: "POST",
      path: "/feedback",
      token: alice.idToken,
      raw: "<star>5</star>",
      contentType: "application/xml",
      status: 415,
    },
    {
      name: "a 100 KB contact message",
      method: "POST",
      path: "/messages",
      body: { ...message, message: "x".repeat(100_000) },
      status: 413,
    },
    {
      name: "a 100 KB order",
      method: "POST",
      path: "/purchase",
      token: alice.idToken,
      body: { ...good, address: "x".repeat(100_000) },
      status: 413,
    },
    { name: "unknown route", method: "GET", path: "/nothing-here", status: 404 },
    { name: "unknown method on a known path", method: "PATCH", path: "/products", status: 404 },
    { name: "DELETE /users", method: "DELETE", path: "/users", token: admin.idToken, status: 404 },
  );
  return cases;
}

async function authState(users: TestUser[]): Promise<string[]> {
  return Promise.all(
    users.map(async (u) => {
      const r = await auth.getUser(u.uid);
      return JSON.stringify([r.uid, r.email, r.displayName, r.photoURL, r.disabled, r.customClaims ?? null]);
    }),
  );
}

/** Runs the calls a few at a time, as several clients would (the API's one worker takes them together). */
async function runAll(cases: Case[], parallel = 6) {
  const answers: { c: Case; status: number; body: unknown; text: string }[] = [];
  for (let i = 0; i < cases.length; i += parallel) {
    const batch = cases.slice(i, i + parallel);
    answers.push(
      ...(await Promise.all(
        batch.map(async (c) => {
          const a = await call(c.method, c.path, c);
          return { c, status: a.status, body: a.body, text: a.text };
        }),
      )),
    );
  }
  return answers;
}

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([
    signInAdmin(),
    registeredCustomer("Alice Corpus"),
    registeredCustomer("Bob Corpus"),
  ]);
  productId = await createTestProduct({ minimumOrder: 1, availableOrder: 50 });
  const order = async () => {
    const res = await call<{ insertedId: string }>("POST", "/purchase", {
      token: alice.idToken,
      body: { productId, quantity: 2, address: "1 Test Road, Springfield, IL 62701", phone: "555-0100" },
    });
    return res.body.insertedId;
  };
  unpaidId = await order();
  paidId = await order();
  await markPaid(paidId);
  await settleShownStock(productId);
  // The paid purchase's own background writes done: its invoice number, then the search index
  // with it (on a loaded machine they came after the quiet 10 s settledSnapshot waits for).
  await vi.waitFor(
    async () => {
      const payment = await docData("payments", paidId);
      const number = payment?.invoiceNumber;
      const terms = payment?.searchTerms;
      if (typeof number !== "string" || !Array.isArray(terms) || !terms.includes(number))
        throw new Error(`payments/${paidId} is not numbered and indexed yet`);
    },
    { timeout: 120_000, interval: 500 },
  );
}, 240_000);

/** The last snapshot a test saw settle and left unchanged (see settledSnapshot). */
let lastSettled: Record<string, string> | undefined;

/**
 * The whole database once nothing changes it any more: triggers of the tests that ran before this
 * file (a refund's search index, the figures, invoice numbers and the index update they cause)
 * may still be writing for a while. Waits until five polls in a row (about 10 s) see the same,
 * unless the database is still exactly as an earlier test of this file saw it settled.
 */
async function settledSnapshot(): Promise<Record<string, string>> {
  let last = await snapshotCollections(COLLECTIONS);
  // Still the state an earlier test saw settle and then changed nothing in: settled already.
  if (lastSettled && isDeepStrictEqual(last, lastSettled)) return last;
  let unchanged = 0;
  return vi.waitFor(
    async () => {
      const now = await snapshotCollections(COLLECTIONS);
      unchanged = isDeepStrictEqual(now, last) ? unchanged + 1 : 0;
      last = now;
      if (unchanged < 5) throw new Error("background writes may still be changing the database");
      return now;
    },
    { timeout: 150_000, interval: 2_000 },
  );
}

describe("malformed and unauthorised requests", () => {
  it("answers every one of at least 200 with a JSON 4xx and changes nothing", async () => {
    const cases = corpus();
    expect(cases.length).toBeGreaterThanOrEqual(200);
    console.info(`bad-input corpus: ${cases.length} requests`);
    const before = await settledSnapshot();
    const authBefore = await authState([admin, alice, bob]);

    const answers = await runAll(cases);

    const problems = answers.flatMap(({ c, status, body, text }) => {
      const shapeOk =
        typeof body === "object" &&
        body !== null &&
        "error" in body &&
        typeof (body as { error: { code?: unknown } }).error.code === "string" &&
        typeof (body as { error: { message?: unknown } }).error.message === "string";
      const statusOk = c.status === undefined ? status >= 400 && status < 500 : status === c.status;
      return statusOk && shapeOk ? [] : [`${c.name}: ${status} ${text.slice(0, 160)}`];
    });
    expect(problems).toEqual([]);
    expect(answers.filter((a) => a.status >= 500)).toHaveLength(0);

    expect(await snapshotCollections(COLLECTIONS)).toEqual(before);
    expect(await authState([admin, alice, bob])).toEqual(authBefore);
    lastSettled = before;
  }, 240_000);

  it("answers malformed JSON with 400 and changes nothing", async () => {
    const before = await settledSnapshot();
    const bodies = [
      '{"productId":',
      "{productId: 'x'}",
      '{"a":1}}',
      "nul",
      "[1,2",
      '"just a string"',
      "42",
      "null",
      "true",
    ];
    for (const raw of bodies) {
      const res = await call("POST", "/purchase", { token: alice.idToken, raw });
      // The Cloud Functions runtime (and its emulator) parses JSON before the function runs and
      // answers parse errors itself; our own JSON answer for this case is covered in app.api.test.ts.
      expect(res.status, raw).toBe(400);
    }
    expect(await snapshotCollections(COLLECTIONS)).toEqual(before);
  });
});

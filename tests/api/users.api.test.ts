import { beforeAll, describe, expect, it } from "vitest";
import type { UserProfile, WithId } from "@shop/domain";
import { createCustomer, setClaims, signIn, type TestUser } from "../support/auth.js";
import { DEMO_ACCOUNTS } from "../support/env.js";
import { auth, docData } from "../support/admin-sdk.js";
import { startImageServer } from "../support/image-server.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

const enc = encodeURIComponent;
let admin: TestUser;

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("PUT /users/:email", () => {
  it("creates the caller's profile from the token: customer role, token name, never the body's role", async () => {
    const user = await createCustomer("Nora New");
    const res = await call<WithId<UserProfile>>("PUT", `/users/${enc(user.email)}`, {
      token: user.idToken,
      body: {
        email: user.email,
        role: "admin",
        disabled: true,
        displayName: "Ignored Because Token Has One",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: user.uid,
      email: user.email,
      displayName: "Nora New",
      photoURL: "",
      role: "customer",
      disabled: false,
    });
    expect(typeof res.body.createdAt).toBe("number");
    const stored = await docData("users", user.uid);
    expect(stored?.role).toBe("customer");
    expect(stored?.email).toBe(user.email);
  });

  it("takes the body's display name when the token has none yet (right after signup)", async () => {
    const user = await createCustomer("");
    const res = await call<WithId<UserProfile>>("PUT", `/users/${enc(user.email)}`, {
      token: user.idToken,
      body: { displayName: "Signed Up Sam" },
    });
    expect(res.status).toBe(200);
    expect(res.body.displayName).toBe("Signed Up Sam");
  });

  it("keeps an existing role and creation time when called again", async () => {
    const user = await registeredCustomer("Repeat Rita");
    const first = await docData("users", user.uid);
    const again = await call<WithId<UserProfile>>("PUT", `/users/${enc(user.email)}`, {
      token: user.idToken,
      body: { role: "admin" },
    });
    expect(again.status).toBe(200);
    expect(again.body.role).toBe("customer");
    const second = await docData("users", user.uid);
    expect(second?.createdAt).toEqual(first?.createdAt);
  });

  it("keeps the seeded admin's role", async () => {
    const res = await call<WithId<UserProfile>>("PUT", `/users/${enc(DEMO_ACCOUNTS.admin.email)}`, {
      token: admin.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe("admin");
  });

  it("accepts the email in any case", async () => {
    const user = await createCustomer("Case Carl");
    const res = await call("PUT", `/users/${enc(user.email.toUpperCase())}`, { token: user.idToken });
    expect(res.status).toBe(200);
  });

  it("refuses another user's email with 403", async () => {
    const user = await createCustomer();
    const res = await call("PUT", `/users/${enc(DEMO_ACCOUNTS.customer.email)}`, { token: user.idToken });
    expectError(res, 403, "permission-denied", "You can only sign in as yourself");
  });

  it("needs a valid token (401) and a valid email (400)", async () => {
    const user = await createCustomer();
    expectError(
      await call("PUT", `/users/${enc(user.email)}`),
      401,
      "unauthenticated",
      "Please log in to continue",
    );
    expectError(
      await call("PUT", `/users/${enc(user.email)}`, { token: `${user.idToken.slice(0, -4)}abcd` }),
      401,
      "unauthenticated",
      "Your session has expired. Please log in again",
    );
    expectError(
      await call("PUT", `/users/not-an-email`, { token: user.idToken }),
      400,
      "invalid-argument",
      "Provide a valid email",
    );
  });
});

describe("GET /admin/:email", () => {
  it("answers false for a customer asking about themself", async () => {
    const user = await createCustomer();
    const res = await call("GET", `/admin/${enc(user.email)}`, { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ admin: false });
  });

  it("answers true for the admin", async () => {
    const res = await call("GET", `/admin/${enc(admin.email)}`, { token: admin.idToken });
    expect(res.body).toEqual({ admin: true });
  });

  it("refuses a customer asking about somebody else with 403", async () => {
    const user = await createCustomer();
    const res = await call("GET", `/admin/${enc(admin.email)}`, { token: user.idToken });
    expectError(res, 403, "permission-denied", "You can only ask about your own account");
  });

  it("lets an admin ask about anybody (404 for an unknown email)", async () => {
    const user = await createCustomer();
    expect((await call("GET", `/admin/${enc(user.email)}`, { token: admin.idToken })).body).toEqual({
      admin: false,
    });
    expectError(
      await call("GET", `/admin/nobody-${Date.now()}@example.com`, { token: admin.idToken }),
      404,
      "not-found",
      "No user with this email",
    );
  });

  it("needs a token", async () => {
    expectError(await call("GET", `/admin/${enc(admin.email)}`), 401, "unauthenticated");
  });
});

describe("GET /users", () => {
  it("lists users with email, role, name, disabled and _id for admins", async () => {
    const user = await registeredCustomer("Listed Lee");
    const res = await call<WithId<UserProfile>[]>("GET", "/users", { token: admin.idToken });
    expect(res.status).toBe(200);
    const row = res.body.find((u) => u._id === user.uid);
    expect(row).toEqual({
      _id: user.uid,
      email: user.email,
      role: "customer",
      displayName: "Listed Lee",
      disabled: false,
    });
    expect(res.body.find((u) => u.email === DEMO_ACCOUNTS.admin.email)?.role).toBe("admin");
  });

  it("is for admins only", async () => {
    const user = await createCustomer();
    expectError(
      await call("GET", "/users", { token: user.idToken }),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expectError(await call("GET", "/users"), 401, "unauthenticated");
  });
});

describe("PUT /users/admin/:email", () => {
  it("merges admin (and the role admin) into the existing claims, records the role and bumps claimsUpdatedAt", async () => {
    const user = await registeredCustomer("Promoted Pat");
    await setClaims(user, { tier: "gold" });
    const before = await docData("users", user.uid);
    const res = await call("PUT", `/users/admin/${enc(user.email)}`, { token: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ modifiedCount: 1 });
    const record = await auth.getUser(user.uid);
    // Issue 52: the staff role admin, with the spec's admin claim.
    expect(record.customClaims).toEqual({ tier: "gold", admin: true, role: "admin" });
    const after = await docData("users", user.uid);
    expect(after?.role).toBe("admin");
    expect((after?.claimsUpdatedAt as { toMillis(): number }).toMillis()).toBeGreaterThan(
      (before?.claimsUpdatedAt as { toMillis(): number }).toMillis(),
    );
    // The promoted user's refreshed token carries the claim: admin routes open up.
    const refreshed = await signIn(user.email, user.password);
    expect((await call("GET", "/users", { token: refreshed.idToken })).status).toBe(200);
  });

  it("answers modifiedCount 0 for an admin", async () => {
    const res = await call("PUT", `/users/admin/${enc(admin.email)}`, { token: admin.idToken });
    expect(res.body).toEqual({ modifiedCount: 0 });
  });

  it("creates the profile of an account that never called PUT /users", async () => {
    const user = await createCustomer("No Profile Pia");
    expect((await call("PUT", `/users/admin/${enc(user.email)}`, { token: admin.idToken })).body).toEqual({
      modifiedCount: 1,
    });
    expect(await docData("users", user.uid)).toMatchObject({
      email: user.email,
      displayName: "No Profile Pia",
      role: "admin",
      disabled: false,
    });
  });

  it("answers 404 for an unknown email and 400 for a malformed one", async () => {
    expectError(
      await call("PUT", `/users/admin/ghost-${Date.now()}@example.com`, { token: admin.idToken }),
      404,
      "not-found",
      "No user with this email",
    );
    expectError(
      await call("PUT", `/users/admin/ghost`, { token: admin.idToken }),
      400,
      "invalid-argument",
      "Provide a valid email",
    );
  });

  it("refuses customers with 403 and changes nothing", async () => {
    const user = await registeredCustomer();
    const res = await call("PUT", `/users/admin/${enc(user.email)}`, { token: user.idToken });
    expectError(res, 403, "permission-denied", "Only admins may do this");
    expect((await auth.getUser(user.uid)).customClaims?.admin).toBeUndefined();
    expect((await docData("users", user.uid))?.role).toBe("customer");
  });
});

describe("PUT /users/:uid/disabled", () => {
  it("disables an account (its tokens stop working) and enables it again", async () => {
    const user = await registeredCustomer();
    const off = await call("PUT", `/users/${user.uid}/disabled`, {
      token: admin.idToken,
      body: { disabled: true },
    });
    expect(off.body).toEqual({ modifiedCount: 1 });
    expect((await auth.getUser(user.uid)).disabled).toBe(true);
    expect((await docData("users", user.uid))?.disabled).toBe(true);
    expectError(
      await call("GET", `/admin/${enc(user.email)}`, { token: user.idToken }),
      401,
      "unauthenticated",
      "Your session has expired. Please log in again",
    );
    expect(
      (await call("PUT", `/users/${user.uid}/disabled`, { token: admin.idToken, body: { disabled: true } }))
        .body,
    ).toEqual({ modifiedCount: 0 });

    const on = await call("PUT", `/users/${user.uid}/disabled`, {
      token: admin.idToken,
      body: { disabled: false },
    });
    expect(on.body).toEqual({ modifiedCount: 1 });
    expect((await auth.getUser(user.uid)).disabled).toBe(false);
    expect((await docData("users", user.uid))?.disabled).toBe(false);
    const back = await signIn(user.email, user.password);
    expect((await call("GET", `/admin/${enc(user.email)}`, { token: back.idToken })).status).toBe(200);
  });

  it("does not let an admin disable themself", async () => {
    const res = await call("PUT", `/users/${admin.uid}/disabled`, {
      token: admin.idToken,
      body: { disabled: true },
    });
    expectError(res, 409, "conflict", "You cannot disable your own account");
    expect((await auth.getUser(admin.uid)).disabled).toBe(false);
  });

  it("validates the id and the body, and 404s unknown accounts", async () => {
    const user = await registeredCustomer();
    expectError(
      await call("PUT", `/users/${user.uid}/disabled`, { token: admin.idToken, body: { disabled: "yes" } }),
      400,
      "invalid-argument",
      "disabled must be true or false",
    );
    expectError(
      await call("PUT", `/users/${user.uid}/disabled`, { token: admin.idToken }),
      400,
      "invalid-argument",
      "disabled must be true or false",
    );
    expectError(
      await call("PUT", `/users/no-such-uid-${Date.now()}/disabled`, {
        token: admin.idToken,
        body: { disabled: true },
      }),
      404,
      "not-found",
      "No user with this id",
    );
    expectError(
      await call("PUT", `/users/${enc("a.b")}/disabled`, { token: admin.idToken, body: { disabled: true } }),
      400,
      "invalid-argument",
      "User id is not valid",
    );
  });

  it("is for admins only", async () => {
    const user = await registeredCustomer();
    const other = await registeredCustomer();
    expectError(
      await call("PUT", `/users/${other.uid}/disabled`, { token: user.idToken, body: { disabled: true } }),
      403,
      "permission-denied",
    );
    expect((await auth.getUser(other.uid)).disabled).toBe(false);
  });
});

describe("PATCH /users/me", () => {
  it("updates the Auth account and the profile", async () => {
    const user = await registeredCustomer("Old Name");
    const images = await startImageServer();
    const res = await call<WithId<UserProfile>>("PATCH", "/users/me", {
      token: user.idToken,
      body: { displayName: "  New Name ", photoURL: images.url("/gimbal.png"), role: "admin" },
    }).finally(() => images.close());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user.uid, displayName: "New Name", role: "customer" });
    // The photo was fetched into the shop's bucket (image-rehost.api.test.ts).
    expect(res.body.photoURL).toContain(encodeURIComponent(`users/${user.uid}/avatar`));
    const record = await auth.getUser(user.uid);
    expect(record.displayName).toBe("New Name");
    expect(record.photoURL).toBe(res.body.photoURL);
    expect(await docData("users", user.uid)).toMatchObject({ displayName: "New Name", role: "customer" });
  });

  it("validates with the profile schema's messages", async () => {
    const user = await registeredCustomer();
    expectError(
      await call("PATCH", "/users/me", { token: user.idToken, body: { displayName: "  " } }),
      400,
      "invalid-argument",
      "Name is required",
    );
    expectError(
      await call("PATCH", "/users/me", {
        token: user.idToken,
        body: { displayName: "A", photoURL: "javascript:x" },
      }),
      400,
      "invalid-argument",
      "Photo must be a URL",
    );
    expectError(await call("PATCH", "/users/me", { body: { displayName: "A" } }), 401, "unauthenticated");
  });
});

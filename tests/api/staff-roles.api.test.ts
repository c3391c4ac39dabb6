/**
 * Issue 52: the owner gives and takes staff roles (PUT /users/:uid/role); a change takes effect at
 * once (the account's older ID tokens are refused); Make an Admin grants the admin role; a
 * support member refunds at most SUPPORT_REFUND_LIMIT (default 10000) of one order.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_SUPPORT_REFUND_LIMIT,
  ROLE_DENIED_MESSAGE,
  staffClaims,
  type AuditPage,
  type OrderAnswer,
  type StaffRole,
  type UserSummary,
} from "@shop/domain";
import { createCustomer, setClaims, signIn, type TestUser } from "../support/auth.js";
import { auth, createTestProduct, docData } from "../support/admin-sdk.js";
import {
  createUnpaidPurchase,
  payWithCard,
  paymentIntentIdOf,
  readPurchase,
  SETTLE,
  SLOW_EMULATOR_MS,
  stripe,
} from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let owner: TestUser;

beforeAll(async () => {
  owner = await signInAdmin();
});

const setRole = (by: TestUser, uid: string, role: StaffRole | null, key?: string) =>
  call<{ modifiedCount: number }>("PUT", `/users/${uid}/role`, {
    token: by.idToken,
    body: { role },
    ...(key && { headers: { "Idempotency-Key": key } }),
  });

/** The token's sign-in second (auth_time): a revocation in that same second would not reach it. */
function authTimeOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    auth_time: number;
  };
  return payload.auth_time;
}

async function afterSignInSecond(user: TestUser): Promise<void> {
  const second = authTimeOf(user.idToken);
  await vi.waitFor(() => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(second), {
    timeout: 5_000,
    interval: 50,
  });
}

describe("PUT /users/:uid/role", () => {
  it("gives a role at once: the old token is refused, a new one acts in the role's areas only", async () => {
    const user = await createCustomer("Future Manager");
    await afterSignInSecond(user);
    const key = `role-${user.uid}`;
    const first = await setRole(owner, user.uid, "manager", key);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ modifiedCount: 1 });
    const again = await setRole(owner, user.uid, "manager", key);
    expect(again.body).toEqual({ modifiedCount: 1 });
    expect(again.headers.get("idempotent-replayed")).toBe("true");

    expectError(await call("GET", "/users/me", { token: user.idToken }), 401, "unauthenticated");
    const claims = (await auth.getUser(user.uid)).customClaims;
    expect(claims).toEqual({ role: "manager" });
    expect(await docData("users", user.uid)).toMatchObject({ role: "customer", staffRole: "manager" });

    const manager = await signIn(user.email, user.password);
    expect((await call("GET", "/promo-codes", { token: manager.idToken })).status).toBe(200);
    expectError(
      await call("GET", "/disputes", { token: manager.idToken }),
      403,
      "permission-denied",
      ROLE_DENIED_MESSAGE,
    );

    await afterSignInSecond(manager);
    expect((await setRole(owner, user.uid, null)).body).toEqual({ modifiedCount: 1 });
    expectError(await call("GET", "/promo-codes", { token: manager.idToken }), 401, "unauthenticated");
    const customer = await signIn(user.email, user.password);
    expectError(
      await call("GET", "/promo-codes", { token: customer.idToken }),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expect(await docData("users", user.uid)).not.toHaveProperty("staffRole");
  });

  it("is the owner's alone: an admin and a customer are refused, the owner's own role stays", async () => {
    const target = await createCustomer("Target");
    const admin = await setClaims(await createCustomer("Plain Admin"), staffClaims({}, "admin"));
    expectError(await setRole(admin, target.uid, "support"), 403, "permission-denied", ROLE_DENIED_MESSAGE);
    expectError(
      await setRole(target, target.uid, "owner"),
      403,
      "permission-denied",
      "Only admins may do this",
    );
    expectError(await setRole(owner, owner.uid, null), 409, "conflict", "You cannot change your own role");
    const bad = await call("PUT", `/users/${target.uid}/role`, {
      token: owner.idToken,
      body: { role: "janitor" },
    });
    expect(bad.status).toBe(400);
    expect((await auth.getUser(target.uid)).customClaims ?? {}).toEqual({});
  });

  it("keeps the legacy admin claim consistent and the account's other claims", async () => {
    const user = await setClaims(await createCustomer("Legacy Admin"), { admin: true, tier: "gold" });
    expect((await setRole(owner, user.uid, "support")).status).toBe(200);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ tier: "gold", role: "support" });
    expect((await setRole(owner, user.uid, "admin")).status).toBe(200);
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ tier: "gold", role: "admin", admin: true });
  });
});

describe("PUT /users/admin/:email (the spec's Make an Admin)", () => {
  it("grants the admin role, shown in All Users beside the spec's role", async () => {
    const user = await createCustomer("Made Admin");
    const made = await call<{ modifiedCount: number }>(
      "PUT",
      `/users/admin/${encodeURIComponent(user.email)}`,
      {
        token: owner.idToken,
      },
    );
    expect(made.body).toEqual({ modifiedCount: 1 });
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ admin: true, role: "admin" });
    const list = await call<UserSummary[]>("GET", `/users?q=${encodeURIComponent(user.email)}`, {
      token: owner.idToken,
    });
    expect(list.body.find((u) => u._id === user.uid)).toMatchObject({ role: "admin", staffRole: "admin" });
    const support = await setClaims(await createCustomer("Support"), staffClaims({}, "support"));
    expectError(
      await call("PUT", `/users/admin/${encodeURIComponent(support.email)}`, { token: support.idToken }),
      403,
      "permission-denied",
      ROLE_DENIED_MESSAGE,
    );
  });
});

describe("SUPPORT_REFUND_LIMIT", () => {
  it(
    "lets support refund an order up to the limit, refuses more, and leaves admins unlimited",
    async () => {
      const buyer = await createCustomer("Refund Limit Buyer");
      const support = await setClaims(await createCustomer("Support Refunds"), staffClaims({}, "support"));
      const admin = await setClaims(await createCustomer("Admin Refunds"), staffClaims({}, "admin"));
      const big = await createUnpaidPurchase(buyer, { priceCents: DEFAULT_SUPPORT_REFUND_LIMIT + 2 });
      const small = await createUnpaidPurchase(buyer, { priceCents: 4_998 });
      await Promise.all([payWithCard(buyer, big), payWithCard(buyer, small)]);
      const refund = (by: TestUser, id: string) =>
        call<{ modifiedCount: number }>("POST", `/purchase/${id}/refund`, { token: by.idToken, body: {} });

      expectError(await refund(support, big), 403, "permission-denied", ROLE_DENIED_MESSAGE);
      expect((await readPurchase(big)).state).toBe("paid");
      expect((await refund(support, small)).body).toMatchObject({ modifiedCount: 1 });
      // The trail (issue 52 item 4): the refund's entry, written with it; none for the refused one.
      const trail = await call<AuditPage>("GET", `/audit?person=${support.uid}&kind=refund`, {
        token: owner.idToken,
      });
      expect(trail.body.items).toHaveLength(1);
      expect(trail.body.items[0]).toMatchObject({
        actorRole: "support",
        path: `purchases/${small}`,
        before: { state: "paid" },
        after: { state: "refunded", amountCents: 4_998 },
      });
      expect((await refund(admin, big)).body).toMatchObject({ modifiedCount: 1 });
      expect((await readPurchase(big)).state).toBe("refunded");
    },
    SLOW_EMULATOR_MS,
  );
});

describe("SUPPORT_REFUND_LIMIT on returns", () => {
  it(
    "refuses support the receipt of a return whose refund would pass the limit; the owner receives it",
    async () => {
      const buyer = await registeredCustomer("Return Limit Buyer");
      const support = await setClaims(await createCustomer("Support Returns"), staffClaims({}, "support"));
      const productId = await createTestProduct({ priceCents: 6_000, minimumOrder: 0, availableOrder: 10 });
      const placed = await call<{ orderId: string }>("POST", "/orders", {
        token: buyer.idToken,
        body: {
          items: [{ productId, quantity: 2 }],
          address: "5 Return Road, Springfield, IL 62701",
          phone: "+1 555 0133",
        },
      });
      expect(placed.status, placed.text).toBe(201);
      const { orderId } = placed.body;
      const intent = await call<{ clientSecret: string }>("POST", `/orders/${orderId}/payment-intent`, {
        token: buyer.idToken,
      });
      await stripe.paymentIntents.confirm(paymentIntentIdOf(intent.body.clientSecret), {
        payment_method: "pm_card_visa",
      });
      const line = await vi.waitFor(async () => {
        const order = await call<OrderAnswer>("GET", `/orders/${orderId}`, { token: buyer.idToken });
        expect(order.body.state).toBe("paid");
        return order.body.lines[0]?.purchaseId ?? "";
      }, SETTLE);
      const shipped = await call("PUT", `/purchase/${line}`, {
        token: owner.idToken,
        body: { carrier: "DHL" },
      });
      expect(shipped.status, shipped.text).toBe(200);
      const asked = await call<{ returnId: string }>("POST", `/purchase/${line}/returns`, {
        token: buyer.idToken,
        body: { quantity: 2, reason: "Damaged" },
      });
      expect(asked.status, asked.text).toBe(201);
      const act = (by: TestUser, action: string) =>
        call<{ state: string }>("POST", `/returns/${asked.body.returnId}/${action}`, {
          token: by.idToken,
          body: {},
        });

      expect((await act(support, "approve")).status).toBe(200);
      expectError(await act(support, "receive"), 403, "permission-denied", ROLE_DENIED_MESSAGE);
      expect((await docData("returns", asked.body.returnId))?.state).toBe("approved");
      const received = await act(owner, "receive");
      expect(received.status, received.text).toBe(200);
      expect(received.body.state).toBe("refunded");
    },
    SLOW_EMULATOR_MS,
  );
});

/**
 * Issue 52: the audit trail. Each staff change (a role, a product's prices or stock, a promo code
 * made or turned on/off, an account disabled or erased, Make an Admin, a shipping zone, a shipment,
 * a return's decision; refunds: staff-roles.api.test.ts) writes one entry with the change (who,
 * role, what, which document, before and after, when, from where, kept two years); a refused or
 * repeated change writes none.
 * GET /audit filters by person, kind and days; GET /audit/export.csv gives the same as CSV; owners only.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AUDIT_KEEP_MS,
  ROLE_DENIED_MESSAGE,
  staffClaims,
  type AuditAnswer,
  type AuditPage,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { createCustomer, setClaims, type TestUser } from "../support/auth.js";
import { createTestProduct, markPaid } from "../support/admin-sdk.js";
import { createUnpaidPurchase } from "../support/payments.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let owner: TestUser;
let manager: TestUser;

beforeAll(async () => {
  owner = await signInAdmin();
  manager = await setClaims(await createCustomer("Audit Manager"), staffClaims({}, "manager"));
});

const enc = encodeURIComponent;

async function trail(query: string, by: TestUser = owner): Promise<AuditAnswer[]> {
  const res = await call<AuditPage>("GET", `/audit?${query}`, { token: by.idToken });
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

describe("the trail of staff changes", () => {
  it("records a role change with who, role, document, before and after, when and from where", async () => {
    const user = await createCustomer("Audited Hire");
    const started = Date.now();
    const res = await call("PUT", `/users/${user.uid}/role`, {
      token: owner.idToken,
      body: { role: "support" },
    });
    expect(res.status, res.text).toBe(200);
    const entries = await trail(`person=${owner.uid}&kind=role-change`);
    const entry = entries.find((e) => e.path === `users/${user.uid}`);
    expect(entry).toMatchObject({
      actorUid: owner.uid,
      actorEmail: owner.email,
      actorRole: "owner",
      kind: "role-change",
      before: { email: user.email, role: null },
      after: { email: user.email, role: "support" },
    });
    expect(entry?.at).toBeGreaterThanOrEqual(started - 1000);
    expect(entry?.expireAt).toBe((entry?.at ?? 0) + AUDIT_KEEP_MS);
    expect(entry?.ip).not.toBe("");
  });

  it("records a manager's price and stock changes, and nothing for a refused change", async () => {
    const productId = await createTestProduct({ priceCents: 1_250, availableOrder: 5 });
    const patch = (path: string, body: unknown) =>
      call("PATCH", `/products/${productId}${path}`, { token: manager.idToken, body });
    expect((await patch("", { prices: { usd: 1_490 } })).status).toBe(200);
    expect((await patch("/stock", { availableOrder: 9 })).status).toBe(200);
    // Refused inside the change's transaction (at most the minimum order): neither change nor entry.
    expect((await patch("", { maxPerOrder: 1, prices: { usd: 9_999 } })).status).toBe(400);

    const entries = (await trail(`person=${enc(manager.email)}`)).filter(
      (e) => e.path === `products/${productId}`,
    );
    expect(entries.map((e) => e.kind)).toEqual(["product-stock", "product-prices"]);
    expect(entries[0]).toMatchObject({
      actorRole: "manager",
      before: { available: 5 },
      after: { available: 9 },
    });
    expect(entries[1]).toMatchObject({ before: { usd: 1_250 }, after: { usd: 1_490 } });
  });

  it("records a new promo code, filters by kind and day, and exports the same as CSV", async () => {
    const code = `AUDIT${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;
    const created = await call("POST", "/promo-codes", {
      token: manager.idToken,
      body: { code, percentOff: 15 },
    });
    expect(created.status, created.text).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const [entry] = await trail(`person=${manager.uid}&kind=promo-create&from=${today}&to=${today}`);
    expect(entry).toMatchObject({
      path: `promoCodes/${code}`,
      before: null,
      after: { code, percentOff: 15 },
    });
    expect(await trail(`person=${manager.uid}&from=2099-01-01`)).toEqual([]);
    expect(await trail(`person=${manager.uid}&kind=refund`)).toEqual([]);

    const csv = await call("GET", `/audit/export.csv?person=${manager.uid}&kind=promo-create`, {
      token: owner.idToken,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("at,actorEmail,actorUid,actorRole,kind,path,before,after,ip");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${manager.uid},manager,promo-create,promoCodes/${code},`);
  });

  it("is the owner's alone, and has no way to change or delete an entry", async () => {
    const admin = await setClaims(await createCustomer("Audit Admin"), staffClaims({}, "admin"));
    expectError(
      await call("GET", "/audit", { token: admin.idToken }),
      403,
      "permission-denied",
      ROLE_DENIED_MESSAGE,
    );
    expectError(await call("GET", "/audit/export.csv", { token: manager.idToken }), 403, "permission-denied");
    expect(await trail("pageSize=1")).toHaveLength(1);
    const doc = await call<{ paths: Record<string, object> }>("GET", "/openapi.json");
    const auditPaths = Object.entries(doc.body.paths).filter(([path]) => path.startsWith("/audit"));
    expect(auditPaths.map(([path, item]) => [path, Object.keys(item)])).toEqual([
      ["/audit/export.csv", ["get"]],
      ["/audit", ["get"]],
    ]);
    expect((await call("GET", "/audit?kind=everything", { token: owner.idToken })).status).toBe(400);
  });
});

describe("every other kind of staff change", () => {
  /** The entries of `kind` about the document at `path`, oldest first. */
  async function entriesOf(kind: string, path: string): Promise<AuditAnswer[]> {
    return (await trail(`kind=${kind}&pageSize=200`)).filter((e) => e.path === path).reverse();
  }

  it("records a promo code turned off once, an account disabled and enabled, and Make an Admin", async () => {
    const code = `OFF${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;
    await call("POST", "/promo-codes", { token: manager.idToken, body: { code, percentOff: 5 } });
    for (let i = 0; i < 2; i += 1) {
      const off = await call("PATCH", `/promo-codes/${code}`, {
        token: manager.idToken,
        body: { active: false },
      });
      expect(off.status, off.text).toBe(200);
    }
    const promo = await entriesOf("promo-change", `promoCodes/${code}`);
    expect(promo).toHaveLength(1);
    expect(promo[0]).toMatchObject({
      actorRole: "manager",
      before: { active: true },
      after: { active: false },
    });

    const admin = await setClaims(await createCustomer("Audit Users Admin"), staffClaims({}, "admin"));
    const customer = await registeredCustomer("Audited Customer");
    for (const disabled of [true, false]) {
      const res = await call("PUT", `/users/${customer.uid}/disabled`, {
        token: admin.idToken,
        body: { disabled },
      });
      expect(res.status, res.text).toBe(200);
    }
    const access = await entriesOf("user-access", `users/${customer.uid}`);
    expect(access.map((e) => [e.before?.disabled, e.after?.disabled])).toEqual([
      [false, true],
      [true, false],
    ]);

    const promoted = await call("PUT", `/users/admin/${enc(customer.email)}`, { token: admin.idToken });
    expect(promoted.status, promoted.text).toBe(200);
    const [role] = await entriesOf("role-change", `users/${customer.uid}`);
    expect(role).toMatchObject({
      actorUid: admin.uid,
      actorRole: "admin",
      before: { email: customer.email, role: null },
      after: { email: customer.email, role: "admin" },
    });
  });

  it("records a shipping zone put and deleted, with its rates", async () => {
    const id = `audit-${randomUUID().slice(0, 8)}`;
    const zone = { name: "Audit Zone", countries: ["AQ"], rateCents: 4_000, freeOverCents: null };
    const put = await call("PUT", `/shipping-zones/${id}`, { token: manager.idToken, body: zone });
    expect(put.status, put.text).toBe(200);
    const deleted = await call("DELETE", `/shipping-zones/${id}`, { token: manager.idToken });
    expect(deleted.status, deleted.text).toBe(200);
    const entries = await entriesOf("shipping-zone", `shippingZones/${id}`);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [null, { name: "Audit Zone", countries: "AQ", rateCents: 4_000, freeOverCents: null }],
      [{ name: "Audit Zone", countries: "AQ", rateCents: 4_000, freeOverCents: null }, null],
    ]);
  });

  it("records a fulfilment member's shipment and a support member's decision on its return", async () => {
    const fulfilment = await setClaims(await createCustomer("Audit Packer"), staffClaims({}, "fulfilment"));
    const support = await setClaims(await createCustomer("Audit Support"), staffClaims({}, "support"));
    const buyer = await registeredCustomer("Audit Buyer");
    const purchaseId = await createUnpaidPurchase(buyer);
    await markPaid(purchaseId);
    const shipment = { carrier: "UPS", trackingNumber: "1ZAUDIT" };
    for (let i = 0; i < 2; i += 1) {
      const shipped = await call("PUT", `/purchase/${purchaseId}`, {
        token: fulfilment.idToken,
        body: shipment,
      });
      expect(shipped.status, shipped.text).toBe(200);
    }
    const shipments = await entriesOf("shipment", `purchases/${purchaseId}`);
    expect(shipments).toHaveLength(1);
    expect(shipments[0]).toMatchObject({
      actorRole: "fulfilment",
      before: { state: "paid", paymentShipped: false },
      after: { state: "shipped", paymentShipped: true, ...shipment },
    });

    const asked = await call<ReturnRequestedAnswer>("POST", `/purchase/${purchaseId}/returns`, {
      token: buyer.idToken,
      body: { quantity: 1, reason: "Changed my mind" },
    });
    expect(asked.status, asked.text).toBe(201);
    const approved = await call("POST", `/returns/${asked.body.returnId}/approve`, {
      token: support.idToken,
      body: {},
    });
    expect(approved.status, approved.text).toBe(200);
    const [decision] = await entriesOf("return-decision", `returns/${asked.body.returnId}`);
    expect(decision).toMatchObject({
      actorRole: "support",
      before: { state: "requested" },
      after: { state: "approved", rmaNumber: asked.body.rmaNumber },
    });
  });

  it("records an admin's erasure of an account without the person's data", async () => {
    const admin = await setClaims(await createCustomer("Audit Eraser"), staffClaims({}, "admin"));
    const customer = await registeredCustomer("Audit Erased");
    const erased = await call<{ erasureId: string }>("DELETE", `/users/${customer.uid}`, {
      token: admin.idToken,
    });
    expect(erased.status, erased.text).toBe(200);
    const [entry] = await entriesOf("user-erasure", `users/${customer.uid}`);
    expect(entry).toMatchObject({
      actorUid: admin.uid,
      before: null,
      after: { erasureId: erased.body.erasureId },
    });
    expect(JSON.stringify(entry)).not.toContain(customer.email);
  });

  it("records a manager's new product, its settings, page and variants", async () => {
    const name = `Audit Gimbal ${randomUUID().slice(0, 6)}`;
    const created = await call<{ insertedId: string }>("POST", "/products", {
      token: manager.idToken,
      body: {
        name,
        description: "A product for the audit trail's tests.",
        image: "/images/products/x1-bundle.svg",
        minimumOrder: 1,
        availableOrder: 4,
        priceCents: 3_000,
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.insertedId;
    const change = (method: string, path: string, body: unknown) =>
      call(method, `/products/${id}${path}`, { token: manager.idToken, body });
    expect((await change("PATCH", "", { maxPerOrder: 3 })).status).toBe(200);
    expect((await change("PATCH", "/low-stock", { lowStockThreshold: 2 })).status).toBe(200);
    expect((await change("PATCH", "/page", { seoTitle: "Audited title" })).status).toBe(200);
    const sku = `AUD-${randomUUID().slice(0, 6)}`.toUpperCase();
    const variants = await change("PUT", "/variants", {
      options: [],
      variants: [{ id: "default", sku }],
    });
    expect(variants.status, variants.text).toBe(200);

    const path = `products/${id}`;
    const entries = (await trail(`person=${manager.uid}&pageSize=200`))
      .filter((e) => e.path === path)
      .reverse();
    expect(entries.map((e) => e.kind)).toEqual([
      "product-create",
      "product-settings",
      "product-settings",
      "product-page",
      "product-variants",
    ]);
    expect(entries[0]?.after).toMatchObject({ name, priceCents: 3_000, available: 4, minimumOrder: 1 });
    expect(entries[1]).toMatchObject({ before: { maxPerOrder: null }, after: { maxPerOrder: 3 } });
    expect(entries[2]).toMatchObject({ before: { lowStockThreshold: 10 }, after: { lowStockThreshold: 2 } });
    expect(entries[3]).toMatchObject({ before: { seoTitle: null }, after: { seoTitle: "Audited title" } });
    expect(entries[4]?.after).toMatchObject({ options: "", skus: sku });
  });
});

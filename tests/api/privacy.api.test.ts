/**
 * Issue 50, the customer's own data on the live stack: the export of a customer with an order,
 * a return and a review holds each; their erasure is refused while the return is open; once it
 * is done, a search over every collection, the Storage bucket and the outbox finds their email
 * and uid only in the kept legal records, the invoice is intact (admins only) and the review
 * stays as 'A verified buyer'. A second erasure by an admin is harmless. The daily retention sweep,
 * run by the emulator clock, drops carts idle 90 days, expired idempotency answers and accounts
 * left unverified for 30 days, and nothing younger.
 */
import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  ERASURE_MESSAGES,
  EXPORT_FORMAT,
  INVOICE_PATHS,
  type ApiErrorBody,
  type ErasureAnswer,
  type OrderAnswer,
  type PersonalDataExport,
  type PlacedOrderAnswer,
  type ProductReviewPage,
  type ReturnRequestedAnswer,
} from "@shop/domain";
import { auth, createTestProduct } from "../support/admin-sdk.js";
import type { TestUser } from "../support/auth.js";
import { runScheduledFunction } from "../support/clock.js";
import { P, PROJECT_ID } from "../support/env.js";
import { getPdf, waitForMark } from "../support/invoices.js";
import { makePng } from "../support/png.js";
import { SLOW_EMULATOR_MS, adminDb, api, payOrderByCard } from "../support/payments.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `127.0.0.1:${P.storage}`;
const bucket = () => getStorage().bucket(`${PROJECT_ID}.appspot.com`);
const BUSY_WAIT = { timeout: 90_000, interval: 500 } as const;
const CONTACT = { address: "9 Privacy Lane, Springfield, IL 62701", phone: "+1 555 0150" };
/** Legal records, kept (marked erased) with the data the law requires. */
const KEPT = new Set([
  "orders",
  "purchases",
  "payments",
  "invoices",
  "creditNotes",
  "returns",
  "ledgerPayments",
  "ledgerRefunds",
  "disputes",
]);

let admin: TestUser;
beforeAll(async () => {
  admin = await signInAdmin();
}, SLOW_EMULATOR_MS);

/** A one-line order paid by card and shipped; its order id, purchase id and product. */
async function deliveredOrder(customer: TestUser) {
  const productId = await createTestProduct({
    name: `Privacy Gimbal ${Date.now()}`,
    priceCents: 4999,
    minimumOrder: 0,
    availableOrder: 20,
  });
  const placed = await api<PlacedOrderAnswer>("/orders", {
    method: "POST",
    user: customer,
    body: { items: [{ productId, quantity: 1 }], ...CONTACT },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { orderId } = placed.body;
  await payOrderByCard(customer, orderId);
  const order = await vi.waitFor(async () => {
    const res = await api<OrderAnswer>(`/orders/${orderId}`, { user: customer });
    expect(res.body.state).toBe("paid");
    return res.body;
  }, BUSY_WAIT);
  const purchaseId = order.lines[0]?.purchaseId ?? "";
  const ship = await api(`/purchase/${purchaseId}`, { method: "PUT", user: admin, body: { carrier: "DHL" } });
  expect(ship.status, JSON.stringify(ship.body)).toBe(200);
  return { orderId, purchaseId, productId };
}

/** Every stored document (top-level collections and products' reviews) that names `needles`, by collection. */
async function collectionsNaming(needles: string[]): Promise<Set<string>> {
  const db = adminDb();
  const found = new Set<string>();
  const check = (collection: string, path: string, data: unknown) => {
    const text = `${path} ${JSON.stringify(data)}`.toLowerCase();
    if (needles.some((n) => text.includes(n.toLowerCase()))) found.add(collection);
  };
  for (const c of await db.listCollections()) {
    for (const d of (await c.get()).docs) check(c.id, d.ref.path, d.data());
  }
  for (const d of (await db.collectionGroup("reviews").get()).docs) check("reviews", d.ref.path, d.data());
  return found;
}

describe("the customer's own data", () => {
  it(
    "exports an order, a return and a review; refuses erasure during the return; then erases everything but the legal records",
    async () => {
      const customer = await registeredCustomer("Petra Privacy");
      await bucket().file(`users/${customer.uid}/avatar`).save(makePng(8, 8), { contentType: "image/png" });
      const { orderId, purchaseId, productId } = await deliveredOrder(customer);
      const invoiceNumber = await waitForMark(purchaseId, "invoiceNumber");
      const review = await api(`/products/${productId}/reviews`, {
        method: "POST",
        user: customer,
        body: { star: 5, title: "Steady as a rock", text: "Smooth footage on every ride." },
      });
      expect(review.status, JSON.stringify(review.body)).toBe(201);
      const asked = await api<ReturnRequestedAnswer>(`/purchase/${purchaseId}/returns`, {
        method: "POST",
        user: customer,
        body: { quantity: 1, reason: "Changed my mind", comment: "" },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);

      const exported = await api<PersonalDataExport>("/users/me/export", { user: customer });
      expect(exported.status).toBe(200);
      const data = exported.body;
      expect(data.format).toBe(EXPORT_FORMAT);
      expect(data.profile?.email).toBe(customer.email);
      expect(data.orders.map((o) => o.id)).toEqual([orderId]);
      expect(data.orders[0]?.lines[0]?.purchaseId).toBe(purchaseId);
      expect(data.payments.map((p) => p.purchaseId)).toEqual([purchaseId]);
      expect(data.returns.map((r) => r.rmaNumber)).toEqual([asked.body.rmaNumber]);
      expect(data.reviews.map((r) => r.title)).toEqual(["Steady as a rock"]);
      expect(data.invoices).toEqual([
        { number: invoiceNumber, path: `/api${INVOICE_PATHS.invoice(orderId)}` },
      ]);
      expect(data.mails.length).toBeGreaterThan(0);
      expect(JSON.stringify(data)).not.toMatch(/pm_card|"card"|last4/);
      const forAdmin = await api<PersonalDataExport>(`/users/${customer.uid}/export`, { user: admin });
      expect(forAdmin.body.returns).toEqual(data.returns);

      const refused = await api<ApiErrorBody>("/users/me", { method: "DELETE", user: customer });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(ERASURE_MESSAGES.returning(asked.body.rmaNumber));
      const reject = await api(`/returns/${asked.body.returnId}/reject`, {
        method: "POST",
        user: admin,
        body: { reason: "Past use" },
      });
      expect(reject.status, JSON.stringify(reject.body)).toBe(200);

      const erased = await api<ErasureAnswer>("/users/me", { method: "DELETE", user: customer });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(erased.body.state).toBe("done");
      // Mails the last steps wrote (the rejection) may still be sent: a second run finds them too.
      const again = await api<ErasureAnswer & ApiErrorBody>(`/users/${customer.uid}`, {
        method: "DELETE",
        user: admin,
      });
      expect([200, 404]).toContain(again.status);

      const naming = await collectionsNaming([customer.uid, customer.email]);
      expect([...naming].filter((c) => !KEPT.has(c))).toEqual([]);
      const [files] = await bucket().getFiles({ prefix: `users/${customer.uid}/` });
      expect(files).toEqual([]);
      await expect(auth.getUser(customer.uid)).rejects.toThrow();

      const invoice = await getPdf(INVOICE_PATHS.invoice(orderId), admin);
      expect(invoice.status).toBe(200);
      expect((await adminDb().collection("invoices").doc(invoiceNumber).get()).get("erasedAt")).toEqual(
        expect.any(Number),
      );
      const reviews = await api<ProductReviewPage>(`/products/${productId}/reviews`);
      expect(reviews.body.items.map((r) => [r.name, r.title])).toEqual([
        [ERASURE_MESSAGES.erasedName, "Steady as a rock"],
      ]);
      const job = (await adminDb().collection("erasures").doc(erased.body.erasureId).get()).data();
      expect(job).toMatchObject({ state: "done", uid: null, email: null });
    },
    SLOW_EMULATOR_MS * 2,
  );

  it(
    "the retention sweep removes what outlived its time and keeps the rest",
    async () => {
      const db = adminDb();
      const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);
      const [idle, recent, expired, live] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await Promise.all([
        db.doc(`carts/${idle}`).set({ items: [{ productId: "p", quantity: 1 }], updatedAt: ago(91) }),
        db.doc(`carts/${recent}`).set({ items: [{ productId: "p", quantity: 1 }], updatedAt: ago(89) }),
        db.doc(`idempotencyKeys/${expired}`).set({ uid: "u", answer: null, expiresAt: ago(1) }),
        db.doc(`idempotencyKeys/${live}`).set({ uid: "u", answer: null, expiresAt: ago(-1) }),
      ]);
      const stale = `stale-${randomUUID().slice(0, 8)}`;
      const fresh = `fresh-${randomUUID().slice(0, 8)}`;
      const account = (uid: string, days: number) => ({
        uid,
        email: `${uid}@example.com`,
        emailVerified: false,
        passwordHash: Buffer.from("x"),
        metadata: {
          creationTime: new Date(Date.now() - days * 86_400_000).toUTCString(),
          lastSignInTime: "",
        },
        providerData: [{ uid: `${uid}@example.com`, email: `${uid}@example.com`, providerId: "password" }],
      });
      const imported = await auth.importUsers([account(stale, 31), account(fresh, 29)], {
        hash: { algorithm: "HMAC_SHA256", key: Buffer.from("k") },
      });
      expect(imported.failureCount, JSON.stringify(imported.errors)).toBe(0);

      expect(await runScheduledFunction("sweepRetention")).toBe(200);

      const exists = async (path: string) => (await db.doc(path).get()).exists;
      expect(await exists(`carts/${idle}`)).toBe(false);
      expect(await exists(`carts/${recent}`)).toBe(true);
      expect(await exists(`idempotencyKeys/${expired}`)).toBe(false);
      expect(await exists(`idempotencyKeys/${live}`)).toBe(true);
      await expect(auth.getUser(stale)).rejects.toThrow();
      expect((await auth.getUser(fresh)).uid).toBe(fresh);
    },
    SLOW_EMULATOR_MS,
  );
});

/**
 * Launch-day stock (functions/src/catalog) under random interleavings of orders, cancellations,
 * expiries and admin stock changes, which must never oversell or lose a piece; and the exact
 * figure admins read beside the shown one. Rounds of 14 requests, not a burst: runs in a lane.
 * The bursts of simultaneous orders are stock-buckets.api.test.ts (run alone).
 */
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, type Page, type Product, type WithId } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { bucketLevels, db, docData } from "../support/admin-sdk.js";
import { expiryCode } from "../support/functions-code.js";
import { call } from "./helpers/http.js";
import { launchCustomers, launchProduct, order, reserved } from "./helpers/launch-stock.js";
import { signInAdmin } from "./helpers/users.js";

let admin: TestUser;
let customers: TestUser[];

beforeAll(async () => {
  admin = await signInAdmin();
  // Each may hold only 3 unpaid purchases: enough buyers that the limit is never what refuses.
  customers = await launchCustomers("Interleaving Customer", 160);
}, 120_000);

describe("stock in buckets", () => {
  it("never oversells or loses a piece under random interleavings of orders, cancellations, expiries and stock changes", async () => {
    const productId = await launchProduct(admin, 60, 8);
    let putIn = 60;
    // A small deterministic generator, so a failure can be replayed.
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const open: { id: string; customer: TestUser }[] = [];
    for (let round = 0; round < 6; round += 1) {
      const ops: Promise<void>[] = [];
      for (let k = 0; k < 14; k += 1) {
        const customer = customers[Math.floor(random() * customers.length)] as TestUser;
        const r = random();
        if (r < 0.6) {
          const quantity = 2 + Math.floor(random() * 6);
          ops.push(
            order(customer, productId, quantity).then((a) => {
              expect([201, 409]).toContain(a.status);
              if (a.status === 201)
                open.push({ id: (a.body as { insertedId: string }).insertedId, customer });
            }),
          );
        } else if (r < 0.72 && open.length > 0) {
          // The hold ends and the purchase expires, as its task or the sweep runs it.
          const [victim] = open.splice(Math.floor(random() * open.length), 1);
          if (victim) ops.push(expire(victim.id));
        } else if (r < 0.85 && open.length > 0) {
          const [victim] = open.splice(Math.floor(random() * open.length), 1);
          if (victim) {
            ops.push(
              call("DELETE", `/purchase/${victim.id}`, { token: victim.customer.idToken }).then((a) => {
                expect(a.status).toBe(200);
              }),
            );
          }
        } else {
          const total = Math.floor(random() * 40);
          const buckets = 1 + Math.floor(random() * 10);
          ops.push(
            call<{ previous: number }>("PATCH", `/products/${productId}/stock`, {
              token: admin.idToken,
              body: { availableOrder: total, stockBuckets: buckets },
            }).then((a) => {
              expect(a.status).toBe(200);
              putIn += total - a.body.previous;
            }),
          );
        }
      }
      await Promise.all(ops);
      const levels = await bucketLevels(productId);
      expect(levels.every((n) => n >= 0)).toBe(true);
      expect(levels.reduce((a, b) => a + b, 0) + (await reserved(productId))).toBe(putIn);
    }
  }, 240_000);

  /**
   * Ends the purchase's hold and expires it with the functions' own service code. Whoever else
   * may expire it at the same moment (its Cloud Tasks task, the scheduled sweep: both run in this
   * emulator run as in production) is a legitimate rival, so the claim is the outcome: this call
   * expired it or found it already expired, and it was expired exactly once (one 'expired' entry
   * in its history; its pieces came back once, which the round's stock check proves).
   */
  async function expire(purchaseId: string): Promise<void> {
    // The hold is the order's (every purchase is a line of one): end it there and on the line.
    const ended = { holdUntil: Timestamp.fromMillis(Date.now() - 1000) };
    const line = db.collection(COLLECTIONS.purchases).doc(purchaseId);
    const orderId = (await line.get()).get("orderId") as string;
    await Promise.all([line.update(ended), db.collection(COLLECTIONS.orders).doc(orderId).update(ended)]);
    const { expirePurchase } = await expiryCode();
    const outcome = await expirePurchase(purchaseId);
    const after = await docData("purchases", purchaseId);
    const expiries = (after?.history as { state: string }[]).filter((h) => h.state === "expired");
    expect({ outcome, state: after?.state, expiries: expiries.length }).toEqual({
      outcome: outcome === "unchanged" ? "unchanged" : "expired",
      state: "expired",
      expiries: 1,
    });
  }

  it("shows admins the exact total and lets the shown figure follow the buckets", async () => {
    const productId = await launchProduct(admin, 30, 4);
    expect((await order(customers[2] as TestUser, productId, 7)).status).toBe(201);

    const exact = await call<Page<WithId<Product>>>("GET", "/products?pageSize=50&stock=exact", {
      token: admin.idToken,
    });
    expect(exact.status).toBe(200);
    expect(exact.headers.get("cache-control")).toContain("no-store");
    expect(exact.body.items.find((p) => p._id === productId)?.availableOrder).toBe(23);
    expect((await call("GET", "/products?stock=exact", { token: customers[2]?.idToken })).status).toBe(403);
    expect((await call("GET", "/products?stock=exact")).status).toBe(403);

    const one = await call<WithId<Product>>("GET", `/products/${productId}`);
    expect(one.body.availableOrder).toBe(23);

    // The grid's figure is refreshed by a task a few seconds after the order, not by the order.
    await expect
      .poll(async () => (await docData("products", productId))?.availableOrder, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(23);
  }, 60_000);
});

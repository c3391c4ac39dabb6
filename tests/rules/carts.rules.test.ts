/**
 * The cart (`carts/{uid}`): only its owner reads and writes it, in its exact shape; nobody else,
 * admins included. Orders are read by their owner and admins; promo codes and the open-order
 * lists are the server's alone.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { clearFirestore, dbOf, firestoreRulesEnv, IDENTITIES, seed } from "../support/rules-env.js";

const OWNER = IDENTITIES.owner.uid;
const OTHER = IDENTITIES.other.uid;
const items = [{ productId: "x1-bundle", quantity: 3 }];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("carts");
});

beforeEach(async () => {
  await clearFirestore(env);
  await seed(env, {
    [`carts/${OWNER}`]: { items, updatedAt: Timestamp.now() },
    "orders/o1": { userId: OWNER, state: "unpaid", lines: [], totalCents: 100 },
    "promoCodes/LAUNCH10": { code: "LAUNCH10", percentOff: 10, active: true },
    [`openOrders/${OWNER}`]: { open: ["order:o1"] },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("carts/{uid}", () => {
  it("lets its owner read, write (exact shape, server time) and delete it", async () => {
    const mine = doc(dbOf(env, "owner"), `carts/${OWNER}`);
    await assertSucceeds(getDoc(mine));
    await assertSucceeds(
      setDoc(mine, { items: [...items, { productId: "tripod", quantity: 2 }], updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(mine));
  });

  it("refuses another shape, a client time, and more than 20 lines", async () => {
    const mine = doc(dbOf(env, "owner"), `carts/${OWNER}`);
    await assertFails(setDoc(mine, { items, updatedAt: serverTimestamp(), priceCents: 1 }));
    await assertFails(setDoc(mine, { items, updatedAt: Timestamp.fromMillis(0) }));
    const many = Array.from({ length: 21 }, (_, i) => ({ productId: `p${i}`, quantity: 2 }));
    await assertFails(setDoc(mine, { items: many, updatedAt: serverTimestamp() }));
  });

  it("is closed to everybody else: another customer, an admin, a visitor", async () => {
    for (const who of ["other", "admin", "anonymous"] as const) {
      const theirs = doc(dbOf(env, who), `carts/${OWNER}`);
      await assertFails(getDoc(theirs));
      await assertFails(setDoc(theirs, { items, updatedAt: serverTimestamp() }));
      await assertFails(deleteDoc(theirs));
    }
    await assertFails(
      setDoc(doc(dbOf(env, "other"), `carts/${OTHER}-not-mine`), { items, updatedAt: serverTimestamp() }),
    );
  });
});

describe("orders, promo codes, open orders", () => {
  it("lets the owner and admins read an order, and nobody write it", async () => {
    await assertSucceeds(getDoc(doc(dbOf(env, "owner"), "orders/o1")));
    await assertSucceeds(getDoc(doc(dbOf(env, "admin"), "orders/o1")));
    await assertFails(getDoc(doc(dbOf(env, "other"), "orders/o1")));
    await assertFails(setDoc(doc(dbOf(env, "owner"), "orders/o1"), { state: "paid" }, { merge: true }));
  });

  it("keeps promo codes and open-order lists from every client", async () => {
    for (const who of ["owner", "admin", "anonymous"] as const) {
      await assertFails(getDoc(doc(dbOf(env, who), "promoCodes/LAUNCH10")));
      await assertFails(setDoc(doc(dbOf(env, who), "promoCodes/FREE"), { code: "FREE", percentOff: 100 }));
      await assertFails(getDoc(doc(dbOf(env, who), `openOrders/${OWNER}`)));
      await assertFails(setDoc(doc(dbOf(env, who), `openOrders/${OWNER}`), { open: [] }));
    }
  });
});

/**
 * Attacks on server-owned data: a customer promoting themselves, anyone touching money or
 * fulfilment fields, queries that try to read other people's orders, forged admin claims, and
 * collections the rules never mention.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, dbOf, firestoreRulesEnv, IDENTITIES, seed } from "../support/rules-env.js";
import { paymentDoc, productDoc, purchaseDoc, storedMessage, userDoc } from "./fixtures.js";

const OWNER = IDENTITIES.owner.uid;
const OTHER = IDENTITIES.other.uid;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("tampering");
});

beforeEach(async () => {
  await clearFirestore(env);
});

afterAll(async () => {
  await env.cleanup();
});

describe("self-promotion through the user document", () => {
  beforeEach(async () => {
    await seed(env, { [`users/${OWNER}`]: userDoc("customer") });
  });

  it.each([
    { what: "role: 'admin'", change: { role: "admin" } },
    { what: "disabled: false (re-enabling a disabled account)", change: { disabled: false } },
    { what: "a newer claimsUpdatedAt", change: { claimsUpdatedAt: Date.now() } },
    { what: "an admin flag", change: { admin: true } },
  ])("a customer cannot write $what to their own profile", async ({ change }) => {
    const mine = doc(dbOf(env, "owner"), `users/${OWNER}`);
    await assertFails(updateDoc(mine, change));
    await assertFails(setDoc(mine, change, { merge: true }));
    await assertFails(setDoc(mine, { ...userDoc("customer"), ...change }));
  });

  it("a brand-new user cannot create their own profile as an admin", async () => {
    const db = env.authenticatedContext("fresh-uid", { email: "fresh@example.com" }).firestore();
    await assertFails(setDoc(doc(db, "users/fresh-uid"), userDoc("admin")));
  });

  it("after a refused promotion the profile still reads back as customer", async () => {
    const mine = doc(dbOf(env, "owner"), `users/${OWNER}`);
    await assertFails(updateDoc(mine, { role: "admin" }));
    const snap = await assertSucceeds(getDoc(mine));
    expect(snap.get("role")).toBe("customer");
  });
});

describe("money and fulfilment fields are server-only", () => {
  const tampering: [path: string, stored: DocumentData, change: DocumentData][] = [
    ["purchases/p1", purchaseDoc(OWNER), { priceCents: 1 }],
    ["purchases/p1", purchaseDoc(OWNER), { unitPriceCents: 1 }],
    ["purchases/p1", purchaseDoc(OWNER), { quantity: 100 }],
    ["purchases/p1", purchaseDoc(OWNER), { paid: true }],
    ["purchases/p1", purchaseDoc(OWNER), { state: "paid" }],
    ["purchases/p1", purchaseDoc(OWNER), { shipment: true }],
    ["purchases/p1", purchaseDoc(OWNER), { transactionId: "pi_forged" }],
    ["payments/p1", paymentDoc(OWNER), { priceCents: 1 }],
    ["payments/p1", paymentDoc(OWNER), { shipment: true }],
    ["payments/p1", paymentDoc(OWNER), { transactionId: "pi_forged" }],
    ["products/x1", productDoc(), { priceCents: 1 }],
    ["products/x1", productDoc(), { availableOrder: 100_000 }],
  ];

  describe.each(["owner", "other", "admin"] as const)("as %s", (caller) => {
    it.each(tampering)("%s: cannot write %o", async (path, stored, change) => {
      await seed(env, { [path]: stored });
      const ref = doc(dbOf(env, caller), path);
      await assertFails(updateDoc(ref, change));
      await assertFails(setDoc(ref, change, { merge: true }));
      await assertFails(setDoc(ref, { ...stored, ...change }));
    });
  });

  it("a customer cannot create a paid purchase or a payment record for themselves", async () => {
    const db = dbOf(env, "owner");
    const paid = { ...purchaseDoc(OWNER), paid: true, state: "paid", transactionId: "pi_forged" };
    await assertFails(setDoc(doc(db, "purchases/forged"), paid));
    await assertFails(setDoc(doc(db, "payments/forged"), paymentDoc(OWNER)));
  });

  it("the stored purchase is unchanged after all attempts", async () => {
    await seed(env, { "purchases/p1": purchaseDoc(OWNER) });
    const ref = doc(dbOf(env, "owner"), "purchases/p1");
    await assertFails(updateDoc(ref, { priceCents: 1, paid: true }));
    const snap = await assertSucceeds(getDoc(ref));
    expect(snap.get("priceCents")).toBe(39_800);
    expect(snap.get("paid")).toBe(false);
  });
});

describe("reading orders and payments takes a query constrained to one's own uid", () => {
  beforeEach(async () => {
    await seed(env, {
      "purchases/mine-1": purchaseDoc(OWNER),
      "purchases/mine-2": purchaseDoc(OWNER),
      "purchases/theirs": purchaseDoc(OTHER),
      "payments/mine-1": paymentDoc(OWNER),
      "payments/theirs": paymentDoc(OTHER),
    });
  });

  it.each(["purchases", "payments"])("%s: a customer's unconstrained list fails", async (coll) => {
    await assertFails(getDocs(collection(dbOf(env, "owner"), coll)));
  });

  it("purchases: an unconstrained list fails even when every document is the customer's", async () => {
    await clearFirestore(env);
    await seed(env, { "purchases/mine-1": purchaseDoc(OWNER) });
    await assertFails(getDocs(collection(dbOf(env, "owner"), "purchases")));
  });

  it.each(["purchases", "payments"])("%s: a list filtered on another customer's uid fails", async (coll) => {
    await assertFails(getDocs(query(collection(dbOf(env, "owner"), coll), where("userId", "==", OTHER))));
  });

  it.each(["purchases", "payments"])("%s: a list filtered on other fields only fails", async (coll) => {
    const q = query(collection(dbOf(env, "owner"), coll), where("shipment", "==", false));
    await assertFails(getDocs(q));
  });

  it("purchases: the owner's own query returns exactly their documents", async () => {
    const q = query(collection(dbOf(env, "owner"), "purchases"), where("userId", "==", OWNER));
    const snap = await assertSucceeds(getDocs(q));
    expect(snap.docs.map((d) => d.id).sort()).toEqual(["mine-1", "mine-2"]);
  });

  it.each(["purchases", "payments"])(
    "%s: the owner's paged query, newest first, is allowed and returns only theirs",
    async (coll) => {
      const q = query(
        collection(dbOf(env, "owner"), coll),
        where("userId", "==", OWNER),
        orderBy("createdAt", "desc"),
        limit(10),
      );
      const snap = await assertSucceeds(getDocs(q));
      expect(snap.size).toBeGreaterThan(0);
      expect(snap.docs.every((d) => d.get("userId") === OWNER)).toBe(true);
    },
  );

  it("a customer cannot get another customer's purchase or payment by id", async () => {
    await assertFails(getDoc(doc(dbOf(env, "other"), "purchases/mine-1")));
    await assertFails(getDoc(doc(dbOf(env, "other"), "payments/mine-1")));
  });

  it("an admin lists everything without constraints", async () => {
    const snap = await assertSucceeds(getDocs(collection(dbOf(env, "admin"), "purchases")));
    expect(snap.size).toBe(3);
    await assertSucceeds(getDocs(collection(dbOf(env, "admin"), "payments")));
  });

  it("a customer cannot list user profiles, not even filtered to their own email", async () => {
    await seed(env, { [`users/${OWNER}`]: userDoc() });
    const q = query(collection(dbOf(env, "owner"), "users"), where("email", "==", "olivia@example.com"));
    await assertFails(getDocs(q));
  });
});

describe("only a real admin claim counts", () => {
  beforeEach(async () => {
    await seed(env, { "messages/m1": storedMessage(null), "purchases/p1": purchaseDoc(OWNER) });
  });

  it.each([
    { what: "admin: 'true' (a string)", claims: { admin: "true" } },
    { what: "admin: 1", claims: { admin: 1 } },
    { what: "admin: false", claims: { admin: false } },
    { what: "role: 'janitor' (no staff role, issue 52)", claims: { role: "janitor" } },
    { what: "role: 'Admin' (roles are exact)", claims: { role: "Admin" } },
  ])("a token with $what is not an admin", async ({ claims }) => {
    const db = env.authenticatedContext("pretender-uid", claims).firestore();
    await assertFails(getDoc(doc(db, "messages/m1")));
    await assertFails(getDocs(collection(db, "purchases")));
  });
});

describe("deny by default", () => {
  it.each([
    ["an unknown collection", "secrets/s1"],
    ["a sub-collection of a public product (its reviews)", `products/x1/reviews/${OWNER}`],
    ["a product page's address", "slugs/gimbal-x1-bundle"],
    ["a sub-collection of feedback", "feedback/f1/replies/r1"],
    ["a sub-collection of a user", `users/${OWNER}/private/p1`],
  ])("%s is closed to everyone, admins included", async (_what, path) => {
    await seed(env, { [path]: { note: "server data" } });
    for (const caller of ["anonymous", "owner", "admin"] as const) {
      const ref = doc(dbOf(env, caller), path);
      await assertFails(getDoc(ref));
      await assertFails(setDoc(ref, { note: "client data" }));
    }
  });
});

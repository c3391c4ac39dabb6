/**
 * Issue 52: the staff roles in firestore.rules. Each role reads what its areas need (the areas of
 * @shop/domain's STAFF_AREA_ROLES, which the rules repeat in `areaRoles()`), nothing else, and no
 * role writes what only the API writes.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_AREA_ROLES, STAFF_ROLES, type StaffRole } from "@shop/domain";
import {
  firestoreRulesEnv,
  IDENTITIES,
  seed,
  WITH_SECOND_FACTOR,
  type ClientDb,
} from "../support/rules-env.js";
import { paymentDoc, productDoc, purchaseDoc, storedFeedback, storedMessage, userDoc } from "./fixtures.js";

const OWNER = IDENTITIES.owner.uid;
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("roles");
  await seed(env, {
    "products/x1": productDoc(),
    "purchases/p1": purchaseDoc(OWNER),
    "orders/o1": { ...purchaseDoc(OWNER), purchaseIds: ["p1"] },
    "payments/p1": paymentDoc(OWNER),
    "messages/m1": storedMessage(null),
    [`users/${OWNER}`]: userDoc(),
  });
});

afterAll(async () => {
  await env.cleanup();
});

const asRole = (claims: Record<string, unknown>): ClientDb =>
  env.authenticatedContext(`staff-${JSON.stringify(claims).replace(/\W/g, "")}`, claims).firestore();
const staff = (role: StaffRole) => asRole({ role, ...WITH_SECOND_FACTOR });

/** What each role may read, by the document (everything else: refused). */
const READS: [what: string, read: (db: ClientDb) => Promise<unknown>, roles: StaffRole[]][] = [
  [
    "a customer's purchase",
    (db) => getDoc(doc(db, "purchases/p1")),
    ["owner", "admin", "support", "fulfilment", "accountant"],
  ],
  [
    "every order",
    (db) => getDocs(collection(db, "orders")),
    ["owner", "admin", "support", "fulfilment", "accountant"],
  ],
  [
    "a customer's payment",
    (db) => getDoc(doc(db, "payments/p1")),
    ["owner", "admin", "support", "accountant"],
  ],
  ["every payment", (db) => getDocs(collection(db, "payments")), ["owner", "admin", "support", "accountant"]],
  ["a contact message", (db) => getDoc(doc(db, "messages/m1")), ["owner", "admin", "support"]],
  ["a customer's profile", (db) => getDoc(doc(db, `users/${OWNER}`)), ["owner", "admin"]],
  ["every profile", (db) => getDocs(collection(db, "users")), ["owner", "admin"]],
];

describe.each(READS)("%s", (_what, read, roles) => {
  it.each(STAFF_ROLES.map((role) => [role, roles.includes(role)] as const))(
    "%s: allowed %s",
    async (role, allowed) => {
      if (allowed) await assertSucceeds(read(staff(role)));
      else await assertFails(read(staff(role)));
    },
  );
});

describe("writes", () => {
  it.each(STAFF_ROLES)("%s writes no product, price, stock, purchase or payment directly", async (role) => {
    const db = staff(role);
    await assertFails(updateDoc(doc(db, "products/x1"), { priceCents: 1 }));
    await assertFails(setDoc(doc(db, "products/new"), productDoc()));
    await assertFails(updateDoc(doc(db, "purchases/p1"), { state: "shipped" }));
    await assertFails(updateDoc(doc(db, "payments/p1"), { refunded: true }));
    await assertFails(updateDoc(doc(db, `users/${OWNER}`), { role: "admin" }));
  });

  it("feedback is removed by the staff of messages only", async () => {
    await seed(env, { "feedback/f1": storedFeedback(OWNER), "feedback/f2": storedFeedback(OWNER) });
    await assertFails(deleteDoc(doc(staff("manager"), "feedback/f1")));
    await assertFails(deleteDoc(doc(staff("fulfilment"), "feedback/f1")));
    await assertSucceeds(deleteDoc(doc(staff("support"), "feedback/f1")));
    await assertSucceeds(deleteDoc(doc(staff("owner"), "feedback/f2")));
  });
});

describe("the audit trail (auditLog)", () => {
  it("is read by the owner only, and no client, the owner included, appends, changes or deletes an entry", async () => {
    const entry = { actorUid: "a", kind: "refund", path: "purchases/p1", at: 1, expireAt: 2 };
    await seed(env, { "auditLog/e1": entry });
    await assertSucceeds(getDoc(doc(staff("owner"), "auditLog/e1")));
    await assertSucceeds(getDocs(collection(staff("owner"), "auditLog")));
    for (const role of STAFF_ROLES.filter((r) => r !== "owner"))
      await assertFails(getDoc(doc(staff(role), "auditLog/e1")));
    for (const role of STAFF_ROLES) {
      const db = staff(role);
      await assertFails(setDoc(doc(db, "auditLog/e2"), entry));
      await assertFails(updateDoc(doc(db, "auditLog/e1"), { kind: "role-change" }));
      await assertFails(deleteDoc(doc(db, "auditLog/e1")));
    }
  });
});

describe("refund approvals (issue 52, a second look)", () => {
  it("are the API's alone: no staff role reads, requests, approves or deletes one", async () => {
    const request = { purchaseId: "p1", amountCents: 60_000, state: "requested", requestedBy: { uid: "a" } };
    await seed(env, { "refundApprovals/r1": request });
    for (const role of STAFF_ROLES) {
      const db = staff(role);
      await assertFails(getDoc(doc(db, "refundApprovals/r1")));
      await assertFails(getDocs(collection(db, "refundApprovals")));
      await assertFails(setDoc(doc(db, "refundApprovals/r2"), request));
      await assertFails(updateDoc(doc(db, "refundApprovals/r1"), { state: "approved" }));
      await assertFails(deleteDoc(doc(db, "refundApprovals/r1")));
    }
  });
});

describe("the role claim", () => {
  it("a legacy admin: true without a role is admin; a valid role wins over it; an unknown role is nobody", async () => {
    await assertSucceeds(getDoc(doc(asRole({ admin: true, ...WITH_SECOND_FACTOR }), `users/${OWNER}`)));
    await assertFails(
      getDoc(doc(asRole({ admin: true, role: "fulfilment", ...WITH_SECOND_FACTOR }), "payments/p1")),
    );
    await assertSucceeds(
      getDoc(doc(asRole({ admin: true, role: "janitor", ...WITH_SECOND_FACTOR }), "payments/p1")),
    );
    await assertFails(getDoc(doc(asRole({ role: "janitor" }), "purchases/p1")));
    await assertFails(getDoc(doc(asRole({ role: "Owner" }), "purchases/p1")));
  });

  it("gives a staff role nothing without a second factor in its sign-in (issue 52)", async () => {
    const password = { sign_in_provider: "password" };
    for (const role of STAFF_ROLES) {
      await assertFails(getDoc(doc(asRole({ role, firebase: password }), "purchases/p1")));
      await assertFails(getDocs(collection(asRole({ role, firebase: password }), "orders")));
    }
    await assertFails(getDoc(doc(asRole({ admin: true, firebase: password }), `users/${OWNER}`)));
    const unknownFactor = { ...password, sign_in_second_factor: "email" };
    await assertFails(getDoc(doc(asRole({ role: "owner", firebase: unknownFactor }), "purchases/p1")));
    await assertSucceeds(getDoc(doc(staff("owner"), "purchases/p1")));
  });

  it("areaRoles() in firestore.rules lists the same roles per area as @shop/domain", () => {
    const source = readFileSync("firestore.rules", "utf8");
    const body = /function areaRoles\(\) \{\s*return (\{[\s\S]*?\});/.exec(source)?.[1] ?? "";
    const inRules = JSON.parse(body.replaceAll("'", '"')) as Record<string, string[]>;
    expect(inRules).toEqual(STAFF_AREA_ROLES);
  });
});

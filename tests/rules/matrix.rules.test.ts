/**
 * The access matrix of firestore.rules: every collection × caller × operation, allowed or denied.
 * The table below IS the access policy; each row becomes four tests (one per caller).
 *
 * Callers: anonymous (signed out); owner (a customer who owns the document under test — for
 * collections without an owner, simply a customer); other (another customer); admin (custom claim
 * `admin: true`).
 *
 * Operations, each against a document owned by `owner` and seeded with the rules off:
 *   get     read that document;
 *   list    the natural query: `where('userId', '==', owner)` on collections that carry a
 *           userId, the whole collection otherwise;
 *   create  the best attempt the caller can make: a complete, well-formed document in the caller's
 *           own name (their uid, their token's name, server time);
 *   update  change one harmless field (an address, a display name, a message text);
 *   delete  delete the document.
 * Field-level attacks (forged ids, price tampering, self-promotion…) are in the other files.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Query,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type CallerName,
  CALLERS,
  clearFirestore,
  dbOf,
  firestoreRulesEnv,
  IDENTITIES,
  seed,
  uidOf,
  type ClientDb,
} from "../support/rules-env.js";
import {
  ownFeedback,
  ownMessage,
  paymentDoc,
  productDoc,
  purchaseDoc,
  storedFeedback,
  storedMessage,
  stripeEventDoc,
  mailDoc,
  userDoc,
} from "./fixtures.js";

type Collection =
  | "products"
  | "feedback"
  | "messages"
  | "purchases"
  | "payments"
  | "users"
  | "stripeEvents"
  | "mail"
  | "disputes"
  | "returns"
  | "returnCounters"
  | "ledgerPayments"
  | "ledgerRefunds"
  | "shippingZones"
  | "erasures";
type Operation = "get" | "list" | "create" | "update" | "delete";
type Verdict = "allow" | "deny";
const Y: Verdict = "allow";
const N: Verdict = "deny";

// prettier-ignore
const MATRIX: [Collection, Operation, anonymous: Verdict, owner: Verdict, other: Verdict, admin: Verdict][] = [
  //  collection       operation  anonymous owner other admin
  ["products",      "get",      Y, Y, Y, Y],
  ["products",      "list",     Y, Y, Y, Y],
  ["products",      "create",   N, N, N, N], // admins write products through the API only
  ["products",      "update",   N, N, N, N],
  ["products",      "delete",   N, N, N, N],

  ["feedback",      "get",      Y, Y, Y, Y],
  ["feedback",      "list",     Y, Y, Y, Y],
  ["feedback",      "create",   N, N, N, N], // only through the API (rate-limited)
  ["feedback",      "update",   N, N, N, N], // feedback is never edited
  ["feedback",      "delete",   N, N, N, Y], // moderation by admins

  ["messages",      "get",      N, N, N, Y], // contact messages are read by admins only
  ["messages",      "list",     N, N, N, Y],
  ["messages",      "create",   N, N, N, N], // only through the API (validated, rate-limited)
  ["messages",      "update",   N, N, N, N],
  ["messages",      "delete",   N, N, N, N],

  ["purchases",     "get",      N, Y, N, Y],
  ["purchases",     "list",     N, Y, N, Y],
  ["purchases",     "create",   N, N, N, N], // ordering goes through the API (server prices)
  ["purchases",     "update",   N, N, N, N],
  ["purchases",     "delete",   N, N, N, N],

  ["payments",      "get",      N, Y, N, Y],
  ["payments",      "list",     N, Y, N, Y],
  ["payments",      "create",   N, N, N, N], // written by the Stripe webhook only
  ["payments",      "update",   N, N, N, N],
  ["payments",      "delete",   N, N, N, N],

  ["users",         "get",      N, Y, N, Y],
  ["users",         "list",     N, N, N, Y],
  ["users",         "create",   N, N, N, N], // profiles, roles and claims are server-side
  ["users",         "update",   N, N, N, N],
  ["users",         "delete",   N, N, N, N],

  ["ledgerPayments", "get",     N, N, N, N], // the books (issue 47): server only, read through the API
  ["ledgerPayments", "list",    N, N, N, N],
  ["ledgerPayments", "create",  N, N, N, N],
  ["ledgerPayments", "update",  N, N, N, N],
  ["ledgerPayments", "delete",  N, N, N, N],
  ["ledgerRefunds",  "get",     N, N, N, N],
  ["ledgerRefunds",  "list",    N, N, N, N],
  ["ledgerRefunds",  "create",  N, N, N, N],
  ["ledgerRefunds",  "update",  N, N, N, N],
  ["ledgerRefunds",  "delete",  N, N, N, N],

  ["stripeEvents",  "get",      N, N, N, N], // webhook bookkeeping: no client access at all
  ["stripeEvents",  "list",     N, N, N, N],
  ["stripeEvents",  "create",   N, N, N, N],
  ["stripeEvents",  "update",   N, N, N, N],
  ["stripeEvents",  "delete",   N, N, N, N],

  ["mail",          "get",      N, N, N, N], // outgoing mail: server only (admins read the outbox through the API)
  ["mail",          "list",     N, N, N, N],
  ["mail",          "create",   N, N, N, N], // nobody may send mail by writing a document
  ["mail",          "update",   N, N, N, N],
  ["mail",          "delete",   N, N, N, N],

  ["disputes",      "get",      N, N, N, N], // card disputes: server only (admins through the API)
  ["disputes",      "list",     N, N, N, N],
  ["disputes",      "create",   N, N, N, N],
  ["disputes",      "update",   N, N, N, N],
  ["disputes",      "delete",   N, N, N, N],

  ["returns",       "get",      N, N, N, N], // returns: server only (the customer sees the state on the purchase; admins through the API)
  ["returns",       "list",     N, N, N, N],
  ["returns",       "create",   N, N, N, N], // requested through the API (window, open return, pieces left)
  ["returns",       "update",   N, N, N, N], // every state change through the API's transition
  ["returns",       "delete",   N, N, N, N],

  ["returnCounters","get",      N, N, N, N], // RMA numbers: server only
  ["returnCounters","list",     N, N, N, N],
  ["returnCounters","create",   N, N, N, N],
  ["returnCounters","update",   N, N, N, N],
  ["returnCounters","delete",   N, N, N, N],

  ["shippingZones", "get",      N, N, N, N], // shipping zones: server only (read through GET /shipping-zones)
  ["shippingZones", "list",     N, N, N, N],
  ["shippingZones", "create",   N, N, N, N], // admins set zones through the API only
  ["shippingZones", "update",   N, N, N, N],
  ["shippingZones", "delete",   N, N, N, N],

  ["erasures",      "get",      N, N, N, N], // erasure jobs (issue 50): server only, even the customer's own
  ["erasures",      "list",     N, N, N, N],
  ["erasures",      "create",   N, N, N, N], // erasure goes through the API (recent sign-in, open orders refused)
  ["erasures",      "update",   N, N, N, N],
  ["erasures",      "delete",   N, N, N, N],
];

const OWNER = IDENTITIES.owner.uid;

interface Subject {
  /** Path of the owner's document that get/update/delete act on. */
  target: string;
  /** That document as the server stores it. */
  stored: DocumentData;
  list: (db: ClientDb) => Query;
  /** The path and document `caller` tries to create. */
  create: (caller: CallerName) => { path: string; data: DocumentData };
  /** A harmless change to the owner's document. */
  update: DocumentData;
}

const ownedBy = (coll: string) => (db: ClientDb) => query(collection(db, coll), where("userId", "==", OWNER));
const whole = (coll: string) => (db: ClientDb) => query(collection(db, coll));
let created = 0;
const newPath = (coll: string) => `${coll}/new-${++created}`;
const userIdOf = (caller: CallerName) => uidOf(caller) ?? "signed-out";

const SUBJECTS: Record<Collection, Subject> = {
  products: {
    target: "products/x1-bundle",
    stored: productDoc(),
    list: whole("products"),
    create: () => ({ path: newPath("products"), data: productDoc() }),
    update: { description: "Now even smoother." },
  },
  feedback: {
    target: "feedback/owned",
    stored: storedFeedback(OWNER),
    list: ownedBy("feedback"),
    create: (caller) => ({
      path: newPath("feedback"),
      data:
        caller === "anonymous"
          ? { ...ownFeedback("owner"), userId: "", name: "", image: "" }
          : ownFeedback(caller),
    }),
    update: { feedbackMessage: "Edited afterwards." },
  },
  messages: {
    target: "messages/owned",
    stored: storedMessage(OWNER),
    list: ownedBy("messages"),
    create: (caller) => ({ path: newPath("messages"), data: ownMessage(caller) }),
    update: { message: "Edited afterwards." },
  },
  purchases: {
    target: "purchases/owned",
    stored: purchaseDoc(OWNER),
    list: ownedBy("purchases"),
    create: (caller) => ({ path: newPath("purchases"), data: purchaseDoc(userIdOf(caller)) }),
    update: { address: "2 Other Street, Springfield" },
  },
  payments: {
    target: "payments/owned",
    stored: paymentDoc(OWNER),
    list: ownedBy("payments"),
    create: (caller) => ({ path: newPath("payments"), data: paymentDoc(userIdOf(caller)) }),
    update: { userName: "Olivia O." },
  },
  users: {
    target: `users/${OWNER}`,
    stored: userDoc(),
    list: whole("users"),
    create: (caller) => ({ path: `users/${userIdOf(caller)}`, data: userDoc() }),
    update: { displayName: "Olivia O." },
  },
  stripeEvents: {
    target: "stripeEvents/evt_1",
    stored: stripeEventDoc(),
    list: whole("stripeEvents"),
    create: () => ({ path: newPath("stripeEvents"), data: stripeEventDoc() }),
    update: { type: "payment_intent.payment_failed" },
  },
  mail: {
    target: "mail/owned",
    stored: mailDoc(),
    list: whole("mail"),
    create: () => ({ path: newPath("mail"), data: mailDoc() }),
    update: { to: "someone-else@gimbal.test" },
  },
  disputes: {
    target: "disputes/dp_owned",
    stored: { id: "dp_owned", status: "needs_response", orderId: "o1", customerEmail: "owner@gimbal.test" },
    list: whole("disputes"),
    create: () => ({ path: newPath("disputes"), data: { id: "dp_new", status: "won" } }),
    update: { status: "won" },
  },
  returns: {
    target: "returns/owned",
    stored: {
      rmaNumber: "RMA-2026-000001",
      purchaseId: "owned",
      userId: OWNER,
      quantity: 1,
      reason: "Damaged",
      state: "requested",
    },
    list: ownedBy("returns"),
    create: (caller) => ({
      path: newPath("returns"),
      data: {
        purchaseId: "owned",
        userId: userIdOf(caller),
        quantity: 1,
        reason: "Damaged",
        state: "requested",
      },
    }),
    update: { state: "approved" },
  },
  ledgerPayments: {
    target: "ledgerPayments/pi_owned",
    stored: {
      paymentIntentId: "pi_owned",
      orderId: "o1",
      userId: OWNER,
      currency: "usd",
      chargedCents: 2900,
    },
    list: whole("ledgerPayments"),
    create: (caller) => ({
      path: newPath("ledgerPayments"),
      data: { paymentIntentId: "pi_new", orderId: "o1", userId: userIdOf(caller), chargedCents: 1 },
    }),
    update: { chargedCents: 0 },
  },
  ledgerRefunds: {
    target: "ledgerRefunds/re_owned",
    stored: { refundId: "re_owned", paymentIntentId: "pi_owned", orderId: "o1", amountCents: 900 },
    list: whole("ledgerRefunds"),
    create: () => ({ path: newPath("ledgerRefunds"), data: { refundId: "re_new", amountCents: 1 } }),
    update: { amountCents: 0 },
  },
  erasures: {
    target: "erasures/owned",
    stored: { uid: OWNER, email: "owner@gimbal.test", state: "running", done: [], updatedAt: 1 },
    list: (db) => query(collection(db, "erasures"), where("uid", "==", OWNER)),
    create: (caller) => ({
      path: newPath("erasures"),
      data: { uid: userIdOf(caller), state: "done", done: [] },
    }),
    update: { state: "done" },
  },
  returnCounters: {
    target: "returnCounters/RMA-2026",
    stored: { last: 7 },
    list: whole("returnCounters"),
    create: () => ({ path: newPath("returnCounters"), data: { last: 1 } }),
    update: { last: 0 },
  },
  shippingZones: {
    target: "shippingZones/europe",
    stored: { name: "Europe", countries: ["DE", "FR"], rateCents: 1500, freeOverCents: 20000 },
    list: whole("shippingZones"),
    create: () => ({
      path: newPath("shippingZones"),
      data: { name: "Free", countries: ["DE"], rateCents: 0 },
    }),
    update: { rateCents: 0 },
  },
};

function attempt(db: ClientDb, subject: Subject, op: Operation, caller: CallerName): Promise<unknown> {
  switch (op) {
    case "get":
      return getDoc(doc(db, subject.target));
    case "list":
      return getDocs(subject.list(db));
    case "create": {
      const { path, data } = subject.create(caller);
      return setDoc(doc(db, path), data);
    }
    case "update":
      return updateDoc(doc(db, subject.target), subject.update);
    case "delete":
      return deleteDoc(doc(db, subject.target));
  }
}

const CASES = MATRIX.flatMap(([coll, op, ...verdicts]) =>
  CALLERS.map((caller, i): [Collection, Operation, CallerName, Verdict] => [
    coll,
    op,
    caller,
    verdicts[i] ?? N,
  ]),
);

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("matrix");
});

beforeEach(async () => {
  await clearFirestore(env);
});

afterAll(async () => {
  await env.cleanup();
});

describe("firestore access matrix", () => {
  it.each(CASES)("%s %s by %s: %s", async (coll, op, caller, verdict) => {
    const subject = SUBJECTS[coll];
    // The owner's document exists for every operation but create (a create must find no document).
    if (op !== "create") await seed(env, { [subject.target]: subject.stored });
    const result = attempt(dbOf(env, caller), subject, op, caller);
    if (verdict === "allow") await assertSucceeds(result);
    else await assertFails(result);
  });
});

describe("the matrix itself", () => {
  it("covers every collection with every operation exactly once", () => {
    const rows = new Set(MATRIX.map(([coll, op]) => `${coll}/${op}`));
    const expected = Object.keys(SUBJECTS).flatMap((coll) =>
      (["get", "list", "create", "update", "delete"] as const).map((op) => `${coll}/${op}`),
    );
    expect(MATRIX).toHaveLength(expected.length);
    expect([...rows].sort()).toEqual(expected.sort());
  });
});

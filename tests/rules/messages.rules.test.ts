/**
 * Field-level rules of contact messages: anyone may send one, with exactly the expected keys,
 * bounded lengths, a plausible email, their own uid (or null when signed out) and the server time.
 * Only admins read them; nobody changes or deletes them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  updateDoc,
  type DocumentData,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import {
  type CallerName,
  clearFirestore,
  dbOf,
  firestoreRulesEnv,
  IDENTITIES,
  seed,
} from "../support/rules-env.js";
import { ownMessage, storedMessage } from "./fixtures.js";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("messages");
});

beforeEach(async () => {
  await clearFirestore(env);
});

afterAll(async () => {
  await env.cleanup();
});

const send = (caller: CallerName, data: DocumentData) =>
  addDoc(collection(dbOf(env, caller), "messages"), data);
const atDomain = (localLength: number) => `${"a".repeat(localLength)}@example.com`; // 12 + localLength chars

describe("sending a contact message", () => {
  it("a signed-out visitor may send one with userId null", async () => {
    await assertSucceeds(send("anonymous", ownMessage("anonymous")));
  });

  it("a signed-in customer may send one with their own uid", async () => {
    await assertSucceeds(send("owner", ownMessage("owner")));
  });

  it.each([
    {
      what: "a signed-out visitor claiming a customer's uid",
      caller: "anonymous",
      userId: IDENTITIES.owner.uid,
    },
    { what: "a customer claiming another customer's uid", caller: "owner", userId: IDENTITIES.other.uid },
    { what: "a customer hiding their uid (null)", caller: "owner", userId: null },
    { what: "a customer sending an empty uid", caller: "owner", userId: "" },
  ] satisfies { what: string; caller: CallerName; userId: string | null }[])(
    "rejects $what",
    async ({ caller, userId }) => {
      await assertFails(send(caller, { ...ownMessage(caller), userId }));
    },
  );

  const lengthCases = [
    ["name", "100 characters", "N".repeat(100), "allow"],
    ["name", "101 characters", "N".repeat(101), "deny"],
    ["name", "empty", "", "deny"],
    ["name", "blank", "   ", "deny"],
    ["name", "a number", 7, "deny"],
    ["company", "empty", "", "allow"],
    ["company", "100 characters", "C".repeat(100), "allow"],
    ["company", "101 characters", "C".repeat(101), "deny"],
    ["company", "null", null, "deny"],
    ["email", "200 characters", atDomain(188), "allow"],
    ["email", "201 characters", atDomain(189), "deny"],
    ["email", "'not-an-email'", "not-an-email", "deny"],
    ["email", "'sam@example' (no dot in the domain)", "sam@example", "deny"],
    ["email", "with a space", "sam smith@example.com", "deny"],
    ["email", "with trailing text", "sam@example.com extra", "deny"],
    ["email", "empty", "", "deny"],
    ["phone", "empty", "", "allow"],
    ["phone", "30 characters", "1".repeat(30), "allow"],
    ["phone", "31 characters", "1".repeat(31), "deny"],
    ["phone", "a number", 5550100, "deny"],
    ["message", "1 character", "?", "allow"],
    ["message", "2000 characters", "m".repeat(2000), "allow"],
    ["message", "2001 characters", "m".repeat(2001), "deny"],
    ["message", "empty", "", "deny"],
    ["message", "blank", " \n\t ", "deny"],
  ] as const;

  it.each(lengthCases)("%s %s: %s", async (field, _what, value, verdict) => {
    const attempt = send("anonymous", { ...ownMessage("anonymous"), [field]: value });
    if (verdict === "allow") await assertSucceeds(attempt);
    else await assertFails(attempt);
  });

  it.each([
    { what: "an extra key (read)", change: { read: true } },
    { what: "an extra key (replyTo)", change: { replyTo: "attacker@example.com" } },
    { what: "a client clock createdAt", change: { createdAt: Timestamp.now() } },
    { what: "a createdAt as a number", change: { createdAt: Date.now() } },
  ])("rejects $what", async ({ change }) => {
    await assertFails(send("anonymous", { ...ownMessage("anonymous"), ...change }));
  });

  it.each(["name", "company", "email", "phone", "message", "userId", "createdAt"])(
    "rejects a message without %s",
    async (key) => {
      const data = Object.fromEntries(Object.entries(ownMessage("anonymous")).filter(([k]) => k !== key));
      await assertFails(send("anonymous", data));
    },
  );
});

describe("sent messages", () => {
  beforeEach(async () => {
    await seed(env, { "messages/from-owner": storedMessage(IDENTITIES.owner.uid) });
  });

  it("their sender cannot read, edit or delete them", async () => {
    const mine = doc(dbOf(env, "owner"), "messages/from-owner");
    await assertFails(getDoc(mine));
    await assertFails(updateDoc(mine, { message: "Changed my mind" }));
    await assertFails(deleteDoc(mine));
  });

  it("an admin reads them but cannot edit or delete them", async () => {
    const asAdmin = doc(dbOf(env, "admin"), "messages/from-owner");
    await assertSucceeds(getDoc(asAdmin));
    await assertFails(updateDoc(asAdmin, { message: "Handled" }));
    await assertFails(deleteDoc(asAdmin));
  });
});

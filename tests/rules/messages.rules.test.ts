/**
 * Contact messages: only the API writes them (POST /messages validates and rate-limits them);
 * no client may create one directly. Only admins read them; nobody changes or deletes them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, updateDoc, type DocumentData } from "firebase/firestore";
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
describe("sending a contact message", () => {
  // Issue 22: messages only arrive through POST /messages, which validates the address grammar,
  // refuses control characters and rate-limits per client address and shop-wide.
  it.each(["anonymous", "owner", "admin"] satisfies CallerName[])(
    "no client may write one directly (%s), even a valid one",
    async (caller) => {
      await assertFails(send(caller, ownMessage(caller)));
    },
  );

  it("a hostile address written directly is refused too", async () => {
    await assertFails(
      send("anonymous", {
        ...ownMessage("anonymous"),
        email: "x@y.z?bcc=attacker%40evil.test&subject=Hi",
      }),
    );
  });
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

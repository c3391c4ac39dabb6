/**
 * Field-level rules of feedback: a signed-in user may create feedback only in their own name,
 * with exactly the expected keys and valid values; nobody edits feedback; only admins delete it.
 * Each rejected case differs from an accepted document by one field, so it fails for that reason.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  setDoc,
  updateDoc,
  type DocumentData,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { clearFirestore, dbOf, firestoreRulesEnv, IDENTITIES, seed } from "../support/rules-env.js";
import { ownFeedback, storedFeedback, userDoc } from "./fixtures.js";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("feedback");
});

beforeEach(async () => {
  await clearFirestore(env);
});

afterAll(async () => {
  await env.cleanup();
});

const createAsOwner = (data: DocumentData) => addDoc(collection(dbOf(env, "owner"), "feedback"), data);
const valid = () => ownFeedback("owner");

describe("creating feedback", () => {
  it("accepts a complete feedback in the author's own name", async () => {
    await assertSucceeds(createAsOwner(valid()));
  });

  it.each([
    { star: 1, verdict: "allow" },
    { star: 5, verdict: "allow" },
    { star: 0, verdict: "deny" },
    { star: 6, verdict: "deny" },
    { star: -1, verdict: "deny" },
    { star: 2.5, verdict: "deny" },
    { star: "5", verdict: "deny" },
    { star: null, verdict: "deny" },
    { star: true, verdict: "deny" },
  ])("star $star: $verdict", async ({ star, verdict }) => {
    const attempt = createAsOwner({ ...valid(), star });
    if (verdict === "allow") await assertSucceeds(attempt);
    else await assertFails(attempt);
  });

  it.each([
    { what: "1 character", feedbackMessage: "x", verdict: "allow" },
    { what: "1000 characters", feedbackMessage: "x".repeat(1000), verdict: "allow" },
    { what: "1001 characters", feedbackMessage: "x".repeat(1001), verdict: "deny" },
    { what: "empty", feedbackMessage: "", verdict: "deny" },
    { what: "blank", feedbackMessage: "   \n ", verdict: "deny" },
    { what: "a number", feedbackMessage: 42, verdict: "deny" },
    { what: "a list", feedbackMessage: ["great"], verdict: "deny" },
  ])("feedbackMessage $what: $verdict", async ({ feedbackMessage, verdict }) => {
    const attempt = createAsOwner({ ...valid(), feedbackMessage });
    if (verdict === "allow") await assertSucceeds(attempt);
    else await assertFails(attempt);
  });

  it.each([
    { what: "userId of another user", change: { userId: IDENTITIES.other.uid } },
    { what: "empty userId", change: { userId: "" } },
    { what: "a name other than the token's", change: { name: "Someone Famous" } },
    { what: "an empty name while the token has one", change: { name: "" } },
    { what: "another user's picture", change: { image: IDENTITIES.other.token.picture } },
    { what: "a client clock createdAt", change: { createdAt: Timestamp.now() } },
    { what: "a backdated createdAt", change: { createdAt: Timestamp.fromMillis(0) } },
    { what: "an extra key (approved)", change: { approved: true } },
    { what: "an extra key (admin)", change: { admin: true } },
  ])("rejects $what", async ({ change }) => {
    await assertFails(createAsOwner({ ...valid(), ...change }));
  });

  it.each(["userId", "name", "star", "feedbackMessage", "image", "createdAt"])(
    "rejects feedback without %s",
    async (key) => {
      const data = Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== key));
      await assertFails(createAsOwner(data));
    },
  );

  it("accepts an empty image even when the token has a picture", async () => {
    await assertSucceeds(createAsOwner({ ...valid(), image: "" }));
  });

  it("for an account without name or picture claims, accepts only '' for both", async () => {
    const plain = env.authenticatedContext("plain-uid", { email: "plain@example.com" }).firestore();
    const base = { ...valid(), userId: "plain-uid", name: "", image: "" };
    await assertSucceeds(addDoc(collection(plain, "feedback"), base));
    await assertFails(addDoc(collection(plain, "feedback"), { ...base, name: "Chosen Name" }));
    await assertFails(
      addDoc(collection(plain, "feedback"), { ...base, image: "https://example.com/me.png" }),
    );
  });

  it("rejects feedback from an account an admin disabled (its ID token may still be valid)", async () => {
    await seed(env, { [`users/${IDENTITIES.owner.uid}`]: { ...userDoc(), disabled: true } });
    await assertFails(createAsOwner(valid()));
  });

  it("accepts feedback from an account whose profile says it is not disabled", async () => {
    await seed(env, { [`users/${IDENTITIES.owner.uid}`]: userDoc() });
    await assertSucceeds(createAsOwner(valid()));
  });

  it("rejects feedback from a signed-out visitor, whatever the document", async () => {
    const anon = dbOf(env, "anonymous");
    await assertFails(addDoc(collection(anon, "feedback"), { ...valid(), userId: "", name: "", image: "" }));
    await assertFails(addDoc(collection(anon, "feedback"), valid()));
  });
});

describe("existing feedback", () => {
  beforeEach(async () => {
    await seed(env, { "feedback/by-owner": storedFeedback(IDENTITIES.owner.uid) });
  });

  it("another customer cannot overwrite it, even with a valid feedback of their own", async () => {
    await assertFails(setDoc(doc(dbOf(env, "other"), "feedback/by-owner"), ownFeedback("other")));
  });

  it("another customer cannot edit its text or stars", async () => {
    await assertFails(updateDoc(doc(dbOf(env, "other"), "feedback/by-owner"), { star: 1 }));
    await assertFails(updateDoc(doc(dbOf(env, "other"), "feedback/by-owner"), { feedbackMessage: "Awful" }));
  });

  it("another customer cannot delete it", async () => {
    await assertFails(deleteDoc(doc(dbOf(env, "other"), "feedback/by-owner")));
  });

  it("the author cannot raise their stars, take it over or strip a field", async () => {
    const mine = doc(dbOf(env, "owner"), "feedback/by-owner");
    await assertFails(updateDoc(mine, { star: 5 }));
    await assertFails(setDoc(mine, ownFeedback("owner")));
    await assertFails(updateDoc(mine, { image: deleteField() }));
  });

  it("the author cannot delete it; an admin can", async () => {
    await assertFails(deleteDoc(doc(dbOf(env, "owner"), "feedback/by-owner")));
    await assertSucceeds(deleteDoc(doc(dbOf(env, "admin"), "feedback/by-owner")));
  });

  it("an admin cannot edit it (moderation is delete only)", async () => {
    await assertFails(updateDoc(doc(dbOf(env, "admin"), "feedback/by-owner"), { star: 5 }));
  });
});

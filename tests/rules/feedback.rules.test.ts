/**
 * Rules of feedback: only the API creates it (POST /feedback, rate-limited); nobody edits
 * feedback; only admins delete it.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
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
  // Issue 22: feedback only arrives through POST /feedback (one per customer per day, the
  // Verified buyer mark from the server); no client may create it directly.
  it("the author cannot create even a complete, valid feedback directly", async () => {
    await seed(env, { [`users/${IDENTITIES.owner.uid}`]: userDoc() });
    await assertFails(createAsOwner(valid()));
  });

  it("an admin or a signed-out visitor cannot either", async () => {
    await assertFails(addDoc(collection(dbOf(env, "admin"), "feedback"), ownFeedback("admin")));
    await assertFails(addDoc(collection(dbOf(env, "anonymous"), "feedback"), valid()));
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

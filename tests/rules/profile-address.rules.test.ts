/**
 * Issue 31: the profile's last address and phone (`users/{uid}.address`, `.phone`). The API is
 * their only writer (PUT /users/me/address checks the postal code and phone per country; placing
 * an order keeps its address): no client writes them, not even its owner; only the owner and
 * admins read them.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, dbOf, firestoreRulesEnv, IDENTITIES, seed } from "../support/rules-env.js";
import { userDoc } from "./fixtures.js";

const OWNER = IDENTITIES.owner.uid;
const BERLIN = {
  name: "Olivia Owner",
  line1: "Invalidenstraße 116",
  city: "Berlin",
  postalCode: "10115",
  country: "DE",
};
const withAddress = () => ({ ...userDoc("customer"), address: BERLIN, phone: "+49 30 901820" });

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv("profile-address");
});
beforeEach(async () => {
  await clearFirestore(env);
  await seed(env, { [`users/${OWNER}`]: withAddress() });
});
afterAll(async () => {
  await env.cleanup();
});

describe("the profile's address and phone", () => {
  it("are read by their owner and by admins", async () => {
    const own = await assertSucceeds(getDoc(doc(dbOf(env, "owner"), `users/${OWNER}`)));
    expect(own.get("address")).toEqual(BERLIN);
    expect(own.get("phone")).toBe("+49 30 901820");
    const byAdmin = await assertSucceeds(getDoc(doc(dbOf(env, "admin"), `users/${OWNER}`)));
    expect(byAdmin.get("address.postalCode")).toBe("10115");
  });

  it("are not read by another customer or a visitor, nor found by a query on them", async () => {
    await assertFails(getDoc(doc(dbOf(env, "other"), `users/${OWNER}`)));
    await assertFails(getDoc(doc(dbOf(env, "anonymous"), `users/${OWNER}`)));
    const byPostalCode = query(
      collection(dbOf(env, "other"), "users"),
      where("address.postalCode", "==", "10115"),
    );
    await assertFails(getDocs(byPostalCode));
  });

  it.each([
    { what: "another address", change: { address: { ...BERLIN, postalCode: "1234" } } },
    { what: "another phone", change: { phone: "+1 555 0100" } },
    { what: "a single field of the address", change: { "address.country": "BR" } },
    { what: "no address", change: { address: null, phone: null } },
  ])("are not written by their owner directly ($what): only through the API's checks", async ({ change }) => {
    const mine = doc(dbOf(env, "owner"), `users/${OWNER}`);
    await assertFails(updateDoc(mine, change));
    await assertFails(setDoc(mine, change, { merge: true }));
    const snap = await assertSucceeds(getDoc(mine));
    expect(snap.get("address")).toEqual(BERLIN);
  });

  it("are not written by another customer or an admin, nor with a new profile", async () => {
    await assertFails(updateDoc(doc(dbOf(env, "other"), `users/${OWNER}`), { phone: "+1 555 0100" }));
    await assertFails(updateDoc(doc(dbOf(env, "admin"), `users/${OWNER}`), { phone: "+1 555 0100" }));
    const fresh = env.authenticatedContext("fresh-uid", { email: "fresh@example.com" }).firestore();
    await assertFails(setDoc(doc(fresh, "users/fresh-uid"), { ...userDoc("customer"), address: BERLIN }));
  });
});

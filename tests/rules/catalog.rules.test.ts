import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc } from "firebase/firestore";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, it } from "vitest";
import { P } from "../support/env.js";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: "demo-gimbal-rules",
    firestore: { host: "127.0.0.1", port: P.firestore, rules: readFileSync("firestore.rules", "utf8") },
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), "products/p1"), { name: "X1", priceCents: 100 });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe("products", () => {
  it("anyone may read a product", async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), "products/p1")));
  });
  it("a customer may not write a product's price", async () => {
    await assertFails(
      setDoc(doc(env.authenticatedContext("u1").firestore(), "products/p1"), { priceCents: 1 }),
    );
  });
});

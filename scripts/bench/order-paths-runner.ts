/**
 * Runs inside `firebase emulators:exec` for `npm run bench -- --only=paths` (issues 48, 49): the
 * order paths side by side (order-paths.ts). Writes the figures to GIMBAL_BENCH_OUT.
 */
import { writeFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createCustomer, signIn } from "../../tests/support/auth.js";
import { DEMO_ACCOUNTS, PROJECT_ID } from "../../tests/support/env.js";
import { seed } from "../seed.js";
import { settleBackground } from "./settle.js";
import { orderPathFigures } from "./order-paths.js";

const out = process.env.GIMBAL_BENCH_OUT ?? "bench-paths.json";
const figures: Record<string, number | string> = {};

await seed();
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

const settle = () => settleBackground(db);

const customers = await Promise.all(
  Array.from({ length: 48 }, (_, i) => createCustomer(`Path Customer ${i + 1}`)),
);
const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
// Warm-up: a round of each path, not measured, so that no figure carries a cold worker's start.
await orderPathFigures(admin, customers.slice(0, 4), {}, settle, 1);
await orderPathFigures(admin, customers, figures, settle);
writeFileSync(out, JSON.stringify(figures));

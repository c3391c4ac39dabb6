/**
 * Runs inside `firebase emulators:exec` for `npm run bench -- --only=bundles` (issue 48): the
 * bundle-and-part burst alone (bundle-burst.ts), without the API figures' other runs. Its plain
 * serial figure then uses the gimbal's own order p50. Writes the figures to GIMBAL_BENCH_OUT.
 */
import { writeFileSync } from "node:fs";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { createCustomer, signIn, type TestUser } from "../../tests/support/auth.js";
import { DEMO_ACCOUNTS, PROJECT_ID } from "../../tests/support/env.js";
import { seed } from "../seed.js";
import { settleBackground } from "./settle.js";
import { bundleBurst } from "./bundle-burst.js";

const out = process.env.GIMBAL_BENCH_OUT ?? "bench-bundles.json";
const figures: Record<string, number | string> = {};

await seed();
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

const settle = () => settleBackground(db);

const customers: TestUser[] = [];
for (let n = 0; n < 200; n += 20) {
  customers.push(
    ...(await Promise.all(Array.from({ length: 20 }, (_, i) => createCustomer(`Kit Customer ${n + i + 1}`)))),
  );
}
const admin = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
await bundleBurst(admin, customers, undefined, figures, settle);
writeFileSync(out, JSON.stringify(figures));

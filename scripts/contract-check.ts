/**
 * `npm run contract`: a contract check of the live API against its own OpenAPI document. It
 * reads GET /api/openapi.json, then calls every operation as a visitor, a customer and an admin,
 * each with a valid request made from the document's schemas and with invalid ones (a malformed
 * path id, a query value of the wrong type, a body of the wrong shape, a body that is not JSON),
 * and fails on any 5xx other than a documented 503 and on any answer the document does not
 * describe (status, content type or body).
 *
 *   npm start                        # in another terminal (or any running stack)
 *   npm run contract                 # signs in the demo accounts through the Auth emulator
 *   CONTRACT_API=https://…/api CONTRACT_CUSTOMER_TOKEN=… CONTRACT_ADMIN_TOKEN=… npm run contract
 *
 * It writes: POST /products, /promo-codes, /feedback… with valid samples change the shop it runs
 * against (as a contract test does); run it on a local or staging stack.
 */
import type { OpenApiDocument } from "./lib/answer-check.js";
import { walkContract } from "./lib/contract-walk.js";
import { PROJECT_ID, ports } from "./lib/emulators.js";
import { passwordSignIn } from "../tests/support/auth-rest.js";
import { DEMO_ACCOUNTS } from "./seed-data.js";

const P = ports();
const API = process.env.CONTRACT_API ?? `http://127.0.0.1:${P.hosting}/api`;

/** A demo account's ID token; the owner's is signed in with her second factor (issue 52). */
async function demoToken(account: { email: string; password: string }): Promise<string> {
  const emulator = { origin: `http://127.0.0.1:${P.auth}`, projectId: PROJECT_ID };
  return (await passwordSignIn(emulator, account.email, account.password)).idToken;
}

const doc = (await (await fetch(`${API}/openapi.json`)).json()) as OpenApiDocument;
const walk = await walkContract(API, doc, [
  undefined,
  process.env.CONTRACT_CUSTOMER_TOKEN ?? (await demoToken(DEMO_ACCOUNTS.customer)),
  process.env.CONTRACT_ADMIN_TOKEN ?? (await demoToken(DEMO_ACCOUNTS.admin)),
]);

const byStatus = new Map<number, number>();
for (const c of walk.calls) byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + 1);
const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
console.log(
  `contract check of ${API}: ${walk.operations} operations, ${walk.calls.length} calls as visitor, customer and admin`,
);
console.log(`  answers by status: ${statuses.join(" ")}`);
for (const c of walk.serverErrors) console.log(`  ✘ ${c.status} ${c.method} ${c.path}`);
for (const p of walk.check.problems) console.log(`  ✘ ${p}`);
const ok = walk.serverErrors.length === 0 && walk.check.problems.length === 0;
console.log(ok ? "  no 5xx, every answer as documented" : "  FAILED");
process.exit(ok ? 0 : 1);

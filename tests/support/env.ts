/** Where the emulator suite of this test run listens (same port scheme as the launcher). */
import { readFileSync } from "node:fs";
import { DEFAULT_PURCHASE_HOLD_SECONDS } from "@shop/domain";
import { PROJECT_ID, STRIPE_LOCAL, functionUrl, ports } from "../../scripts/lib/emulators.js";
import { DEMO_ACCOUNTS } from "../../scripts/seed-data.js";

export const P = ports();
export { PROJECT_ID, STRIPE_LOCAL, DEMO_ACCOUNTS };
export const SHOP_URL = `http://127.0.0.1:${P.hosting}`;
/** The API through Hosting's /api rewrite, exactly as the browser calls it. */
export const API_URL = `${SHOP_URL}/api`;
export const API_FUNCTION_URL = functionUrl(P, "api");
/**
 * The same API at the Functions emulator's own address: the function receives the same path
 * (/api/...) and headers as behind Hosting's rewrite, without the Hosting emulator's proxy hop (its
 * CPU, and its 60 s gateway limit under a burst). The API suites call this; the browser suites and
 * the files that test Hosting itself (headers, rewrites, pages) go through SHOP_URL.
 */
export const API_DIRECT_URL = `${API_FUNCTION_URL}/api`;
export const AUTH_EMULATOR = `http://127.0.0.1:${P.auth}`;
export const FIRESTORE_EMULATOR = `127.0.0.1:${P.firestore}`;
export const STRIPE_LOCAL_URL = `http://127.0.0.1:${P.stripe}`;

process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${P.auth}`;

/**
 * How long an unpaid purchase holds its pieces in this run: the launcher passes
 * PURCHASE_HOLD_SECONDS through to the functions when it is set, else functions/.env decides.
 */
export function purchaseHoldSeconds(): number {
  const fromEnv = Number(process.env.PURCHASE_HOLD_SECONDS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const dotenv = readFileSync(new URL("../../functions/.env", import.meta.url), "utf8");
  const line = /^PURCHASE_HOLD_SECONDS=(\d+)\s*$/m.exec(dotenv);
  return line?.[1] ? Number(line[1]) : DEFAULT_PURCHASE_HOLD_SECONDS;
}

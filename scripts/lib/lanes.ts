/**
 * How the emulator suites' files are dealt to lanes that run side by side (scripts/emulated-suites.ts):
 * longest first onto the lane with the least work, by each file's measured duration. The browser
 * files get lanes of their own (CPU-bound); the rules and API files may be dealt to more than one
 * lane (GIMBAL_SERVER_LANES), which finishes them sooner but loads the triggers they wait for.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Seconds per file, measured in a whole run on a quiet 2-CPU machine (lanes side by side,
 * 2026-11-26, `npm test` on a fresh clone), plus ~3 s each for vitest to start the file. Only
 * relative weights matter; a file not listed weighs 20 (browser) or 5 (API, rules).
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 234,
  admin: 186,
  customer: 95,
  uploads: 68,
  payment: 46,
  keyboard: 43,
  auth: 35,
  worldwide: 34,
  "product-page": 27,
  "admin-search": 27,
  cart: 26,
  overview: 24,
  mail: 23,
  invoices: 22,
  returns: 19,
  "security-headers": 14,
  currencies: 12,
  "verify-email": 10,
  disputes: 10,
  "messages-mailto": 5,
};
const SERVER_SECONDS: Record<string, number> = {
  "purchase-lifecycle": 130,
  "stats-overview": 47,
  payments: 42,
  purchases: 38,
  "low-stock": 33,
  worldwide: 32,
  invoices: 32,
  disputes: 32,
  returns: 29,
  "invoices-credit-notes": 26,
  currencies: 24,
  matrix: 24,
  "product-pages": 23,
  abuse: 21,
  "refunded-money": 15,
  contract: 12,
  users: 12,
  tampering: 12,
  "stripe-webhook": 11,
  "admin-search": 11,
};

/** A file's weight: its measured seconds (tests/<suite>/<name>.<suite>.test.ts). */
function weight(file: string): number {
  const name = path.basename(file).replace(/\.(e2e|api|rules)\.test\.ts$/, "");
  return file.startsWith("tests/e2e/") ? (BROWSER_SECONDS[name] ?? 20) : (SERVER_SECONDS[name] ?? 5);
}

/** The test files of a suite (tests/<suite>/*.<suite>.test.ts) that the filters name, minus `except`. */
export function suiteFiles(suite: string, filters: string[], except: string[]): string[] {
  return readdirSync(path.join(ROOT, "tests", suite))
    .filter((f) => f.endsWith(`.${suite}.test.ts`))
    .map((f) => `tests/${suite}/${f}`)
    .filter((f) => !except.includes(f))
    .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)));
}

/** `files` dealt to at most `count` lanes, longest first onto the lane with the least work. */
export function dealToLanes(files: string[], count: number): string[][] {
  const lanes = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({
    files: [] as string[],
    load: 0,
  }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lane = lanes.reduce((a, b) => (b.load < a.load ? b : a));
    lane.files.push(f);
    lane.load += weight(f);
  }
  return lanes.map((l) => l.files).filter((l) => l.length > 0);
}

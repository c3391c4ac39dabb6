/**
 * How the emulator suites' files are dealt to lanes that run side by side (scripts/emulated-suites.ts):
 * longest first onto the lane with the least work, by each file's measured duration. The browser
 * files get lanes of their own (CPU-bound, one Chromium each); the API files fill the
 * server lane (GIMBAL_SERVER_LANES, default 1) and then the browser lanes, before their browser
 * files (scripts/emulated-suites.ts says why), so that every lane ends at about the same time
 * with no more lanes at once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Seconds per file, measured in a whole run on a quiet 2-CPU machine (three lanes side by side,
 * 2026-11-29, `npm test` on a fresh clone, 1,809 tests). Only relative weights matter, but browser
 * and server files are weighed on one scale: the server files left after the server lane is full
 * go to the browser lanes, before their browser files. A file not listed weighs 10 (browser) or 1.
 * With the weights of 2026-11-28 the lanes ended 316, 347 and 463 s after they started.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 129,
  admin: 66,
  customer: 64,
  payment: 31,
  uploads: 29,
  mail: 26,
  worldwide: 22,
  cart: 21,
  "product-page": 21,
  "admin-search": 17,
  keyboard: 15,
  "staff-roles": 14,
  auth: 14,
  i18n: 14,
  returns: 13,
  invoices: 12,
  overview: 12,
  privacy: 11,
  currencies: 6,
  "security-headers": 6,
  disputes: 5,
  "verify-email": 4,
  "messages-mailto": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "stats-overview": 47,
  "purchase-lifecycle": 41,
  "payment-methods": 41,
  "invoices-credit-notes": 35,
  variants: 31,
  "low-stock": 30,
  payments: 25,
  "provider-faults": 23,
  purchases: 22,
  disputes: 20,
  "second-look": 20,
  invoices: 19,
  abuse: 18,
  books: 18,
  currencies: 17,
  matrix: 16,
  returns: 15,
  "verified-mail": 15,
  "return-approval": 15,
  "staff-roles": 15,
  "bank-refunds": 14,
  "cart-reminder": 14,
  worldwide: 12,
  contract: 12,
  "stripe-webhook": 11,
  "order-language": 11,
  privacy: 11,
  "refunded-money": 11,
  roles: 9,
  audit: 9,
  "dashboard-refund-tax": 8,
  "product-pages": 7,
  "admin-search": 6,
  users: 6,
  idempotency: 5,
  tampering: 5,
  "max-per-order": 5,
  "worldwide-one-line": 4,
  carts: 3,
  storage: 3,
  "image-rehost": 3,
};

/** A file's weight: its measured seconds (tests/<suite>/<name>.<suite>.test.ts). */
function weight(file: string): number {
  const name = path.basename(file).replace(/\.(e2e|api|rules)\.test\.ts$/, "");
  return file.startsWith("tests/e2e/") ? (BROWSER_SECONDS[name] ?? 10) : (SERVER_SECONDS[name] ?? 1);
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
  const lanes = dealAfter(
    files,
    Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => 0),
  );
  return lanes.filter((l) => l.length > 0);
}

/**
 * `files` dealt onto lanes that already carry `loads` (seconds of work dealt to them before),
 * longest first onto the lane that would finish first: one list per lane, in `loads`' order,
 * empty for a lane that got none.
 */
export function dealAfter(files: string[], loads: number[]): string[][] {
  const lanes = loads.map((load) => ({ files: [] as string[], load }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lane = lanes.reduce((a, b) => (b.load < a.load ? b : a));
    lane.files.push(f);
    lane.load += weight(f);
  }
  return lanes.map((l) => l.files);
}

/** The measured seconds of `files` together (their weights). */
export function workOf(files: string[]): number {
  return files.reduce((sum, f) => sum + weight(f), 0);
}

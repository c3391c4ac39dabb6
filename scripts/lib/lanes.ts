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
 * 2026-11-29 at b0ba47a, `npm test` on a fresh clone, 1,815 tests, the Firestore emulator
 * delivering four trigger events at once). Only relative weights matter, but browser and server
 * files are weighed on one scale: the server files left after the server lane is full go to the
 * browser lanes, before their browser files. A file not listed weighs 10 (browser) or 1. With the
 * weights before these (measured with one trigger event at a time: cart-reminder 23 s then, 7 s
 * now) the lanes ended 247, 284 and 297 s after they started.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 97,
  admin: 48,
  customer: 37,
  uploads: 24,
  cart: 21,
  payment: 20,
  "product-page": 18,
  worldwide: 17,
  "admin-search": 16,
  auth: 14,
  keyboard: 14,
  "staff-roles": 12,
  i18n: 11,
  mail: 11,
  overview: 10,
  returns: 10,
  invoices: 8,
  privacy: 7,
  "verify-email": 6,
  currencies: 5,
  disputes: 5,
  "security-headers": 3,
  "messages-mailto": 2,
};
const SERVER_SECONDS: Record<string, number> = {
  "low-stock": 30,
  "invoices-credit-notes": 29,
  variants: 25,
  mail: 24,
  "provider-faults": 21,
  "purchase-lifecycle": 17,
  disputes: 14,
  returns: 13,
  "dashboard-refund-tax": 11,
  "payment-methods": 11,
  "return-approval": 11,
  "staff-roles": 11,
  worldwide: 11,
  invoices: 10,
  "refunded-money": 10,
  books: 9,
  contract: 9,
  roles: 9,
  "stats-overview": 9,
  "bank-refunds": 8,
  abuse: 7,
  "cart-reminder": 7,
  "order-language": 7,
  "admin-search": 6,
  privacy: 6,
  purchases: 6,
  payments: 5,
  "second-look": 5,
  "worldwide-one-line": 5,
  audit: 4,
  "product-pages": 3,
  "stripe-webhook": 3,
  users: 3,
  "verified-mail": 3,
  consent: 2,
  "max-per-order": 2,
  app: 1,
  "csp-reports": 1,
  "demo-books": 1,
  exports: 1,
  idempotency: 1,
  "image-rehost": 1,
  openapi: 1,
  "product-translations": 1,
  "profile-address": 1,
  "upload-bytes": 1,
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

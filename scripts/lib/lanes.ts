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
 * 2026-11-29 at 1c9647e, `npm test` on a fresh clone, 1,811 tests, the rules files beside the
 * browser files run alone). Only relative weights matter, but browser and server files are weighed
 * on one scale: the server files left after the server lane is full go to the browser lanes,
 * before their browser files. A file not listed weighs 10 (browser) or 1. With the weights before
 * these (one file unlisted at 1 took 15 s) the lanes ended 225, 266 and 299 s after they started.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 88,
  admin: 44,
  customer: 34,
  uploads: 24,
  payment: 20,
  "product-page": 18,
  cart: 17,
  worldwide: 17,
  "admin-search": 14,
  i18n: 14,
  mail: 14,
  auth: 13,
  keyboard: 13,
  invoices: 11,
  returns: 11,
  "staff-roles": 10,
  overview: 9,
  privacy: 7,
  currencies: 5,
  disputes: 5,
  "verify-email": 4,
  "messages-mailto": 3,
  "security-headers": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "invoices-credit-notes": 30,
  "low-stock": 30,
  variants: 24,
  "cart-reminder": 23,
  disputes: 23,
  // Measured alone (2026-11-29), the SMTP outage test excepted (smtp-outage.api runs alone).
  mail: 20,
  "provider-faults": 19,
  invoices: 16,
  consent: 15,
  "payment-methods": 15,
  "purchase-lifecycle": 14,
  "refunded-money": 10,
  returns: 10,
  "admin-search": 9,
  "order-language": 9,
  "return-approval": 9,
  "staff-roles": 9,
  contract: 8,
  roles: 8,
  worldwide: 8,
  privacy: 7,
  "second-look": 7,
  payments: 6,
  "stats-overview": 6,
  books: 5,
  "product-pages": 5,
  abuse: 3,
  app: 3,
  "dashboard-refund-tax": 3,
  purchases: 3,
  "stripe-webhook": 3,
  "verified-mail": 3,
  audit: 2,
  "bank-refunds": 2,
  exports: 2,
  idempotency: 2,
  "profile-address": 2,
  users: 2,
  "worldwide-one-line": 2,
  "csp-reports": 1,
  "demo-books": 1,
  "image-rehost": 1,
  "max-per-order": 1,
  openapi: 1,
  "product-translations": 1,
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

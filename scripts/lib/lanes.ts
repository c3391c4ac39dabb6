/**
 * How the emulator suites' files are dealt to lanes that run side by side (scripts/emulated-suites.ts):
 * longest first onto the lane with the least work, by each file's measured duration. The browser
 * files get lanes of their own (CPU-bound, one Chromium each); the API files fill the
 * server lanes (GIMBAL_SERVER_LANES, default 2) and then the browser lanes, before their browser
 * files (scripts/emulated-suites.ts says why), so that every lane ends at about the same time
 * with no more lanes at once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Seconds per file, measured in a whole run on a quiet 2-CPU machine (three lanes side by side,
 * 2026-11-29 at 86bacb1, `npm test` on a fresh clone, 1,822 tests, the Firestore emulator
 * delivering four trigger events at once and dropping a closed page's listeners). Only relative
 * weights matter, but browser and server files are weighed on one scale: the server files left
 * after the server lane is full go to the browser lanes, before their browser files. A file not
 * listed weighs 10 (browser) or 1. With the weights before these (measured while the emulator
 * kept every closed page's listeners) the lanes ended 269, 271 and 300 s after they started.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 101,
  admin: 48,
  customer: 35,
  uploads: 27,
  "product-page": 19,
  payment: 18,
  cart: 17,
  worldwide: 17,
  auth: 15,
  mail: 13,
  "admin-search": 12,
  keyboard: 12,
  i18n: 11,
  overview: 11,
  "staff-roles": 11,
  invoices: 8,
  privacy: 8,
  returns: 8,
  disputes: 7,
  currencies: 5,
  "security-headers": 4,
  "verify-email": 4,
  "messages-mailto": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "low-stock": 29,
  variants: 28,
  "invoices-credit-notes": 22,
  "purchase-lifecycle": 22,
  "provider-faults": 19,
  mail: 16,
  contract: 15,
  "payment-methods": 15,
  invoices: 14,
  abuse: 13,
  disputes: 13,
  returns: 12,
  "bank-refunds": 11,
  "stats-overview": 11,
  "admin-search": 10,
  payments: 10,
  worldwide: 10,
  privacy: 9,
  "return-approval": 9,
  "cart-reminder": 8,
  "dashboard-refund-tax": 8,
  "refunded-money": 8,
  roles: 8,
  "staff-roles": 8,
  "second-look": 7,
  audit: 6,
  users: 6,
  "order-language": 5,
  "product-pages": 5,
  purchases: 5,
  books: 4,
  "stripe-webhook": 3,
  "worldwide-one-line": 3,
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
  "verified-mail": 1,
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

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
 * Seconds per file in the lanes of whole runs on a quiet 2-CPU machine (four lanes side by side,
 * the API's Functions worker taking 80 requests at once: the mean of two runs of 2026-11-29/30,
 * `npm test` on fresh clones, 1,826 tests). Only relative weights matter, but browser and server
 * files are weighed on one scale: the server files left after the server lanes are full go to
 * the browser lanes, before their browser files. A file not listed weighs 10 (browser) or 1.
 * With the weights before these (three lanes, the API one request at a time) the same lanes
 * carried 256–287 s of files and ended 269–298 s after they started.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 118,
  admin: 58,
  customer: 55,
  uploads: 32,
  payment: 29,
  "product-page": 27,
  cart: 22,
  "admin-search": 21,
  auth: 20,
  worldwide: 20,
  keyboard: 18,
  i18n: 17,
  mail: 17,
  public: 14,
  "staff-roles": 12,
  overview: 11,
  returns: 9,
  invoices: 8,
  privacy: 8,
  "security-headers": 7,
  currencies: 6,
  disputes: 4,
  ideal: 4,
  "verify-email": 4,
  "messages-mailto": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "purchase-lifecycle": 46,
  variants: 31,
  "low-stock": 30,
  "invoices-credit-notes": 25,
  "stock-interleavings": 24,
  "payment-methods": 23,
  mail: 21,
  "provider-faults": 21,
  roles: 20,
  "second-look": 20,
  returns: 19,
  disputes: 18,
  invoices: 18,
  abuse: 17,
  purchases: 16,
  worldwide: 16,
  "stats-overview": 15,
  privacy: 14,
  "admin-search": 13,
  books: 12,
  payments: 12,
  "staff-roles": 11,
  "cart-reminder": 10,
  "order-language": 10,
  orders: 8,
  "return-approval": 10,
  audit: 9,
  currencies: 9,
  "bank-refunds": 9,
  "dashboard-refund-tax": 7,
  "max-per-order": 7,
  "refunded-money": 7,
  contract: 6,
  "stripe-webhook": 6,
  "product-pages": 5,
  users: 5,
  "worldwide-one-line": 5,
  consent: 4,
  exports: 3,
  "csp-reports": 2,
  "demo-books": 2,
  "product-translations": 2,
  "verified-mail": 2,
  app: 1,
  idempotency: 1,
  "image-rehost": 1,
  openapi: 1,
  "profile-address": 1,
  "upload-bytes": 1,
};

/**
 * What starting one more Vitest run costs a lane (its start and imports, on two busy cores):
 * a browser lane takes server files at its head only when they outweigh it.
 */
export const RUN_START_SECONDS = 5;

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

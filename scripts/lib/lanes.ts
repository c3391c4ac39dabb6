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
 * the API's Functions worker taking 80 requests at once: the mean of two runs of 2026-11-30,
 * `npm test` on fresh clones, 1,831 tests). Only relative weights matter, but browser and server
 * files are weighed on one scale: the server files left after the server lanes are full go to
 * the browser lanes, before their browser files. A file not listed weighs 10 (browser) or 1.
 * With the weights before these the same lanes carried 258–287 s of files and ended 21 s apart.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 111,
  customer: 56,
  admin: 54,
  uploads: 28,
  payment: 25,
  "product-page": 25,
  cart: 24,
  mail: 23,
  worldwide: 20,
  keyboard: 16,
  "admin-search": 15,
  auth: 15,
  i18n: 15,
  public: 15,
  overview: 13,
  "staff-roles": 12,
  invoices: 9,
  privacy: 9,
  returns: 8,
  "security-headers": 7,
  ideal: 6,
  currencies: 5,
  "verify-email": 4,
  disputes: 3,
  "messages-mailto": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "purchase-lifecycle": 44,
  mail: 32,
  "low-stock": 31,
  variants: 30,
  "invoices-credit-notes": 29,
  "stock-interleavings": 23,
  "provider-faults": 21,
  worldwide: 19,
  "payment-methods": 18,
  payments: 17,
  abuse: 16,
  returns: 16,
  contract: 15,
  invoices: 15,
  privacy: 15,
  purchases: 15,
  roles: 15,
  "stats-overview": 15,
  "second-look": 13,
  books: 12,
  "order-language": 12,
  "admin-search": 10,
  disputes: 10,
  "verified-mail": 10,
  "cart-reminder": 9,
  currencies: 9,
  "staff-roles": 9,
  "refunded-money": 8,
  "return-approval": 8,
  "dashboard-refund-tax": 7,
  "product-pages": 7,
  users: 7,
  audit: 6,
  "bank-refunds": 6,
  "stripe-webhook": 6,
  "max-per-order": 5,
  "worldwide-one-line": 5,
  consent: 3,
  "demo-books": 3,
  exports: 3,
  idempotency: 3,
  "image-rehost": 2,
  app: 1,
  "csp-reports": 1,
  openapi: 1,
  "product-translations": 1,
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

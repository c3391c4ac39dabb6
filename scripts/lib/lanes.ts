/**
 * How the emulator suites' files are shared between the two pools that run side by side
 * (scripts/emulated-suites.ts): the browser files on the browser workers (CPU-bound, one Chromium
 * each), the API files on the server workers, and the rules files (lane-safe) on whichever pool
 * would end first, before its own files. In a pool each worker takes the next file as it finishes
 * one, longest first (Vitest's own pool in one process, the order `longestFirst` gives): its
 * workers end within about one short file of each other, whatever a file's time on the day.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Seconds per file in the lanes of whole runs on a quiet 2-CPU machine (four workers side by
 * side: the mean of two runs of 2026-11-30, `npm test` on fresh clones, 1,831 tests; `orders`,
 * split from a file run alone, estimated). Only relative weights matter, but browser, server and
 * rules files are weighed on one scale: the rules files go to the pool that would end first. A
 * file not listed weighs 10 (browser) or 1.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 101,
  admin: 54,
  customer: 48,
  uploads: 27,
  payment: 25,
  "product-page": 24,
  mail: 23,
  cart: 22,
  worldwide: 19,
  "admin-search": 18,
  auth: 16,
  keyboard: 16,
  i18n: 15,
  public: 15,
  "staff-roles": 14,
  overview: 12,
  invoices: 10,
  returns: 10,
  "security-headers": 9,
  privacy: 8,
  "page-metadata": 7,
  currencies: 7,
  ideal: 5,
  disputes: 4,
  "verify-email": 4,
  "messages-mailto": 3,
};
const RULES_SECONDS: Record<string, number> = {
  matrix: 19,
  tampering: 5,
  roles: 3,
  storage: 2,
};
const SERVER_SECONDS: Record<string, number> = {
  "purchase-lifecycle": 34,
  "low-stock": 30,
  variants: 30,
  "invoices-credit-notes": 28,
  mail: 26,
  "stock-interleavings": 25,
  "payment-methods": 20,
  "provider-faults": 20,
  invoices: 19,
  abuse: 17,
  worldwide: 17,
  contract: 16,
  "second-look": 16,
  "stats-overview": 16,
  payments: 15,
  privacy: 15,
  returns: 15,
  purchases: 14,
  roles: 14,
  "admin-search": 11,
  "bank-refunds": 11,
  "return-approval": 10,
  "cart-reminder": 9,
  currencies: 9,
  "verified-mail": 9,
  books: 8,
  disputes: 8,
  "order-language": 8,
  orders: 8,
  "staff-roles": 8,
  "dashboard-refund-tax": 7,
  "refunded-money": 7,
  audit: 6,
  "product-pages": 6,
  users: 6,
  "stripe-webhook": 5,
  "worldwide-one-line": 5,
  "max-per-order": 4,
  consent: 2,
  "csp-reports": 2,
  "demo-books": 2,
  exports: 2,
  idempotency: 2,
  app: 1,
  "image-rehost": 1,
  openapi: 1,
  "product-translations": 1,
  "profile-address": 1,
  "upload-bytes": 1,
};

/**
 * What starting a worker of another suite costs a pool (a fork, the suite's imports, on two busy
 * cores): the rules files join a pool only where they outweigh it.
 */
const RUN_START_SECONDS = 5;

/** A file's weight: its measured seconds (tests/<suite>/<name>.<suite>.test.ts). */
function weight(file: string): number {
  const name = path.basename(file).replace(/\.(e2e|api|rules)\.test\.ts$/, "");
  if (file.startsWith("tests/e2e/")) return BROWSER_SECONDS[name] ?? 10;
  if (file.startsWith("tests/rules/")) return RULES_SECONDS[name] ?? 1;
  return SERVER_SECONDS[name] ?? 1;
}

/** The test files of a suite (tests/<suite>/*.<suite>.test.ts) that the filters name, minus `except`. */
export function suiteFiles(suite: string, filters: string[], except: string[]): string[] {
  return readdirSync(path.join(ROOT, "tests", suite))
    .filter((f) => f.endsWith(`.${suite}.test.ts`))
    .map((f) => `tests/${suite}/${f}`)
    .filter((f) => !except.includes(f))
    .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)));
}

/** `files`, longest first (ties by name): the order a pool's workers take them in. */
export function longestFirst(files: string[]): string[] {
  return [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
}

/** A pool: its workers, and the files it runs in order (the ones it took on, then its own). */
export interface Pool {
  workers: number;
  files: string[];
}

/**
 * The pools with `shared` dealt onto them: each file, longest first, to the pool whose workers
 * would end first with it (its work per worker), a pool taking its first shared file paying a
 * worker start (RUN_START_SECONDS). The shared files come first, then the pool's own, each longest
 * first: a worker changes suite once, and the pool's short files fill its end (after its own
 * files, the 19 s rules matrix started last and the pool's last half-minute left a core idle:
 * run of 2026-11-30).
 */
export function dealShared(pools: Pool[], shared: string[]): Pool[] {
  const state = pools.map((p) => ({ ...p, files: longestFirst(p.files), took: [] as string[] }));
  const endWith = (p: (typeof state)[number], file: string) =>
    (workOf(p.files) + workOf(p.took) + weight(file) + (p.took.length === 0 ? RUN_START_SECONDS : 0)) /
    Math.max(1, p.workers);
  for (const file of longestFirst(shared)) {
    const pool = state.reduce((a, b) => (endWith(b, file) < endWith(a, file) ? b : a));
    pool.took.push(file);
  }
  return state.map((p) => ({ workers: p.workers, files: [...p.took, ...p.files] }));
}

/** The measured seconds of `files` together (their weights). */
export function workOf(files: string[]): number {
  return files.reduce((sum, f) => sum + weight(f), 0);
}

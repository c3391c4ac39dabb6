/**
 * How the emulator suites' files are dealt to lanes that run side by side (scripts/emulated-suites.ts):
 * longest first onto the lane with the least work, by each file's measured duration. The browser
 * files get lanes of their own (CPU-bound, one Chromium each); the rules and API files fill the
 * server lane (GIMBAL_SERVER_LANES, default 1) and then the browser lanes' tails, after their
 * browser files, so that every lane ends at about the same time with no more lanes at once.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Seconds per file, measured in a whole run on a quiet 2-CPU machine (three lanes side by side,
 * 2026-11-28, `npm test` on a fresh clone: run 36). Only relative weights matter, but browser and
 * server files are weighed on one scale: the server files left after the server lane is full
 * follow the browser files in the browser lanes. A file not listed weighs 10 (browser) or 1.
 */
const BROWSER_SECONDS: Record<string, number> = {
  a11y: 78, // run 41, with the admin pages' axe pass it took over from admin.e2e
  admin: 32, // run 41
  customer: 41,
  uploads: 28,
  payment: 22,
  "admin-search": 22,
  keyboard: 16,
  auth: 15,
  cart: 15,
  worldwide: 14,
  privacy: 30, // estimate (issue 50): 43 s alone on a machine 2.1x slower than run 36's
  mail: 12,
  "product-page": 11,
  overview: 9,
  invoices: 7,
  returns: 5,
  "security-headers": 5,
  currencies: 4,
  "verify-email": 4,
  disputes: 3,
  "messages-mailto": 3,
};
const SERVER_SECONDS: Record<string, number> = {
  "purchase-lifecycle": 48,
  "low-stock": 31,
  "provider-faults": 30, // estimate (issue 54): two Stripe budgets of 7 s spent waiting, a refund's event
  "stats-overview": 26,
  "invoices-credit-notes": 23,
  payments: 18,
  variants: 12, // estimate (issue 48): 21 s beside the helpers' suites
  privacy: 20, // estimate (issue 50): 29 s alone on a machine 2.1x slower than run 36's
  consent: 10, // estimate (issue 50): 39 s alone on a machine busy with another run
  "cart-reminder": 10, // estimate (issue 50): two consents and a sweep, like consent's
  returns: 12,
  currencies: 11,
  invoices: 11,
  worldwide: 11,
  matrix: 10,
  disputes: 9,
  abuse: 8,
  purchases: 8,
  "refunded-money": 5,
  contract: 4,
  tampering: 4,
  "stripe-webhook": 4,
  "dashboard-refund-tax": 3,
  users: 3,
  "product-pages": 3,
  "admin-search": 3,
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

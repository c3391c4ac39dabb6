/**
 * Runs inside `firebase emulators:exec` (the emulators start once): seeds, then the rules, API
 * and e2e suites in lanes side by side, then the files that must run alone.
 *
 * - Lanes: the rules and API files dealt to GIMBAL_SERVER_LANES (default 2), the e2e files to
 *   GIMBAL_BROWSER_LANES (default 2), by their measured durations (scripts/lib/lanes.ts; each
 *   browser lane one browser at a time). Files share no state that one could break for another:
 *   each makes its own customers and products, rules files use a project id each, and the
 *   emulators, MailDev and the local Stripe server serve every lane.
 * - After the browser lanes, beside the server lanes (AFTER_BROWSERS): the bursts of simultaneous
 *   orders, one file after another (their load would slow the browser lanes past their timeouts).
 * - Alone, after everything (ALONE, each with its reason): the SMTP outage test (it takes MailDev
 *   away), the bad-input corpus (it proves that nothing changed in whole collections), and the
 *   files that page through the shop-wide lists and compare pages (another lane's new product,
 *   review or payment would shift them).
 * Every lane and file runs even if another failed; the exit code says whether all passed.
 */
import { writeFileSync } from "node:fs";
import { checkAnswers, readRecorded, type OpenApiDocument } from "./lib/answer-check.js";
import { ROOT, ports } from "./lib/emulators.js";
import { dealToLanes, suiteFiles } from "./lib/lanes.js";
import { BROWSER_LANES_DONE, vitestArgs } from "./lib/results.js";
import { runPrefixed } from "./lib/run.js";
import { describeSeed, seed } from "./seed.js";

/**
 * Files whose bursts of simultaneous orders would slow the browser lanes past their timeouts: they
 * run one after another once the browser lanes are done, beside the server lanes (whose tests wait
 * for triggers and webhooks with minutes to spare).
 */
export const AFTER_BROWSERS: Record<string, string> = {
  "tests/api/stock-buckets.api.test.ts": "200 simultaneous orders",
  "tests/api/concurrency.api.test.ts": "50 simultaneous orders",
  "tests/api/orders.api.test.ts": "50 simultaneous orders on one promo code, 6 from one account",
  "tests/api/invoice-burst.api.test.ts": "40 card payments at once",
};

/** Files that run alone, after everything else, and why. */
export const ALONE: Record<string, string> = {
  "tests/api/mail.api.test.ts": "stops and restarts MailDev (SMTP outage)",
  "tests/api/bad-input.api.test.ts": "proves that 371 bad requests change nothing in the whole database",
  // These page through the shop-wide lists (products, feedback, payments: newest first) and
  // compare pages: a product, review or payment another lane adds meanwhile shifts them.
  "tests/api/products.api.test.ts": "pages through all products",
  "tests/api/feedback-messages.api.test.ts": "pages through all feedback",
  "tests/api/shipping.api.test.ts": "pages through all payments",
  "tests/e2e/public.e2e.test.ts": "pages through all products and feedback",
  "tests/e2e/prerendered-pages.e2e.test.ts": "compares the first page of products",
  "tests/e2e/smoke.e2e.test.ts": "compares the first page of products",
  // These stop the local Stripe's clock (every lane's PaymentIntents would get the planted day).
  "tests/api/reconciliation.api.test.ts": "sets the local Stripe's clock",
  "tests/e2e/reconciliation.e2e.test.ts": "sets the local Stripe's clock",
};

/** Every file that is not dealt to a lane. */
export const EXCLUSIVE: Record<string, string> = { ...AFTER_BROWSERS, ...ALONE };

const suites = (process.env.GIMBAL_SUITES ?? "rules,api,e2e").split(",").filter(Boolean);
const filters = (process.env.GIMBAL_FILTER ?? "").split(" ").filter(Boolean);
const extra = (process.env.GIMBAL_VITEST_ARGS ?? "").split(" ").filter(Boolean);
/** Lanes side by side: the rules and API files (mostly waits), and the browser files (CPU). */
const serverLaneCount = Math.max(1, Number(process.env.GIMBAL_SERVER_LANES ?? 2));
const browserLaneCount = Math.max(1, Number(process.env.GIMBAL_BROWSER_LANES ?? 2));

// The emulators here start empty (no --import): every run begins from the same seeded shop.
console.log(describeSeed(await seed()));
if (process.env.GIMBAL_STORAGE_EMULATOR !== "1") {
  console.log(
    "storage rules suite: NOT RUN — the Storage emulator did not start (the launcher said why above).",
  );
}

interface Lane {
  label: string;
  args: string[];
  browser: boolean;
}

const lanes: Lane[] = [];
const serverSuites = suites.filter((s) => s !== "e2e");
const serverFiles = serverSuites.flatMap((s) => suiteFiles(s, filters, Object.keys(EXCLUSIVE)));
for (const [i, files] of dealToLanes(serverFiles, serverLaneCount).entries()) {
  const suite = `${serverSuites.join("+")}.${i + 1}`;
  lanes.push({
    label: `${serverSuites.join("+")} ${i + 1}`,
    args: vitestArgs(serverSuites, suite, [...files, ...extra, "--passWithNoTests"]),
    browser: false,
  });
}
if (suites.includes("e2e")) {
  const e2eFiles = suiteFiles("e2e", filters, Object.keys(EXCLUSIVE));
  for (const [i, files] of dealToLanes(e2eFiles, browserLaneCount).entries()) {
    lanes.push({
      label: `e2e ${i + 1}`,
      args: vitestArgs(["e2e"], `e2e.${i + 1}`, [...files, ...extra, "--passWithNoTests"]),
      browser: true,
    });
  }
}

/** One vitest process, its output prefixed with `label`; resolves with its exit code. */
async function runLane(label: string, args: string[]): Promise<number> {
  const s = Date.now();
  const code = await runPrefixed("node", args, `[${label}] `, { cwd: ROOT });
  console.log(`◀ ${label} ${code === 0 ? "passed" : "FAILED"} in ${((Date.now() - s) / 1000).toFixed(1)} s`);
  return code;
}

/** The files of `group` in `suite` that the filters name. */
const groupFiles = (group: Record<string, string>, suite: string) =>
  Object.keys(group).filter(
    (f) =>
      suites.includes(suite) &&
      f.startsWith(`tests/${suite}/`) &&
      (filters.length === 0 || filters.some((q) => f.includes(q))),
  );
const describeFiles = (group: Record<string, string>, files: string[]) =>
  files.map((f) => `${f} (${group[f]})`).join(", ");

const t0 = Date.now();
console.log(`\n▶ ${lanes.map((l) => l.label).join(" | ")} side by side`);
const browserCodes = Promise.all(lanes.filter((l) => l.browser).map((l) => runLane(l.label, l.args)));
const serverCodes = Promise.all(lanes.filter((l) => !l.browser).map((l) => runLane(l.label, l.args)));
const burstCodes = (async () => {
  await browserCodes;
  // npm test starts the unit tests now (scripts/test.ts).
  writeFileSync(BROWSER_LANES_DONE, `${new Date().toISOString()}\n`);
  const files = groupFiles(AFTER_BROWSERS, "api");
  if (files.length === 0) return [];
  console.log(
    `\n▶ after the browser lanes, beside the server lanes: ${describeFiles(AFTER_BROWSERS, files)}`,
  );
  return [
    await runLane("api bursts", vitestArgs(["api"], "api.bursts", [...files, ...extra, "--passWithNoTests"])),
  ];
})();
const codes = [...(await serverCodes), ...(await browserCodes), ...(await burstCodes)];
console.log(`lanes done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

/** The files to run alone, by suite (the filters apply), one vitest run per suite, one file at a time. */
let aloneCode = 0;
for (const suite of ["api", "e2e"]) {
  const files = groupFiles(ALONE, suite);
  if (files.length === 0) continue;
  console.log(`\n▶ alone: ${describeFiles(ALONE, files)}`);
  const code = await runLane(
    `${suite} alone`,
    vitestArgs([suite], `${suite}.alone`, [...files, ...extra, "--passWithNoTests"]),
  );
  if (code !== 0) aloneCode = code;
}
const answersOk = suites.includes("api") ? await checkRecordedAnswers() : true;
process.exit(codes.every((c) => c === 0) && aloneCode === 0 && answersOk ? 0 : 1);

/**
 * Every answer the API suite received, against the document the API serves (answer-check.ts).
 * A whole run must also have exercised every documented operation at least once.
 */
async function checkRecordedAnswers(): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${ports().hosting}/api/openapi.json`);
  const result = checkAnswers((await res.json()) as OpenApiDocument, readRecorded());
  const whole = filters.length === 0 && extra.length === 0;
  const missing = whole ? result.unexercised : [];
  console.log(`\n▶ answers against the OpenAPI document: ${result.checked} checked`);
  for (const p of result.problems) console.log(`  ✘ ${p}`);
  if (missing.length > 0) console.log(`  ✘ no answer recorded for: ${missing.join(", ")}`);
  else if (!whole && result.unexercised.length > 0) {
    console.log(`  (filtered run: ${result.unexercised.length} operations not exercised)`);
  }
  return result.problems.length === 0 && missing.length === 0;
}

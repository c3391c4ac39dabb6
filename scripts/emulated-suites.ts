/**
 * Runs inside `firebase emulators:exec` (the emulators start once): seeds, then the API files that
 * must run alone, then the API, e2e and rules files in lanes side by side, then the browser files
 * that must run alone.
 *
 * - Lanes: the workers of two pools (see `PoolRun` below), GIMBAL_SERVER_LANES (default 2) for the
 *   API files and GIMBAL_BROWSER_LANES (default 2) for the browser files, one Chromium each; the
 *   rules files go to the pool that would end first, before its own. Each worker runs one file at
 *   a time and takes the next, longest first. Files share no state that one could break for
 *   another: each makes its own customers and products, and the emulators, MailDev and the local
 *   Stripe server serve every lane.
 * - Alone, in the steps of ALONE_STEPS (each file with its reason): the bad-input corpus (it proves
 *   that nothing changed in the whole database), the SMTP outage test (it takes MailDev away), the
 *   bursts of simultaneous orders (their load would slow the browser lanes past their timeouts),
 *   and the files that page through the shop-wide lists and compare pages (another lane's new
 *   product, review or payment would shift them) or set Stripe's clock. The API ones run BEFORE
 *   the lanes (see FIRST below), the browser ones after them.
 * Every lane and file runs even if another failed; the exit code says whether all passed.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { checkAnswers, readRecorded, type OpenApiDocument } from "./lib/answer-check.js";
import { ALONE_FILES_ENV, FILE_ORDER_ENV, type AloneFile } from "./lib/alone-files.js";
import { ROOT, ports } from "./lib/emulators.js";
import { dealShared, suiteFiles, workOf, type Pool } from "./lib/lanes.js";
import { EMULATORS_UP, LIGHT_TAIL, WEB_BUILT, vitestArgs } from "./lib/results.js";
import { runPrefixed } from "./lib/run.js";
import { describeSeed, seed } from "./seed.js";

/**
 * The files that run alone, each with why it cannot run in a lane, in steps, one file at a time
 * (one Vitest run per suite keeps this order: scripts/lib/alone-files.ts); the API ones before the
 * lanes, the browser ones after them:
 * 1. the bad-input corpus, the only file running (nothing else may write);
 * 2. the SMTP outage (beside the bursts its mails stayed PENDING behind theirs: run 38) and the
 *    provider outage (the local Stripe and MailDev paused for 20 s);
 * 3. the API files that page through the shop-wide lists, compare shop-wide figures or set Stripe's
 *    clock, while no file adds products, reviews or payments: before the bursts, whose triggers
 *    (mails, figures, invoice numbers: hundreds of events) run on for a while after their last
 *    order, and the EUR overview's own order waited 7–15 s behind them there (2026-11-30);
 * 4. the bursts, one after the other, the one with the most orders last: what its triggers leave
 *    runs on beside the lanes' first files instead of holding up the files after it;
 * 5. (after the lanes) the browser files that page through the lists or set Stripe's clock. These
 *    mostly wait (`light`): npm test starts lint and typecheck when the first of them starts
 *    (LIGHT_TAIL), or once the launcher suite and the unit tests are done, whichever comes first.
 * The first three mostly wait (the corpus's settled snapshots, the mail's retries, the outage),
 * while the launcher suite and the unit tests, started when the builds are done, keep the cores
 * busy.
 */
const ALONE_STEPS: { light: boolean; files: Record<string, string> }[] = [
  {
    light: false,
    files: {
      "tests/api/bad-input.api.test.ts": "proves that 371 bad requests change nothing in the whole database",
    },
  },
  {
    light: false,
    files: {
      "tests/api/smtp-outage.api.test.ts": "stops and restarts MailDev (SMTP outage)",
      "tests/api/provider-outage.api.test.ts":
        "pauses the local Stripe and MailDev (SIGSTOP): every file's payments and mails would stall",
    },
  },
  // These page through the shop-wide lists (products, feedback, payments: newest first) and
  // compare pages: a product, review or payment another lane adds meanwhile shifts them. The
  // reconciliation files stop the local Stripe's clock (every lane's PaymentIntents would get
  // the planted day).
  {
    light: false,
    files: {
      "tests/api/products.api.test.ts": "pages through all products",
      "tests/api/feedback-messages.api.test.ts": "pages through all feedback",
      "tests/api/shipping.api.test.ts": "pages through all payments",
      "tests/api/reconciliation.api.test.ts": "sets the local Stripe's clock",
      "tests/api/currency-overview.api.test.ts":
        "compares the shop-wide EUR overview before and after its order (another lane's EUR order or refund shifts it)",
    },
  },
  {
    light: false,
    files: {
      "tests/api/invoice-burst.api.test.ts": "16 card payments at once",
      "tests/api/promo-code-race.api.test.ts": "50 simultaneous orders on one promo code",
      "tests/api/concurrency.api.test.ts": "50 simultaneous orders",
      "tests/api/stock-buckets.api.test.ts": "200 simultaneous orders",
    },
  },
  {
    light: true,
    files: {
      "tests/e2e/catalogue-paging.e2e.test.ts": "pages through all products and feedback",
      "tests/e2e/prerendered-pages.e2e.test.ts": "compares the first page of products",
      "tests/e2e/smoke.e2e.test.ts": "compares the first page of products",
      "tests/e2e/reconciliation.e2e.test.ts": "sets the local Stripe's clock",
      "tests/e2e/bank-payments.e2e.test.ts":
        "moves the local Stripe's clock 3 minutes on (every lane's pending SEPA debits would settle)",
    },
  },
];

/** Every file run alone, with its reason (the lanes leave them out). */
export const EXCLUSIVE: Record<string, string> = Object.fromEntries(
  ALONE_STEPS.flatMap((step) => Object.entries(step.files)),
);

/**
 * The web app builds while the emulators start (scripts/test.ts writes WEB_BUILT): Hosting serves
 * it from the first file on. A failed build ends the run here, with its message.
 */
async function webAppBuilt(): Promise<void> {
  const since = Date.now();
  while (!existsSync(WEB_BUILT)) await new Promise((resolve) => setTimeout(resolve, 200));
  const state = readFileSync(WEB_BUILT, "utf8").trim();
  if (state !== "ok") {
    console.error(`The web app's build ${state}`);
    process.exit(1);
  }
  const waited = (Date.now() - since) / 1000;
  if (waited >= 1) console.log(`waited ${waited.toFixed(1)} s for the web app's build`);
}

/** Says once that the files left mostly wait (see LIGHT_TAIL). */
let lightTailSaid = false;
function lightTail(): void {
  if (lightTailSaid) return;
  lightTailSaid = true;
  writeFileSync(LIGHT_TAIL, `${new Date().toISOString()}\n`);
}

const suites = (process.env.GIMBAL_SUITES ?? "rules,api,e2e").split(",").filter(Boolean);
const filters = (process.env.GIMBAL_FILTER ?? "").split(" ").filter(Boolean);
const extra = (process.env.GIMBAL_VITEST_ARGS ?? "").split(" ").filter(Boolean);
/**
 * Lanes side by side: the API files (mostly waits), and the browser files (CPU). Two server lanes
 * since the Firestore emulator drops a closed page's listeners (scripts/lib/firestore-listen-close.ts):
 * the four lanes kept the two cores 1.8 busy and ended 250–268 s after they started, three lanes
 * 268–275 s (whole runs of 2026-11-29, 511 s against 528 s).
 */
const serverLaneCount = Math.max(1, Number(process.env.GIMBAL_SERVER_LANES ?? 2));
const browserLaneCount = Math.max(1, Number(process.env.GIMBAL_BROWSER_LANES ?? 2));

// The emulators are up (the functions' definitions loaded): the launcher suite may start its own.
writeFileSync(EMULATORS_UP, `${new Date().toISOString()}\n`);
// The emulators here start empty (no --import): every run begins from the same seeded shop.
const seedStart = Date.now();
console.log(describeSeed(await seed()));
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
await webAppBuilt();
if (process.env.GIMBAL_STORAGE_EMULATOR !== "1") {
  console.log(
    "storage rules suite: NOT RUN — the Storage emulator did not start (the launcher said why above).",
  );
}

/**
 * The two pools side by side, each one Vitest run whose workers take the next file as they finish
 * one, longest first: the API files on the server workers, the browser files on the browser
 * workers (one Chromium each), and the rules files (each with a project id of its own, outside the
 * shop's database; they call neither the functions nor Stripe) first on the pool that would end
 * first (scripts/lib/lanes.ts). Before the pools, each lane was one process with its files
 * dealt in advance by their measured times: a file's time varies from run to run, and the lanes
 * ended 17–39 s apart (whole runs of 2026-11-30).
 */
interface PoolRun extends Pool {
  label: string;
  suite: string;
}
const serverSuites = suites.filter((s) => s !== "e2e" && s !== "rules");
const rulesFiles = suites.includes("rules") ? suiteFiles("rules", filters, []) : [];
const serverFiles = serverSuites.flatMap((s) => suiteFiles(s, filters, Object.keys(EXCLUSIVE)));
const e2eFiles = suites.includes("e2e") ? suiteFiles("e2e", filters, Object.keys(EXCLUSIVE)) : [];
const [serverShare, browserShare] = dealShared(
  [
    { workers: serverLaneCount, files: serverFiles },
    { workers: browserLaneCount, files: e2eFiles },
  ],
  rulesFiles,
);
const pools: PoolRun[] = [
  { label: "server pool", suite: "server.pool", workers: serverLaneCount, files: serverShare?.files ?? [] },
  {
    label: "browser pool",
    suite: "browser.pool",
    workers: browserLaneCount,
    files: browserShare?.files ?? [],
  },
].filter((pool) => pool.files.length > 0);

/**
 * The alone steps' files that the suites and filters leave, one Vitest run per suite (alone-files.ts:
 * one start instead of one per step), one file at a time, in the steps' order.
 */
const aloneFiles: AloneFile[] = ALONE_STEPS.flatMap((step) =>
  Object.entries(step.files).map(([file, reason]) => ({ file, reason, light: step.light })),
).filter(
  ({ file }) =>
    suites.some((suite) => file.startsWith(`tests/${suite}/`)) &&
    (filters.length === 0 || filters.some((q) => file.includes(q))),
);

/** Says how a pool or a run ended and how long it took; passes its exit code on. */
function report(label: string, since: number, code: number): number {
  console.log(
    `◀ ${label} ${code === 0 ? "passed" : "FAILED"} in ${((Date.now() - since) / 1000).toFixed(1)} s`,
  );
  return code;
}

/** One suite's alone files, one at a time in the steps' order; its exit code. */
async function runAlone(suite: string): Promise<number> {
  const files = aloneFiles.filter((f) => f.file.startsWith(`tests/${suite}/`));
  if (files.length === 0) return 0;
  const s = Date.now();
  const label = `${suite} alone`;
  const code = await runPrefixed(
    "node",
    vitestArgs([suite], `${suite}.alone`, [
      "--reporter=./scripts/lib/alone-files.ts",
      ...files.map((f) => f.file),
      ...extra,
      "--passWithNoTests",
    ]),
    `[${label}] `,
    // One file at a time, whatever the caller's environment says.
    {
      cwd: ROOT,
      env: { ...process.env, GIMBAL_POOL_WORKERS: "1", [ALONE_FILES_ENV]: JSON.stringify(files) },
    },
  );
  return report(label, s, code);
}

/** One pool's run: its files in the order given, on its workers; its exit code. */
async function runPool(pool: PoolRun): Promise<number> {
  const s = Date.now();
  const projects = [...new Set(pool.files.map((f) => f.split("/")[1] ?? ""))];
  const code = await runPrefixed(
    "node",
    vitestArgs(projects, pool.suite, [...pool.files, ...extra, "--passWithNoTests"]),
    `[${pool.label}] `,
    {
      cwd: ROOT,
      env: {
        ...process.env,
        GIMBAL_POOL_WORKERS: String(pool.workers),
        [FILE_ORDER_ENV]: JSON.stringify(pool.files),
      },
    },
  );
  return report(pool.label, s, code);
}

/**
 * FIRST: the API files run alone go before the lanes. Until the Firestore emulator dropped a closed
 * page's listeners (scripts/lib/firestore-listen-close.ts), every browser context a test closed
 * left its listeners there, and every later write re-ran them: after the lanes' 140 browser tests
 * the bursts took 178 s (stock-buckets.api) instead of 48 s, the JVM a full core (2026-11-29).
 * Before the lanes they also overlap the launcher suite and the unit tests, which start with them.
 */
const firstCode = await runAlone("api");

const t0 = Date.now();
for (const pool of pools) {
  const work = workOf(pool.files) / Math.max(1, pool.workers);
  console.log(
    `\n▶ ${pool.label}: ${pool.files.length} files on ${pool.workers} workers (about ${work.toFixed(0)} s each)`,
  );
}
const codes = await Promise.all(pools.map(runPool));
console.log(`pools done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const lastCode = await runAlone("e2e");

lightTail(); // a filtered run without light steps
const answersOk = suites.includes("api") ? await checkRecordedAnswers() : true;
const aloneOk = firstCode === 0 && lastCode === 0;
process.exit(codes.every((c) => c === 0) && aloneOk && answersOk ? 0 : 1);

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

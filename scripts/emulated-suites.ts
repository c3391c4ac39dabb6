/**
 * Runs inside `firebase emulators:exec` (the emulators start once): seeds, then the API files that
 * must run alone, then the API and e2e suites in lanes side by side, then the browser files that
 * must run alone; the rules files from the first lane's end.
 *
 * - Lanes: the e2e files dealt to GIMBAL_BROWSER_LANES (default 2), the API files to
 *   GIMBAL_SERVER_LANES (default 2) and then to the browser lanes, before their browser files,
 *   by their measured durations (scripts/lib/lanes.ts), so the lanes end together; each
 *   lane runs one process at a time (a browser lane one browser). Files share no state that one
 *   could break for another: each makes its own customers and products, and the emulators,
 *   MailDev and the local Stripe server serve every lane.
 * - Alone, in the steps of ALONE_STEPS (each file with its reason): the bad-input corpus (it proves
 *   that nothing changed in the whole database), the SMTP outage test (it takes MailDev away), the
 *   bursts of simultaneous orders (their load would slow the browser lanes past their timeouts),
 *   and the files that page through the shop-wide lists and compare pages (another lane's new
 *   product, review or payment would shift them) or set Stripe's clock. The API ones run BEFORE
 *   the lanes (see FIRST below), the browser ones after them.
 * - The rules files (a project id each, outside the shop's database) run beside the last lanes and
 *   the browser files run alone (see BESIDE below).
 * Every lane and file runs even if another failed; the exit code says whether all passed.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { checkAnswers, readRecorded, type OpenApiDocument } from "./lib/answer-check.js";
import { ALONE_FILES_ENV, type AloneFile } from "./lib/alone-files.js";
import { ROOT, ports } from "./lib/emulators.js";
import { RUN_START_SECONDS, dealAfter, dealToLanes, suiteFiles, workOf } from "./lib/lanes.js";
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

/** One vitest run: its files under one or more projects, its own result file. */
interface Run {
  label: string;
  suite: string;
  args: string[];
}
/** Runs one after the other: a lane is one process at a time. */
interface Lane {
  label: string;
  runs: Run[];
}

// The rules files run beside the last lanes and the browser files run alone (see BESIDE below), the
// other server files in lanes.
const serverSuites = suites.filter((s) => s !== "e2e" && s !== "rules");
const rulesFiles = suites.includes("rules") ? suiteFiles("rules", filters, []) : [];
const serverFiles = serverSuites.flatMap((s) => suiteFiles(s, filters, Object.keys(EXCLUSIVE)));
const e2eFiles = suites.includes("e2e") ? suiteFiles("e2e", filters, Object.keys(EXCLUSIVE)) : [];
const browserDeal = dealToLanes(e2eFiles, browserLaneCount);
// The server files fill the server lanes, then the browser lanes' heads (before their browser files;
// a run there costs its start too).
const serverDeal = dealAfter(serverFiles, [
  ...Array.from({ length: serverLaneCount }, () => 0),
  ...browserDeal.map((files) => workOf(files) + RUN_START_SECONDS),
]);
const serverName = serverSuites.join("+");
const serverRun = (files: string[], n: number, label: string): Run[] =>
  files.length === 0
    ? []
    : [
        {
          label,
          suite: `${serverName}.${n}`,
          args: vitestArgs(serverSuites, `${serverName}.${n}`, [...files, ...extra, "--passWithNoTests"]),
        },
      ];
const lanes: Lane[] = [
  ...serverDeal.slice(0, serverLaneCount).map((files, i) => ({
    label: `${serverName} ${i + 1}`,
    runs: serverRun(files, i + 1, `${serverName} ${i + 1}`),
  })),
  ...browserDeal.map((files, i) => ({
    label: `e2e ${i + 1}`,
    // The lane's API files first, then its browser files (when the emulator still kept a closed
    // page's listeners, API files after the browser files kept its JVM on a full core: FIRST below).
    runs: [
      ...serverRun(
        serverDeal[serverLaneCount + i] ?? [],
        serverLaneCount + i + 1,
        `e2e ${i + 1} ▸ ${serverName}`,
      ),
      {
        label: `e2e ${i + 1}`,
        suite: `e2e.${i + 1}`,
        args: vitestArgs(["e2e"], `e2e.${i + 1}`, [...files, ...extra, "--passWithNoTests"]),
      },
    ],
  })),
].filter((lane) => lane.runs.length > 0);

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

/** Says how a lane or a run ended and how long it took; passes its exit code on. */
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
    { cwd: ROOT, env: { ...process.env, [ALONE_FILES_ENV]: JSON.stringify(files) } },
  );
  return report(label, s, code);
}

/**
 * BESIDE the last lanes and the browser files run alone: the rules files, started when the first
 * lane ends. Each uses a project id of its own, outside the shop's database those files page
 * through, and they call neither the functions nor Stripe (two of those files set its clock).
 * They took 44 s of a lane (2026-11-29); beside the browser files run alone only (which mostly
 * wait) they took 31–46 s and those files 47–56 s; the lanes end 17–29 s apart, on cores a
 * finished lane leaves idle. Beside the API files run alone, at the start, they took CPU from
 * the launcher and unit suites and those files instead (unit 78 → 118 s, launcher 120 → 164 s,
 * API files alone 181 → 212 s).
 */
async function runRulesBeside(): Promise<number> {
  if (rulesFiles.length === 0) return 0;
  const s = Date.now();
  const code = await runPrefixed(
    "node",
    vitestArgs(["rules"], "rules", [...rulesFiles, ...extra, "--passWithNoTests"]),
    "[rules] ",
    { cwd: ROOT },
  );
  return report("rules", s, code);
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
console.log(`\n▶ ${lanes.map((l) => l.runs.map((r) => r.label).join(" then ")).join(" | ")} side by side`);
/** The rules files' run, started once (when the first lane ends, or after the lanes). */
let rulesRun: Promise<number> | undefined;
const startRules = () => (rulesRun ??= runRulesBeside());
const codes = await Promise.all(
  lanes.map(async (lane) => {
    const s = Date.now();
    let code = 0;
    // Every run of the lane runs, even after one failed: each says what it found.
    for (const run of lane.runs) {
      const c = await runPrefixed("node", run.args, `[${run.label}] `, { cwd: ROOT });
      if (c !== 0) code = c;
    }
    void startRules();
    return report(lane.label, s, code);
  }),
);
console.log(`lanes done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const [lastCode, rulesCode] = await Promise.all([runAlone("e2e"), startRules()]);

lightTail(); // a filtered run without light steps
const answersOk = suites.includes("api") ? await checkRecordedAnswers() : true;
const aloneOk = firstCode === 0 && lastCode === 0 && rulesCode === 0;
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

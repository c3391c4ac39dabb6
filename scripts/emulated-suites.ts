/**
 * Runs inside `firebase emulators:exec` (the emulators start once): seeds, then the rules, API
 * and e2e suites in lanes side by side, then the files that must run alone.
 *
 * - Lanes (GIMBAL_LANES, default 3): the rules and API files in one lane, the e2e files dealt to
 *   the others by their usual duration (each lane one browser at a time). Files share no state that one could break for another:
 *   each makes its own customers and products, rules files use a project id each, and the
 *   emulators, MailDev and the local Stripe server serve every lane.
 * - Alone, after the lanes (EXCLUSIVE): a file that takes MailDev away (the SMTP outage test), one
 *   that proves bad requests change nothing in whole collections (any other lane's write would
 *   show), and the bursts of simultaneous orders, whose load would slow the other lanes' browser
 *   tests past their timeouts.
 * Every lane and file runs even if another failed; the exit code says whether all passed.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./lib/emulators.js";
import { vitestArgs } from "./lib/results.js";
import { runPrefixed } from "./lib/run.js";
import { describeSeed, seed } from "./seed.js";

/** Files that run alone, after the lanes, and why. */
export const EXCLUSIVE: Record<string, string> = {
  "tests/api/mail.api.test.ts": "stops and restarts MailDev (SMTP outage)",
  "tests/api/stock-buckets.api.test.ts": "200 simultaneous orders",
  "tests/api/concurrency.api.test.ts": "50 simultaneous orders",
  "tests/api/bad-input.api.test.ts": "proves that 371 bad requests change nothing in the whole database",
};

const suites = (process.env.GIMBAL_SUITES ?? "rules,api,e2e").split(",").filter(Boolean);
const filters = (process.env.GIMBAL_FILTER ?? "").split(" ").filter(Boolean);
const extra = (process.env.GIMBAL_VITEST_ARGS ?? "").split(" ").filter(Boolean);
const laneCount = Math.max(1, Number(process.env.GIMBAL_LANES ?? 3));

// The emulators here start empty (no --import): every run begins from the same seeded shop.
console.log(describeSeed(await seed()));
if (process.env.GIMBAL_STORAGE_EMULATOR !== "1") {
  console.log(
    "storage rules suite: NOT RUN — the Storage emulator did not start (the launcher said why above).",
  );
}

interface Lane {
  label: string;
  suite: string;
  args: string[];
}

const excludeArgs = Object.keys(EXCLUSIVE).flatMap((f) => ["--exclude", f]);
const lanes: Lane[] = [];
const front = suites.filter((s) => s !== "e2e");
if (front.length > 0) {
  lanes.push({
    label: front.join("+"),
    suite: front.join("+"),
    args: vitestArgs(front, front.join("+"), [...filters, ...extra, ...excludeArgs, "--passWithNoTests"]),
  });
}
if (suites.includes("e2e")) {
  for (const [i, files] of e2eLanes(Math.max(1, laneCount - lanes.length)).entries()) {
    const label = `e2e ${i + 1}`;
    lanes.push({
      label,
      suite: `e2e.${i + 1}`,
      args: vitestArgs(["e2e"], `e2e.${i + 1}`, [...files, ...extra, "--passWithNoTests"]),
    });
  }
}

/**
 * The e2e files (those the filters name) dealt to `count` lanes, longest first onto the lane with
 * the least work, by their duration in a sequential run (seconds; 20 for a file not listed).
 */
function e2eLanes(count: number): string[][] {
  const seconds: Record<string, number> = {
    admin: 57,
    customer: 56,
    a11y: 32,
    payment: 28,
    public: 26,
    uploads: 25,
    "prerendered-pages": 22,
    auth: 19,
    mail: 14,
    "security-headers": 3,
    smoke: 2,
  };
  const files = readdirSync(path.join(ROOT, "tests/e2e"))
    .filter((f) => f.endsWith(".e2e.test.ts"))
    .map((f) => `tests/e2e/${f}`)
    .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)));
  const weight = (f: string) => seconds[path.basename(f, ".e2e.test.ts")] ?? 20;
  const lanes = Array.from({ length: Math.min(count, files.length) }, () => ({
    files: [] as string[],
    load: 0,
  }));
  for (const f of [...files].sort((a, b) => weight(b) - weight(a))) {
    const lane = lanes.reduce((a, b) => (b.load < a.load ? b : a));
    lane.files.push(f);
    lane.load += weight(f);
  }
  return lanes.map((l) => l.files);
}

const t0 = Date.now();
console.log(`\n▶ ${lanes.map((l) => l.label).join(" | ")} side by side`);
const codes = await Promise.all(
  lanes.map(async (lane) => {
    const s = Date.now();
    const code = await runPrefixed("node", lane.args, `[${lane.label}] `, { cwd: ROOT });
    console.log(
      `◀ ${lane.label} ${code === 0 ? "passed" : "FAILED"} in ${((Date.now() - s) / 1000).toFixed(1)} s`,
    );
    return code;
  }),
);
console.log(`lanes done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const alone = Object.keys(EXCLUSIVE).filter(
  (f) => suites.includes("api") && (filters.length === 0 || filters.some((q) => f.includes(q))),
);
let aloneCode = 0;
if (alone.length > 0) {
  const s = Date.now();
  console.log(`\n▶ alone: ${alone.map((f) => `${f} (${EXCLUSIVE[f]})`).join(", ")}`);
  aloneCode = await runPrefixed(
    "node",
    vitestArgs(["api"], "api.alone", [...alone, ...extra, "--passWithNoTests"]),
    "[alone] ",
    { cwd: ROOT },
  );
  console.log(
    `◀ alone ${aloneCode === 0 ? "passed" : "FAILED"} in ${((Date.now() - s) / 1000).toFixed(1)} s`,
  );
}
process.exit(codes.every((c) => c === 0) && aloneCode === 0 ? 0 : 1);

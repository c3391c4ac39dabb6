import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/**
 * Where a run's result files go: one folder per port offset, so that two runs side by side in one
 * checkout (on their own GIMBAL_PORT_OFFSET) never reset each other's results.
 */
const OFFSET = Number(process.env.GIMBAL_PORT_OFFSET ?? 0);
export const RESULTS_DIR = path.join(ROOT, OFFSET ? `.cache/test-results-${OFFSET}` : ".cache/test-results");

/**
 * Written by the emulator suites when the files run alone mostly wait (after the bursts of
 * simultaneous orders: the files that page through lists): lint and typecheck start then.
 */
export const LIGHT_TAIL = path.join(RESULTS_DIR, "light-tail.started");
/**
 * Written by the emulator suites as they start, once the emulators answer: the Functions emulator
 * has loaded the functions' definitions. firebase-tools serves that discovery from a port it picks
 * at random between 8000 and 9000, and the launcher suite's own emulators do the same: started
 * together, both once took port 8422 and the suites' Functions emulator never loaded (2026-11-29).
 * The launcher suite starts after this.
 */
export const EMULATORS_UP = path.join(RESULTS_DIR, "emulators.up");

/**
 * Written by npm test once the web app is built ("ok", or "failed: …"): it builds while the
 * emulators start, and the emulator suites wait for it after the seed, before their first file.
 */
export const WEB_BUILT = path.join(RESULTS_DIR, "web.built");

export function resetResults(): void {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
}

export function resultFile(suite: string): string {
  return path.join(RESULTS_DIR, `${suite}.json`);
}

export interface SuiteCounts {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  ran: boolean;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as VitestJson;

/** The unit and web projects' result files: `unit.json`, and `unit.<part>.json` when split. */
const isUnitResult = (name: string) =>
  name === "unit.json" || (name.startsWith("unit.") && name.endsWith(".json"));

/**
 * A suite's counts. `unit` is the unit and web projects' result files; an emulator suite's
 * files may be spread over several result files (lanes side by side, shards, files run alone):
 * its counts are those of the test files under tests/<suite>/ in all of them. A file that failed
 * without a failed test (it did not load) counts as one failure.
 */
export function readCounts(suite: string): SuiteCounts {
  const none = { suite, passed: 0, failed: 0, skipped: 0, ran: false };
  if (!existsSync(RESULTS_DIR)) return none;
  if (suite === "unit") {
    const counts = { ...none };
    for (const name of readdirSync(RESULTS_DIR).filter(isUnitResult)) {
      const j = readJson(path.join(RESULTS_DIR, name));
      counts.ran = true;
      counts.passed += j.numPassedTests;
      counts.failed += j.numFailedTests;
      counts.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    }
    return counts;
  }
  const counts = { ...none };
  const marker = `${path.sep}tests${path.sep}${suite}${path.sep}`;
  for (const name of readdirSync(RESULTS_DIR)) {
    if (!name.endsWith(".json") || isUnitResult(name)) continue;
    for (const file of readJson(path.join(RESULTS_DIR, name)).testResults ?? []) {
      if (!file.name.includes(marker)) continue;
      counts.ran = true;
      const statuses = (file.assertionResults ?? []).map((a) => a.status);
      counts.passed += statuses.filter((x) => x === "passed").length;
      const failed = statuses.filter((x) => x === "failed").length;
      counts.failed += failed === 0 && file.status === "failed" ? 1 : failed;
      counts.skipped += statuses.filter((x) => x === "pending" || x === "skipped" || x === "todo").length;
    }
  }
  return counts;
}

/**
 * Every failed test of every result file, one line each (file, name, the failure's first line), so
 * that the summary — the last lines CI keeps — says what failed, not only how many.
 */
export function readFailures(): string[] {
  if (!existsSync(RESULTS_DIR)) return [];
  const lines: string[] = [];
  for (const name of readdirSync(RESULTS_DIR)) {
    if (!name.endsWith(".json")) continue;
    for (const file of readJson(path.join(RESULTS_DIR, name)).testResults ?? []) {
      const where = path.relative(ROOT, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failed)
        lines.push(`${where} › ${a.fullName ?? "?"}: ${firstLine(a.failureMessages?.[0])}`);
      if (failed.length === 0 && file.status === "failed") lines.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return lines;
}

const firstLine = (text: string | undefined) => (text ?? "").split("\n")[0]?.slice(0, 300) ?? "";

/** Starts a JVM and sends it 24 requests at once: `npm test` runs it last, alone (the `unit-jvm` project). */
export const JVM_UNIT_TEST = "scripts/lib/storage-rules-runtime.test.ts";

/** vitest arguments for one project, with the JSON result file the summary reads. */
export function vitestArgs(projects: string[], suite: string, filters: string[] = []): string[] {
  return [
    "node_modules/.bin/vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resultFile(suite)}`,
    ...filters,
  ];
}

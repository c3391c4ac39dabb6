import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

export const RESULTS_DIR = path.join(ROOT, ".cache/test-results");

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
}

export function readCounts(suite: string): SuiteCounts {
  const file = resultFile(suite);
  if (!existsSync(file)) return { suite, passed: 0, failed: 0, skipped: 0, ran: false };
  const j = JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  return {
    suite,
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + (j.numTodoTests ?? 0),
    ran: true,
  };
}

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

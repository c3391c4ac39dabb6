/**
 * The files that run alone (scripts/emulated-suites.ts: the API ones before the lanes, the browser
 * ones after them) go through one Vitest run per suite instead of one per step: a Vitest start (its
 * config, the transform and the imports of the support code) took 10–17 s of the serial path on
 * two busy cores, five times. The run keeps
 * them one at a time (`fileParallelism: false`) in the order given (`OrderedSequencer`), and
 * `AloneReporter` says which file starts, and why it runs alone, and marks the light tail when the
 * first file that mostly waits starts (results.ts LIGHT_TAIL).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type Reporter, type TestModule, type TestSpecification } from "vitest/node";
import { LIGHT_TAIL } from "./results.js";

/** One file run alone: its path from the root, why, and whether it mostly waits. */
export interface AloneFile {
  file: string;
  reason: string;
  light: boolean;
}

/** The environment variable carrying the run's files, in order (JSON of AloneFile[]). */
export const ALONE_FILES_ENV = "GIMBAL_ALONE_FILES";

function aloneFiles(): AloneFile[] {
  const raw = process.env[ALONE_FILES_ENV];
  return raw ? (JSON.parse(raw) as AloneFile[]) : [];
}

/** Whether Vitest's module id is `file` (a path from the root, with forward slashes). */
const isFile = (moduleId: string, file: string) =>
  moduleId.endsWith(`${path.sep}${file.split("/").join(path.sep)}`);
const rank = (files: AloneFile[], moduleId: string) => files.findIndex((f) => isFile(moduleId, f.file));

/** The environment variable carrying a pool's files in the order its workers take them (JSON of string[]). */
export const FILE_ORDER_ENV = "GIMBAL_FILE_ORDER";

function fileOrder(): string[] {
  const raw = process.env[FILE_ORDER_ENV];
  if (raw) return JSON.parse(raw) as string[];
  return aloneFiles().map((f) => f.file);
}

/** Vitest's own order, unless the run names its files' order (FILE_ORDER_ENV, or ALONE_FILES_ENV). */
export class OrderedSequencer extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const files = fileOrder();
    if (files.length === 0) return super.sort(specs);
    const at = (s: TestSpecification) => {
      const i = files.findIndex((f) => isFile(s.moduleId, f));
      return i === -1 ? files.length : i;
    };
    return [...specs].sort((a, b) => at(a) - at(b));
  }
}

/**
 * Prints each alone file as it starts, and marks the light tail at the first light one (Vitest
 * loads it by path: `--reporter=./scripts/lib/alone-files.ts`, the default export).
 */
export default class AloneReporter implements Reporter {
  private readonly files = aloneFiles();
  private lightSaid = false;

  onTestModuleStart(testModule: TestModule): void {
    const file = this.files[rank(this.files, testModule.moduleId)];
    if (!file) return;
    console.log(`\n▶ alone: ${file.file} (${file.reason})`);
    if (file.light && !this.lightSaid) {
      this.lightSaid = true;
      writeFileSync(LIGHT_TAIL, `${new Date().toISOString()}\n`);
    }
  }
}

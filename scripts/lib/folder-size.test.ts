/**
 * Issue 53: no folder of `web/src` or `functions/src` holds more than 12 source files, so a reader
 * sees which files belong together. A folder's source files are the `.ts`, `.tsx`, `.js`, `.jsx`,
 * `.mjs` and `.cjs` files directly in it (not in its subfolders), tests (`*.test.*`) and
 * declarations (`*.d.ts`) left out; styles and assets do not count. Split a folder that grows past
 * the limit by concern (`payments/refunds/`, `admin/api/products/`), in folders whose names say
 * what is inside.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

const MAX_SOURCE_FILES = 12;
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const NOT_SOURCE = /\.test\.[a-z]+$|\.d\.ts$/;

/**
 * Folders allowed over the limit for a while (none now: issue 53 split every one). A folder listed
 * here that is no longer over the limit fails the test, so the list never goes stale.
 */
const STILL_TO_SPLIT: readonly string[] = [];

/** Every folder under `dir` (itself included) with its number of source files. */
export function sourceFileCounts(dir: string): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    counts.set(
      path.relative(ROOT, folder).split(path.sep).join("/"),
      entries.filter((e) => e.isFile() && SOURCE.test(e.name) && !NOT_SOURCE.test(e.name)).length,
    );
    for (const e of entries)
      if (e.isDirectory() && e.name !== "node_modules") walk(path.join(folder, e.name));
  };
  walk(path.join(ROOT, dir));
  return counts;
}

describe(`folders of at most ${MAX_SOURCE_FILES} source files`, () => {
  const counts = new Map([...sourceFileCounts("web/src"), ...sourceFileCounts("functions/src")]);

  it("holds for every folder of web/src and functions/src but the ones still to split", () => {
    const over = [...counts]
      .filter(([folder, n]) => n > MAX_SOURCE_FILES && !STILL_TO_SPLIT.includes(folder))
      .map(([folder, n]) => `${folder}: ${n} source files`);
    expect(over, `split by concern:\n${over.join("\n")}`).toEqual([]);
  });

  it("lists only folders that are still over the limit", () => {
    const split = STILL_TO_SPLIT.filter((folder) => (counts.get(folder) ?? 0) <= MAX_SOURCE_FILES);
    expect(split, `split already: remove from STILL_TO_SPLIT: ${split.join(", ")}`).toEqual([]);
  });
});

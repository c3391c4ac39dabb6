/**
 * The README's map of the tree names every backend area (`functions/src/<area>/`) and every web
 * feature (`web/src/features/<feature>/`): a new folder fails here until the map has its line.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./lib/emulators.js";

const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
/** The section from "## Map of the tree" to the next second-level heading. */
const map = readme.split(/^## /m).find((s) => s.startsWith("Map of the tree")) ?? "";

const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${dir}/${e.name}/`);

describe("the README's map of the tree", () => {
  it.each(["functions/src", "web/src/features"])("names every folder of %s", (dir) => {
    const missing = folders(dir).filter((f) => !map.includes(`\`${f}\``));
    expect(missing, `README.md "Map of the tree" lacks a line for: ${missing.join(", ")}`).toEqual([]);
  });
});

/**
 * Issue 53: `@shop/domain` is laid out by entity with no import circle, type-only imports counted
 * (ESLint's `import-x/no-cycle` skips `import type` by default; the 18-file circle this replaced
 * ran through type imports), and its shared primitives in `core/` import no entity.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";
import { importCycles, importGraph, sourceFiles, specifiersOf } from "./import-graph.js";

const DOMAIN = path.join(ROOT, "packages/domain/src");
const graph = importGraph(sourceFiles(DOMAIN));
const name = (f: string) => path.relative(DOMAIN, f).split(path.sep).join("/");

describe("@shop/domain's imports", () => {
  it("form no circle (type-only imports, re-exports and dynamic imports counted)", () => {
    const circles = importCycles(graph).map((c) => c.map(name).join(" → "));
    expect(circles, `import circles in packages/domain/src:\n${circles.join("\n")}`).toEqual([]);
  });

  it("keep core/ free of entities: core imports only core", () => {
    const outside = [...graph]
      .filter(([file]) => name(file).startsWith("core/"))
      .flatMap(([file, targets]) =>
        targets.filter((t) => !name(t).startsWith("core/")).map((t) => `${name(file)} → ${name(t)}`),
      );
    expect(outside, `core/ imports an entity:\n${outside.join("\n")}`).toEqual([]);
  });

  it("have one entry, src/index.ts, re-exporting one index per folder", () => {
    const entry = graph.get(path.join(DOMAIN, "index.ts")) ?? [];
    expect(entry.length).toBeGreaterThan(10);
    expect(entry.map(name).filter((t) => !/^[a-z0-9-]+\/index\.ts$/.test(t))).toEqual([]);
  });
});

describe("the import graph", () => {
  it("reads every kind of import and leaves comments out", () => {
    const source = [
      'import type { A } from "./a.js";',
      'import { type B, c } from "../b.js";',
      'export * from "./d.js";',
      'export type { E } from "./e.js";',
      'import "./f.js";',
      'const g = await import("./g.js");',
      'import { z } from "zod";',
      '/** see import x from "./not-me.js" */',
      '// import y from "./nor-me.js"',
      "import {",
      "  H,",
      '} from "./h.js";',
    ].join("\n");
    expect(specifiersOf(source).sort()).toEqual(
      ["../b.js", "./a.js", "./d.js", "./e.js", "./f.js", "./g.js", "./h.js"].sort(),
    );
  });

  it("finds a circle that runs through type-only imports", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(importCycles(g)).toEqual([["a", "b", "c", "a"]]);
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
  });
});

/**
 * The backend's areas as the code says (issue 30 item 5): no two areas depend on each other,
 * directly or around a loop (an area uses another through its index.ts, one way; the other way
 * goes through a port connected in wiring.ts), and no collection is declared twice — each
 * Firestore collection has one owning area, whose data.ts declares it. `app/` (the composition
 * root and the route table) and `platform/` (shared plumbing) are not areas.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as domain from "@shop/domain";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NOT_AREAS = new Set(["app", "platform"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [full] : [];
  });
}

const areas = readdirSync(SRC, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !NOT_AREAS.has(e.name))
  .map((e) => e.name);

/** area → the areas its files import. */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of areas) {
    const uses = new Set<string>();
    for (const file of sourceFiles(path.join(SRC, area))) {
      for (const m of readFileSync(file, "utf8").matchAll(/from "(\.\.?\/[^"]+)"/g)) {
        const target = path.relative(SRC, path.resolve(path.dirname(file), m[1] ?? "")).split(path.sep)[0];
        if (target && target !== area && areas.includes(target)) uses.add(target);
      }
    }
    graph.set(area, uses);
  }
  return graph;
}

/** The first loop found among the areas, as a path (empty when there is none). */
function findLoop(graph: Map<string, Set<string>>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (a: string): string[] => {
    if (state.get(a) === "done") return [];
    if (state.get(a) === "open") return [...stack.slice(stack.indexOf(a)), a];
    state.set(a, "open");
    stack.push(a);
    for (const b of graph.get(a) ?? []) {
      const loop = visit(b);
      if (loop.length > 0) return loop;
    }
    stack.pop();
    state.set(a, "done");
    return [];
  };
  for (const a of areas) {
    const loop = visit(a);
    if (loop.length > 0) return loop;
  }
  return [];
}

/**
 * A collection name as written in a typedCollection(...) call: a literal, a constant of its own
 * file, or a @shop/domain constant.
 */
function collectionName(arg: string, source: string): string {
  const literal = /^"([^"]+)"$/.exec(arg);
  if (literal?.[1]) return literal[1];
  const local = new RegExp(`const ${arg} = "([^"]+)"`).exec(source);
  if (local?.[1]) return local[1];
  const [head, key] = arg.split(".");
  const value: unknown = (domain as Record<string, unknown>)[head ?? ""];
  const named = key && value && typeof value === "object" ? (value as Record<string, unknown>)[key] : value;
  if (typeof named !== "string") throw new Error(`cannot tell the collection of typedCollection(${arg})`);
  return named;
}

describe("the backend's areas", () => {
  it("depend one way: no loop among them", () => {
    expect(findLoop(areaGraph())).toEqual([]);
    // What the loop check sees (so that it cannot pass by seeing nothing).
    expect(areaGraph().get("payments")?.has("orders")).toBe(true);
  });

  it("declare each collection once, in its owning area", () => {
    const declared = new Map<string, string[]>();
    for (const file of sourceFiles(SRC)) {
      const source = readFileSync(file, "utf8");
      for (const m of source.matchAll(/(?<!function )typedCollection<[^>]*>\(([^)]+)\)/g)) {
        const name = collectionName((m[1] ?? "").trim(), source);
        declared.set(name, [...(declared.get(name) ?? []), path.relative(SRC, file)]);
      }
    }
    const twice = [...declared].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    expect(declared.get("payments")).toEqual(["payments/data.ts"]);
    expect(declared.get("orders")).toEqual(["orders/data.ts"]);
  });
});

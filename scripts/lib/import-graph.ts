/**
 * The import graph of a folder of TypeScript files, type-only imports included (import-x's
 * `no-cycle` skips `import type` by default; a circle through types still ties the modules
 * together). Edges: `import … from`, `import type … from`, `import "…"`, `export … from`,
 * `export type … from` and `import("…")` of relative paths, resolved to files of the folder.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** The relative specifiers a module names, comments left out. */
export function specifiersOf(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, "") // block and doc comments
    .replace(/^\s*\/\/.*$/gm, ""); // line comments on their own line
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*["']([^"']+)["']/g, // import … from, import type … from, export … from
    /\bimport\s*["']([^"']+)["']/g, // import "…" (side effects)
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, // import("…")
  ];
  for (const pattern of patterns)
    for (const m of code.matchAll(pattern)) if (m[1]?.startsWith(".")) found.add(m[1]);
  return [...found];
}

/** A relative specifier of `from` as a file: `./x.js` → `x.ts`, `./dir` → `dir/index.ts`. */
export function resolveSpecifier(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs|cjs)$/, "");
  for (const candidate of [
    `${stem}.ts`,
    `${stem}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** The non-test `.ts`/`.tsx` files under `dir`, absolute. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => path.join(dir, f));
}

/** file → the files of the graph it imports. */
export function importGraph(files: string[]): Map<string, string[]> {
  const inGraph = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      specifiersOf(readFileSync(file, "utf8"))
        .map((s) => resolveSpecifier(file, s))
        .filter((t): t is string => t !== null && inGraph.has(t)),
    ]),
  );
}

/**
 * The graph's circles: each strongly connected component of more than one file (or a file that
 * imports itself), given as one circle through it, `a → b → … → a`.
 */
export function importCycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's strongly connected components.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      components.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);

  return components
    .filter((c) => c.length > 1 || (graph.get(c[0] ?? "") ?? []).includes(c[0] ?? ""))
    .map((component) => circleThrough(graph, new Set(component)));
}

/** One circle within a strongly connected component: breadth-first from its first file back to it. */
function circleThrough(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift() ?? "";
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const circle = [start];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = cameFrom.get(u))
          circle.splice(1, 0, u);
        return [...circle, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

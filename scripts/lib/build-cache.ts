/**
 * Content-hashed builds for `npm start`, `npm run dev` and `npm test`: each build step (the
 * functions bundle, the web app with its SSR bundle and pre-rendered pages) hashes its inputs
 * (source files, the lockfile, the environment that shapes its output) and is skipped when that
 * hash matches the one recorded after its last successful build and its outputs are still there.
 * The hash is recorded only after a build succeeded, so an interrupted build runs again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./emulators.js";

/** Folders never hashed, by name (outputs, dependencies, caches). */
const SKIP = new Set(["node_modules", "dist", ".ssr", ".cache"]);

export interface BuildStep {
  name: string;
  /** Files and folders (relative to the root) whose content decides the output. */
  inputs: string[];
  /** Anything else that shapes the output (environment), as text. */
  extra: string;
  /** Files (relative to the root) the build leaves; a missing one forces a build. */
  outputs: string[];
  run: () => Promise<void>;
}

function addFiles(abs: string, out: string[]): void {
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(abs, e.name);
    if (e.isDirectory()) addFiles(p, out);
    else if (e.isFile()) out.push(p);
  }
}

/** sha256 over the inputs' relative paths and contents (sorted) and `extra`. */
export function inputsHash(inputs: string[], extra: string, root = ROOT): string {
  const files: string[] = [];
  for (const input of inputs) {
    const abs = path.join(root, input);
    if (!existsSync(abs)) continue;
    if (statSync(abs).isDirectory()) addFiles(abs, files);
    else files.push(abs);
  }
  const hash = createHash("sha256");
  for (const file of [...new Set(files)].sort()) {
    hash.update(path.relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.update(extra).digest("hex");
}

const stampFile = (root: string, name: string) => path.join(root, ".cache/build", `${name}.hash`);

export interface PlannedStep {
  step: BuildStep;
  hash: string;
  /** Why it builds, or null when the last build is reused. */
  reason: "no previous build" | "changed since the last build" | "output missing" | null;
}

export function planStep(step: BuildStep, root = ROOT): PlannedStep {
  const hash = inputsHash(step.inputs, step.extra, root);
  const stamp = stampFile(root, step.name);
  const previous = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
  const reason =
    previous === null
      ? "no previous build"
      : previous !== hash
        ? "changed since the last build"
        : step.outputs.some((o) => !existsSync(path.join(root, o)))
          ? "output missing"
          : null;
  return { step, hash, reason };
}

/** Builds the step when its plan says so; records the hash once it succeeded. */
export async function runPlanned(planned: PlannedStep, root = ROOT): Promise<void> {
  if (planned.reason === null) return;
  const stamp = stampFile(root, planned.step.name);
  rmSync(stamp, { force: true });
  await planned.step.run();
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${planned.hash}\n`);
}

/** One line: what is rebuilt and why, what is reused. */
export function describePlan(plans: PlannedStep[]): string {
  const built = plans.filter((p) => p.reason !== null);
  const reused = plans.filter((p) => p.reason === null);
  const parts = [
    ...built.map((p) => `${p.step.name} rebuilt (${p.reason ?? ""})`),
    ...(reused.length > 0 ? [`${reused.map((p) => p.step.name).join(" and ")} reused (unchanged)`] : []),
  ];
  return `Build: ${parts.length > 0 ? parts.join("; ") : "nothing to build"}.`;
}

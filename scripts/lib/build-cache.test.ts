import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describePlan, inputsHash, planStep, runPlanned, type BuildStep } from "./build-cache.js";

let root: string;
let builds: number;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-cache-"));
  mkdirSync(path.join(root, "src/lib"), { recursive: true });
  mkdirSync(path.join(root, "src/node_modules"), { recursive: true });
  writeFileSync(path.join(root, "src/a.ts"), "a");
  writeFileSync(path.join(root, "src/lib/b.ts"), "b");
  writeFileSync(path.join(root, "src/node_modules/x.js"), "x");
  builds = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const step = (extra = "", fail = false): BuildStep => ({
  name: "thing",
  inputs: ["src", "missing-file"],
  extra,
  outputs: ["out/index.js"],
  run: async () => {
    builds += 1;
    if (fail) throw new Error("build failed");
    mkdirSync(path.join(root, "out"), { recursive: true });
    writeFileSync(path.join(root, "out/index.js"), "built");
  },
});

describe("content-hashed builds", () => {
  it("builds the first time, then reuses the build while nothing changed", async () => {
    const first = planStep(step(), root);
    expect(first.reason).toBe("no previous build");
    await runPlanned(first, root);
    const again = planStep(step(), root);
    expect(again.reason).toBeNull();
    await runPlanned(again, root);
    expect(builds).toBe(1);
    expect(describePlan([again])).toBe("Build: thing reused (unchanged).");
  });

  it("rebuilds when a source file, a folder's new file or the environment changes", async () => {
    await runPlanned(planStep(step(), root), root);
    writeFileSync(path.join(root, "src/lib/b.ts"), "b2");
    expect(planStep(step(), root).reason).toBe("changed since the last build");
    await runPlanned(planStep(step(), root), root);
    writeFileSync(path.join(root, "src/lib/c.ts"), "c");
    expect(planStep(step(), root).reason).toBe("changed since the last build");
    await runPlanned(planStep(step(), root), root);
    expect(planStep(step("VITE_SITE_URL=other"), root).reason).toBe("changed since the last build");
    expect(describePlan([planStep(step("x"), root)])).toBe(
      "Build: thing rebuilt (changed since the last build).",
    );
  });

  it("ignores dependencies and outputs, and rebuilds when the output is gone", async () => {
    const before = inputsHash(["src"], "", root);
    writeFileSync(path.join(root, "src/node_modules/x.js"), "changed");
    expect(inputsHash(["src"], "", root)).toBe(before);
    await runPlanned(planStep(step(), root), root);
    rmSync(path.join(root, "out"), { recursive: true });
    expect(planStep(step(), root).reason).toBe("output missing");
  });

  it("records nothing for a failed build, so the next start builds again", async () => {
    await expect(runPlanned(planStep(step("", true), root), root)).rejects.toThrow("build failed");
    expect(existsSync(path.join(root, ".cache/build/thing.hash"))).toBe(false);
    expect(planStep(step(), root).reason).toBe("no previous build");
  });
});

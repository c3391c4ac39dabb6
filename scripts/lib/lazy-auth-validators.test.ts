import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

/** exegesis' compiled options for `given`, in a fresh Node that loaded the preload as firebase-tools does. */
function compiled(given: Record<string, unknown>): { lazyCompileValidationSchemas: boolean } {
  const script = `
    require(${JSON.stringify(path.join(ROOT, "scripts/lib/lazy-auth-validators.cjs"))});
    const server = require.resolve("firebase-tools/lib/emulator/auth/server.js");
    const options = require(require.resolve("exegesis/lib/options", { paths: [server] }));
    console.log(JSON.stringify(options.compileOptions(${JSON.stringify(given)})));
  `;
  const out = spawnSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" });
  expect(out.stderr).toBe("");
  return JSON.parse(out.stdout) as { lazyCompileValidationSchemas: boolean };
}

describe("the Auth emulator's validators", () => {
  it("are compiled on first use unless the caller says otherwise", () => {
    expect(compiled({}).lazyCompileValidationSchemas).toBe(true);
    expect(compiled({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas).toBe(false);
  });
});

import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

const EMULATOR = path.join(ROOT, "node_modules/firebase-tools/lib/emulator");

/** Requires functionsEmulatorShared.js in a fresh Node, as a worker (or not), and says what loaded. */
function loadShared(asWorker: boolean) {
  const script = `
    ${asWorker ? `process.argv[1] = ${JSON.stringify(path.join(EMULATOR, "functionsEmulatorRuntime.js"))};` : ""}
    require(${JSON.stringify(path.join(ROOT, "scripts/lib/lean-functions-worker.cjs"))});
    const shared = require(${JSON.stringify(path.join(EMULATOR, "functionsEmulatorShared.js"))});
    const loaded = () => Object.keys(require.cache).some((f) => f.includes("deploy/functions/backend.js"));
    const before = loaded();
    const header = shared.HttpConstants.ORIGINAL_AUTH_HEADER;
    const root = shared.findModuleRoot("firebase-functions", require.resolve("firebase-functions"));
    console.log(JSON.stringify({ before, header, root }));
  `;
  const out = spawnSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" });
  expect(out.stderr).toBe("");
  return JSON.parse(out.stdout) as { before: boolean; header: string; root: string };
}

describe("lean Functions workers", () => {
  it("keep firebase-tools' deploy code out of a worker and give it the helpers it uses", () => {
    const worker = loadShared(true);
    expect(worker.before).toBe(false);
    expect(worker.header).toBe("x-original-auth");
    expect(worker.root).toBe(path.join(ROOT, "node_modules/firebase-functions"));
  });

  it("leave every other process as it was", () => {
    expect(loadShared(false).before).toBe(true);
  });
});

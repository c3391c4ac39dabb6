/**
 * Lighthouse figures for "/" on the emulator suite (Hosting serving the production build, the API
 * in the Functions emulator), measured offline in Debian's Chromium. Emulator output goes to
 * stderr so that stdout stays JSON lines.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/emulators.js";
import { firebaseArgs, prepareEmulators } from "../lib/prepare.js";

export async function lighthouseFigures(): Promise<Record<string, number>> {
  const prep = prepareEmulators();
  const dir = path.join(ROOT, ".cache/bench");
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, "lighthouse.json");
  rmSync(out, { force: true });
  const child = spawn(
    "node",
    firebaseArgs(prep, ["emulators:exec", "node_modules/.bin/tsx scripts/bench/lighthouse-run.ts"]),
    {
      cwd: ROOT,
      stdio: ["ignore", process.stderr, process.stderr],
      env: { ...prep.env, GIMBAL_LIGHTHOUSE_OUT: out },
    },
  );
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`Lighthouse run failed (exit ${code})`);
  return JSON.parse(readFileSync(out, "utf8")) as Record<string, number>;
}

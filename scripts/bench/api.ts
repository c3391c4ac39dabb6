/**
 * API figures for `npm run bench`: Firestore reads of the home view's API calls (8 and 200
 * products) and order-placement latency (1 at a time, 50 at once). Starts the emulators the same
 * way `npm test` does and measures from scripts/bench/api-runner.ts inside `emulators:exec`.
 * Expects the functions and web builds to exist (bench.ts builds first).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/emulators.js";
import { startMailDev, stopMailDev } from "../lib/maildev.js";
import { firebaseArgs, prepareEmulators } from "../lib/prepare.js";
import { startStripeProcess } from "../lib/stripe-process.js";

/** `runner`: the file (in scripts/bench/) that measures inside the emulators; the API figures' by default. */
export async function apiFigures(runner = "api-runner.ts"): Promise<Record<string, number | string>> {
  // The latency runs place many orders per bench customer: lift the open-order cap for them.
  process.env.MAX_UNPAID_PURCHASES ??= "1000000";
  // The bench plays hundreds of customers with 15 accounts: lift the per-account order limit too.
  process.env.LIMIT_ORDERS_PER_HOUR ??= "1000000";
  const prep = prepareEmulators();
  const dir = path.join(ROOT, ".cache/bench");
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, runner.replace(/\.ts$/, ".json"));
  rmSync(out, { force: true });
  // In a process of its own, as in `npm test`: the faults figures pause it (SIGSTOP).
  const stripeServer = await startStripeProcess(prep.ports);
  // Orders mail their customers: the inbox runs as with `npm start`, so sending costs what it costs.
  const mail = await startMailDev(prep.ports);
  if (!mail.ok) console.error(mail.note);
  const child = spawn(
    "node",
    firebaseArgs(prep, ["emulators:exec", `node_modules/.bin/tsx scripts/bench/${runner}`]),
    {
      cwd: ROOT,
      // Emulator chatter goes to stderr-less silence: bench output stays JSON lines.
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...prep.env,
        // As in `npm test`: the Functions emulator's one-worker-per-request model, capped.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "8",
        GIMBAL_BENCH_OUT: out,
      },
    },
  );
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  await stripeServer.close();
  await stopMailDev(prep.ports);
  if (code !== 0) throw new Error(`the API bench run failed (exit ${code})`);
  return JSON.parse(readFileSync(out, "utf8")) as Record<string, number | string>;
}

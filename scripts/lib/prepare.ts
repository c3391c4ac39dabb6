/** Shared start-up for `npm start`, `npm run dev`, `npm test` and the bench. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { run } from "./run.js";
import {
  PROJECT_ID,
  ROOT,
  STRIPE_LOCAL,
  functionUrl,
  ports,
  provisionFirestore,
  runConfig,
  provisionStorage,
  webEmulatorEnv,
  writeFunctionsEmulatorEnv,
  type Ports,
} from "./emulators.js";
import { startStripeLocal } from "@shop/stripe-local";

export interface Prepared {
  ports: Ports;
  config: string;
  only: string;
  env: NodeJS.ProcessEnv;
  storage: boolean;
}

/** Decides the emulators, writes the run's config and env files. Throws with what to install. */
export function prepareEmulators(): Prepared {
  const p = ports();
  const firestore = provisionFirestore();
  console.log(`Firestore emulator: ${firestore.how}`);
  const storageRuntime = provisionStorage();
  console.log(storageRuntime.note);
  const storage = storageRuntime.how !== null;
  writeFunctionsEmulatorEnv(p);
  const only = ["auth", "firestore", "functions", "hosting", ...(storage ? ["storage"] : [])].join(",");
  return {
    ports: p,
    config: runConfig(p, storage),
    only,
    storage,
    env: {
      ...process.env,
      ...firestore.env,
      ...storageRuntime.env,
      GIMBAL_STORAGE_EMULATOR: storage ? "1" : "0",
      // The emulator clock's control endpoint (scripts/lib/emulator-clock.cjs).
      GIMBAL_CLOCK_PORT: String(p.clock),
      // The Storage emulator keeps its blobs under os.tmpdir()/firebase and empties that folder
      // when it starts: one folder per run, so checkouts running side by side keep their files.
      TMPDIR: runTmpDir(p),
      // One Node worker per concurrent request by default; 50 cold workers time out on 2 cores.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "8",
    },
  };
}

function runTmpDir(p: Ports): string {
  const dir = path.join(ROOT, ".cache", `emulators-tmp-${p.hub}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export async function buildAll(p: Ports, { web = true } = {}): Promise<void> {
  const steps: [string, string[], NodeJS.ProcessEnv][] = [
    ["npm", ["run", "build", "-w", "functions"], process.env],
  ];
  if (web) steps.push(["npm", ["run", "build", "-w", "web"], { ...process.env, ...webEmulatorEnv(p) }]);
  for (const [cmd, args, env] of steps) {
    const code = await run(cmd, args, { cwd: ROOT, env });
    if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${code})`);
  }
}

/** The local Stripe-compatible server, delivering webhooks to the stripeWebhook function. */
export function startLocalStripe(p: Ports) {
  return startStripeLocal({
    port: p.stripe,
    host: "127.0.0.1",
    webhookUrl: functionUrl(p, "stripeWebhook"),
    webhookSecret: STRIPE_LOCAL.webhookSecret,
    secretKey: STRIPE_LOCAL.secretKey,
    publishableKey: STRIPE_LOCAL.publishableKey,
  });
}

/** Loaded into the firebase-tools process: tasks at their time, schedules ticking (see the file). */
export const EMULATOR_CLOCK = path.join(ROOT, "scripts/lib/emulator-clock.cjs");

/** `node` arguments that run firebase-tools with the emulator clock (spawn them with `node`). */
export function firebaseArgs(prep: Prepared, command: string[]): string[] {
  return [
    "--require",
    EMULATOR_CLOCK,
    "node_modules/.bin/firebase",
    ...command,
    "--project",
    PROJECT_ID,
    "--config",
    prep.config,
    "--only",
    prep.only,
  ];
}

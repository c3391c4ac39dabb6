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
import { parseRegistrations, startStripeLocal } from "@shop/stripe-local";
import { describePlan, planStep, runPlanned, type BuildStep } from "./build-cache.js";

export interface Prepared {
  ports: Ports;
  config: string;
  only: string;
  env: NodeJS.ProcessEnv;
  storage: boolean;
}

/** Loaded into each Functions emulator worker (see the file). */
const LEAN_FUNCTIONS_WORKER = path.join(ROOT, "scripts/lib/lean-functions-worker.cjs");

/**
 * The emulators' JVMs (Firestore, the Storage rules runtime) with the client compiler only and the
 * serial collector: their JIT and GC threads were most of their CPU on two cores. They start in
 * about half the time, and under load they do not lose: a targeted API run with the bursts of
 * simultaneous orders (`--filter="stock-buckets concurrency purchase-lifecycle payments.api"`)
 * took 138 s instead of 162 s, Firestore's JVM 21 CPU-s instead of 51. Whole runs: lanes 401–443 s
 * with these flags, 488 s (e2e lanes 370/384 instead of 293–339) with the JVM's defaults.
 * Behaviour is unchanged.
 */
export const QUICK_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto";

/** Decides the emulators, writes the run's config and env files. Throws with what to install. */
export function prepareEmulators(): Prepared {
  const p = ports();
  const firestore = provisionFirestore();
  console.log(`Firestore emulator: ${firestore.how}, ${firestore.patches}`);
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
      // The functions trust the tests' https image server (tests/support/tls; test-only CA).
      NODE_EXTRA_CA_CERTS: path.join(ROOT, "tests", "support", "tls", "ca.pem"),
      // The emulator clock's control endpoint (scripts/lib/emulator-clock.cjs).
      GIMBAL_CLOCK_PORT: String(p.clock),
      // The Storage emulator keeps its blobs under os.tmpdir()/firebase and empties that folder
      // when it starts: one folder per run, so checkouts running side by side keep their files.
      TMPDIR: runTmpDir(p),
      JAVA_TOOL_OPTIONS: process.env.JAVA_TOOL_OPTIONS ?? QUICK_JVM,
      // One Node worker per concurrent request by default; 50 cold workers time out on 2 cores.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? "8",
      // How long (s) a new worker may take to load the functions before the emulator gives up on
      // it: firebase-tools' default 30 s is passed on two busy cores, and the event the worker was
      // started for is then dropped ("Failed to load function."), which production never does.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? "180",
      // Each Functions worker defers the firebase-tools deploy code its wrapper never calls
      // (scripts/lib/lean-functions-worker.cjs: 1.2 of its ~2 CPU-s of start; ~50 workers a run).
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${JSON.stringify(LEAN_FUNCTIONS_WORKER)}`]
        .filter(Boolean)
        .join(" "),
    },
  };
}

function runTmpDir(p: Ports): string {
  const dir = path.join(ROOT, ".cache", `emulators-tmp-${p.hub}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<void> {
  const code = await run(cmd, args, { cwd, env });
  if (code !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (exit ${code})`);
}

/** The functions bundle (functions/lib/index.cjs), which the Functions emulator loads. */
export function functionsBuild(): BuildStep {
  return {
    name: "functions",
    inputs: [
      "functions/src",
      "functions/build.mjs",
      "functions/package.json",
      "packages/domain/src",
      "packages/domain/package.json",
      "package-lock.json",
    ],
    extra: "",
    outputs: ["functions/lib/index.cjs"],
    run: () => sh("npm", ["run", "build", "-w", "functions"], process.env),
  };
}

/**
 * The web app for the emulators of these ports: `vite build`, the SSR bundle and the pre-rendered
 * pages, as `npm run build -w web` does minus its type check (`npm test` type-checks; the deploy
 * build keeps it).
 */
export function webBuild(p: Ports): BuildStep {
  const env = { ...process.env, ...webEmulatorEnv(p) };
  const shaping = Object.fromEntries(
    Object.entries(env)
      .filter(([k]) => k.startsWith("VITE_") || k === "GIMBAL_PRERENDER" || k === "NODE_ENV")
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const web = path.join(ROOT, "web");
  return {
    name: "web",
    inputs: [
      "web",
      "packages/domain/src",
      "packages/domain/package.json",
      "scripts/prerender",
      "package-lock.json",
    ],
    extra: JSON.stringify(shaping),
    outputs: ["web/dist/index.html", "web/dist/app-shell.html"],
    run: async () => {
      const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
      await sh(bin("vite"), ["build"], env, web);
      await sh(bin("vite"), ["build", "--ssr", "src/entry-server.tsx", "--outDir", ".ssr"], env, web);
      await sh(bin("tsx"), ["../scripts/prerender/prerender.ts"], env, web);
    },
  };
}

/** Builds what changed since the last build (content hashes); says what it did in one line. */
export async function buildAll(p: Ports, { web = true } = {}): Promise<string> {
  const { line, functions, webApp } = startBuilds(p, { web });
  await functions;
  await webApp;
  return line;
}

/**
 * The builds of buildAll, the web app's started once the functions bundle is built: the emulators
 * load that bundle when they start, while Hosting reads the web app's folder per request, so the
 * web app may build while they start (as `npm start` does). Each promise rejects if its build failed.
 */
export function startBuilds(
  p: Ports,
  { web = true } = {},
): { line: string; functions: Promise<void>; webApp: Promise<void> } {
  const functionsPlan = planStep(functionsBuild());
  const webPlan = web ? planStep(webBuild(p)) : undefined;
  // Hosting needs its folder to exist when it starts.
  mkdirSync(path.join(ROOT, "web/dist"), { recursive: true });
  const line = describePlan(webPlan ? [functionsPlan, webPlan] : [functionsPlan]);
  console.log(line);
  const functions = runPlanned(functionsPlan);
  const webApp = functions.then(() => (webPlan ? runPlanned(webPlan) : undefined));
  // Awaited by the caller later; handled meanwhile (an unhandled rejection would end the process).
  webApp.catch(() => undefined);
  return { line, functions, webApp };
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
    // Stripe Tax's registrations (the account's, in Stripe): EU,GB,CA,AU,US-CA,US-NY unless set.
    taxRegistrations: parseRegistrations(process.env.TAX_REGISTRATIONS),
  });
}

/** Loaded into the firebase-tools process: tasks at their time, schedules ticking (see the file). */
export const EMULATOR_CLOCK = path.join(ROOT, "scripts/lib/emulator-clock.cjs");
/** A few Functions workers per function, the API's taking many requests at once (scripts/lib/functions-worker-cap.cjs). */
const FUNCTIONS_WORKER_CAP = path.join(ROOT, "scripts/lib/functions-worker-cap.cjs");
/** The Auth emulator's validators compiled on first use (scripts/lib/lazy-auth-validators.cjs). */
const LAZY_AUTH_VALIDATORS = path.join(ROOT, "scripts/lib/lazy-auth-validators.cjs");
/** Hosting's files read once per change, not twice per request (scripts/lib/hosting-file-cache.cjs). */
export const HOSTING_FILE_CACHE = path.join(ROOT, "scripts/lib/hosting-file-cache.cjs");

/** `node` arguments that run firebase-tools with the emulator clock (spawn them with `node`). */
export function firebaseArgs(prep: Prepared, command: string[]): string[] {
  return [
    "--require",
    EMULATOR_CLOCK,
    "--require",
    LAZY_AUTH_VALIDATORS,
    "--require",
    FUNCTIONS_WORKER_CAP,
    "--require",
    HOSTING_FILE_CACHE,
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

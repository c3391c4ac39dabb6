/**
 * `npm start`: builds, starts the Auth, Firestore, Functions, Hosting (and Storage) emulators plus
 * the local Stripe-compatible server, fills an empty shop with the demo data, prints the URL and
 * demo accounts. The emulators' data is kept between starts in `.emulator-data/` (git-ignored;
 * GIMBAL_EMULATOR_DATA moves it): imported at start, exported when you stop.
 * `npm start -- --fresh`: forget the kept data and start again from the seed.
 * `npm run dev`: the same emulators, with Vite's dev server for the web app.
 * MailDev, the local inbox, catches every mail the shop sends (its address is printed).
 * Ctrl-C stops everything, Java included, after the export has finished.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT, functionUrl, ports, provisionStorage, webEmulatorEnv } from "./lib/emulators.js";
import { describePlan, planStep, runPlanned } from "./lib/build-cache.js";
import { firebaseArgs, functionsBuild, prepareEmulators, startLocalStripe, webBuild } from "./lib/prepare.js";
import { startMailDev, stopMailDev } from "./lib/maildev.js";
import { pipeQuietly } from "./lib/quiet-output.js";
import { watchFunctions } from "./lib/watch-functions.js";
import { stopGroup, waitForHttp } from "./lib/run.js";
import { describeDemoAccounts, describeSeed, seed } from "./seed.js";

const dev = process.argv.includes("--dev");
const fresh = process.argv.includes("--fresh");
/** Reuse the last build (the launcher's own test starts the shop several times). */
const noBuild = process.argv.includes("--no-build");
const dataDir = path.resolve(ROOT, process.env.GIMBAL_EMULATOR_DATA ?? ".emulator-data");
/** firebase-tools' own export can take a while (Firestore, Auth, Storage): never cut it short. */
const EXPORT_GRACE_MS = 120_000;
const t0 = Date.now();

// What to build, decided first (content hashes of the inputs, scripts/lib/build-cache.ts) and said
// on the first line; the Storage decision shapes the web build, so it is taken before.
provisionStorage();
const plans = noBuild ? [] : [functionsBuild(), ...(dev ? [] : [webBuild(ports())])].map((s) => planStep(s));
console.log(noBuild ? "Build: --no-build, the last build is used." : describePlan(plans));

if (fresh) rmSync(dataDir, { recursive: true, force: true });
const restoring = existsSync(path.join(dataDir, "firebase-export-metadata.json"));
const dataNote = restoring
  ? `Data: restoring the data kept in ${path.relative(ROOT, dataDir) || dataDir} (npm start -- --fresh starts from the seed).`
  : `Data: ${fresh ? "--fresh: " : ""}starting from an empty shop; kept in ${path.relative(ROOT, dataDir) || dataDir} when you stop.`;
console.log(dataNote);

const prep = prepareEmulators();
const p = prep.ports;

/** What is running so far (a Ctrl-C may come at any point of the start). */
const running: {
  emulators?: ChildProcess;
  stripeServer?: Awaited<ReturnType<typeof startLocalStripe>>;
  mail?: ReturnType<typeof startMailDev>;
} = {};
const children: ChildProcess[] = [];
/** Settles once firebase-tools says every emulator is up, or it exited, or after 90 s. */
let emulatorsStarted: Promise<void> = Promise.resolve();
let stopping: Promise<never> | undefined;
/** Stops everything once; later calls (a second Ctrl-C, a failed wait) wait for the same stop. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    const { emulators, stripeServer } = running;
    if (emulators) {
      console.log(`\nStopping: saving the emulators' data to ${path.relative(ROOT, dataDir) || dataDir}…`);
      // Interrupted while the emulators start: firebase-tools runs the Java emulators in process
      // groups of their own and, stopped mid-start, can leave one running on its port (the next
      // start then finds the port taken). Let it finish starting, then stop it the usual way.
      await emulatorsStarted;
    }
    await Promise.all([
      ...(emulators ? [stopGroup(emulators, EXPORT_GRACE_MS, { leaderOnly: true })] : []),
      ...children.map((c) => stopGroup(c)),
    ]);
    await stripeServer?.close();
    if (running.mail) {
      await running.mail;
      await stopMailDev(p);
    }
    const saved = emulators && existsSync(path.join(dataDir, "firebase-export-metadata.json"));
    console.log(saved ? "Data saved. Stopped." : "Stopped.");
    process.exit(code);
  })();
  return stopping;
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

// The emulators load the functions bundle when they start: it is built first (esbuild, a second or
// two). The web app builds while the emulators start (Hosting reads its folder per request).
const [functionsPlan, webPlan] = plans;
if (functionsPlan) await runPlanned(functionsPlan);
// Hosting needs its folder to exist when it starts (in dev mode Vite serves the app).
mkdirSync(path.join(ROOT, "web/dist"), { recursive: true });
const webBuilt = webPlan ? runPlanned(webPlan) : Promise.resolve();
webBuilt.catch(() => undefined); // awaited below, after the emulators' start
if (stopping) await stopping;
running.stripeServer = await startLocalStripe(p);
if (stopping) await stopping;
// MailDev starts beside the emulators (awaited before the seed); a Ctrl-C meanwhile waits for its
// start to settle, then stops it.
const mailStart = startMailDev(p);
running.mail = mailStart;
if (stopping) await stopping;
const dataArgs = [...(restoring ? ["--import", dataDir] : []), "--export-on-exit", dataDir];
const emulators = spawn("node", firebaseArgs(prep, ["emulators:start", ...dataArgs]), {
  cwd: ROOT,
  env: prep.env,
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
running.emulators = emulators;
emulatorsStarted = new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, 90_000);
  const done = () => {
    clearTimeout(timer);
    resolve();
  };
  emulators.once("exit", done);
  emulators.stdout?.on("data", (chunk: Buffer) => {
    if (chunk.toString().includes("All emulators ready")) done();
  });
});
const explained: Parameters<typeof pipeQuietly>[2] = new Set();
if (emulators.stdout) pipeQuietly(emulators.stdout, process.stdout, explained);
if (emulators.stderr) pipeQuietly(emulators.stderr, process.stderr, explained);

emulators.on("exit", (code) => {
  if (!stopping) {
    console.error(`The emulators exited (code ${code}).`);
    void stop(code ?? 1);
  }
});

const mail = await mailStart;
if (!mail.ok) console.log(mail.note);
try {
  await webBuilt;
  await waitForHttp(`http://127.0.0.1:${p.hosting}/`, 120_000);
  await waitForHttp(`${functionUrl(p, "api")}/products`, 120_000, { ok: true });
  console.log(describeSeed(await seed()));
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
}

let url = `http://127.0.0.1:${p.hosting}`;
if (dev) {
  watchFunctions();
  const vite = spawn(
    "node_modules/.bin/vite",
    ["--config", "web/vite.config.ts", "web", "--host", "127.0.0.1"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...webEmulatorEnv(p),
        VITE_DEV_PORT: String(p.vite),
        VITE_API_PROXY_TARGET: `http://127.0.0.1:${p.hosting}`,
      },
      stdio: "inherit",
      detached: true,
    },
  );
  children.push(vite);
  url = `http://127.0.0.1:${p.vite}`;
}

console.log(`
────────────────────────────────────────────────────────────
 Gimbal shop is running (ready in ${((Date.now() - t0) / 1000).toFixed(1)} s)
   Shop:            ${url}
   ${mail.ok ? mail.note : "Mail inbox: not started (see above)"}
   Auth emulator:   http://127.0.0.1:${p.auth}
   Local Stripe:    http://127.0.0.1:${p.stripe}  (test cards: 4242 4242 4242 4242, …)
 Demo accounts:
${describeDemoAccounts()}
 Press Ctrl-C to stop (the shop's data is kept for the next start).
────────────────────────────────────────────────────────────`);

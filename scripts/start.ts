/**
 * `npm start`: builds, starts Auth, Firestore, Functions and Hosting emulators (plus the local
 * Stripe-compatible server), seeds the demo shop, prints the URL and demo accounts.
 * `npm run dev`: the same emulators, with Vite's dev server for the web app.
 * Ctrl-C stops everything, Java included.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { ROOT, functionUrl, webEmulatorEnv } from "./lib/emulators.js";
import { buildAll, firebaseArgs, prepareEmulators, startLocalStripe } from "./lib/prepare.js";
import { stopGroup, waitForHttp } from "./lib/run.js";
import { describeDemoAccounts, seed } from "./seed.js";

const dev = process.argv.includes("--dev");
const t0 = Date.now();
const prep = prepareEmulators();
const p = prep.ports;

await buildAll(p, { web: !dev });
// In dev mode Vite serves the app; Hosting only proxies /api and needs its folder to exist.
if (dev) mkdirSync(path.join(ROOT, "web/dist"), { recursive: true });
const stripeServer = await startLocalStripe(p);
const children: ChildProcess[] = [];

const emulators = spawn("node", firebaseArgs(prep, ["emulators:start"]), {
  cwd: ROOT,
  env: prep.env,
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
children.push(emulators);

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log("\nStopping the emulators…");
    await Promise.all(children.map((c) => stopGroup(c)));
    await stripeServer.close();
  }
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
emulators.on("exit", (code) => {
  if (!stopping) {
    console.error(`The emulators exited (code ${code}).`);
    void stop(code ?? 1);
  }
});

try {
  await waitForHttp(`http://127.0.0.1:${p.hosting}/`, 120_000);
  await waitForHttp(`${functionUrl(p, "api")}/products`, 60_000);
  await seed();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
}

let url = `http://127.0.0.1:${p.hosting}`;
if (dev) {
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
   Auth emulator:   http://127.0.0.1:${p.auth}
   Local Stripe:    http://127.0.0.1:${p.stripe}  (test cards: 4242 4242 4242 4242, …)
 Demo accounts:
${describeDemoAccounts()}
 Press Ctrl-C to stop.
────────────────────────────────────────────────────────────`);

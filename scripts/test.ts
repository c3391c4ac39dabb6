/**
 * `npm test`: the emulator-backed suites (rules, API, e2e, inside one `firebase emulators:exec`
 * with the local Stripe-compatible server beside it), lint and typecheck at the lowest CPU priority
 * once the files left mostly wait, and the launcher suite (`npm start` itself, in a copy of the
 * checkout: data kept across a restart, --fresh, an interrupted start) and the unit tests once
 * the build is done, beside the API files run alone before the lanes (the one unit file that
 * starts a JVM first, alone).
 * Options for day-to-day work: --no-static (skip lint/typecheck/unit), --only=api,e2e,launcher,
 * --filter=<vitest file filter>, --changed[=<git ref>] (only the tests a change touches).
 */
import { spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { ROOT } from "./lib/emulators.js";
import { startMailDev, stopMailDev } from "./lib/maildev.js";
import { firebaseArgs, prepareEmulators, startBuilds } from "./lib/prepare.js";
import { startStripeProcess } from "./lib/stripe-process.js";
import {
  EMULATORS_UP,
  JVM_UNIT_TEST,
  LIGHT_TAIL,
  readCounts,
  readFailures,
  resetResults,
  vitestArgs,
  WEB_BUILT,
  type SuiteCounts,
} from "./lib/results.js";
import { runPrefixed } from "./lib/run.js";

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const staticChecks = !args.includes("--no-static");
const only = flag("only")?.split(",") ?? ["rules", "api", "e2e", "launcher"];
/** The suites that run inside one `firebase emulators:exec`; `launcher` starts its own. */
const emulated = only.filter((s) => s !== "launcher");
const filter = flag("filter") ?? "";
/** `--changed[=<git ref>]`: only the test files a change touches (vitest's module graph). */
const changedArg = args.find((a) => a === "--changed" || a.startsWith("--changed="));
const vitestExtra = changedArg ? [changedArg, "--passWithNoTests"] : [];

const t0 = Date.now();
const steps: { name: string; ok: boolean; seconds: number }[] = [];
async function step(name: string, fn: () => Promise<boolean>): Promise<boolean> {
  const s = Date.now();
  console.log(`\n━━ ${name} ━━`);
  let ok = false;
  try {
    ok = await fn();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
  }
  steps.push({ name, ok, seconds: (Date.now() - s) / 1000 });
  return ok;
}
/** A command of a step, every output line prefixed with its step. */
const shTagged = (tag: string, cmd: string, a: string[]) =>
  runPrefixed(cmd, a, `[${tag}] `, { cwd: ROOT, env: process.env }).then((c) => c === 0);

/** Resolves once `file` exists (checked each second). */
async function untilExists(file: string): Promise<void> {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 1000));
}

const unitArgs = (suite: string, projects: string[], files: string[]) =>
  vitestArgs(projects, suite, ["--maxWorkers=2", ...files, ...vitestExtra, "--passWithNoTests"]);

resetResults();
// The Storage rules runtime's test starts a JVM and sends it 24 requests at once: beside the files
// run alone its JVM failed them, and run last after the emulator suites it hung for 300 s in both
// whole runs of 2026-11-28 (alone it answers in 4 s). So that file (the `unit-jvm` project) runs
// first, alone, before anything else starts.
const jvmRun =
  staticChecks && (!filter || JVM_UNIT_TEST.includes(filter))
    ? step("unit tests (JVM)", () => shTagged("unit", "node", unitArgs("unit.jvm", ["unit-jvm"], [])))
    : Promise.resolve(true);
let storageRan = false;
/** Resolves once the builds are done (or failed): the launcher copies the checkout with its builds. */
let buildDone: () => void = () => undefined;
const built = new Promise<void>((resolve) => (buildDone = resolve));
const emulatedRun = (async () => {
  await jvmRun;
  if (emulated.length === 0) return buildDone();
  await step("emulator suites", async () => {
    const since = Date.now();
    const prep = prepareEmulators();
    storageRan = prep.storage;
    // The web app builds while the emulators start (WEB_BUILT: the suites wait for it after the seed).
    const builds = startBuilds(prep.ports);
    void builds.webApp
      .then(
        () => writeFileSync(WEB_BUILT, "ok\n"),
        (err: unknown) =>
          writeFileSync(WEB_BUILT, `failed: ${err instanceof Error ? err.message : String(err)}\n`),
      )
      .finally(buildDone);
    // A failed functions build fails the web app's promise too: buildDone is called either way.
    await builds.functions;
    console.log(`prepared and the functions built in ${((Date.now() - since) / 1000).toFixed(1)} s`);
    // In a process of its own: the provider-outage tests pause it (SIGSTOP) as a Stripe that stops answering.
    const stripeServer = await startStripeProcess(prep.ports);
    const mail = await startMailDev(prep.ports);
    console.log(mail.note);
    try {
      const child = spawn(
        "node",
        firebaseArgs(prep, [
          "emulators:exec",
          // The emulators' per-request lines (each function run, each Hosting request: ~8,000 of
          // each in a whole run) cost CPU and bury the test output; warnings, errors and the
          // functions' own logs stay. GIMBAL_VERBOSE=1 shows everything.
          ...(process.env.GIMBAL_VERBOSE === "1" ? [] : ["--log-verbosity", "QUIET"]),
          "node_modules/.bin/tsx scripts/emulated-suites.ts",
        ]),
        {
          cwd: ROOT,
          stdio: "inherit",
          env: {
            ...prep.env,
            GIMBAL_SUITES: emulated.join(","),
            GIMBAL_FILTER: filter,
            GIMBAL_VITEST_ARGS: vitestExtra.join(" "),
            GIMBAL_MAIL_INBOX: mail.ok ? "1" : "0",
          },
        },
      );
      const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
      return code === 0;
    } finally {
      await stripeServer.close();
      await stopMailDev(prep.ports);
    }
  });
})();
// The launcher suite (npm start itself, in a copy of this checkout, builds included) starts once
// the suites' emulators are up (EMULATORS_UP: their functions discovery and the launcher's once
// took the same port), beside the API files run alone before the lanes (they mostly wait, but for
// the bursts); the launcher mostly waits for its emulators to start and stop.
const launcherRun = only.includes("launcher")
  ? (async () => {
      await Promise.race([emulatedRun, emulated.length > 0 ? untilExists(EMULATORS_UP) : built]);
      // At nice 10: its builds and emulator starts give way to the files run alone (bursts of
      // simultaneous orders); its own limits are minutes.
      await step("launcher", () =>
        shTagged("launcher", "nice", [
          "-n",
          "10",
          "node",
          ...vitestArgs(["launcher"], "launcher", [...(filter ? [filter] : []), ...vitestExtra]),
        ]),
      );
    })()
  : Promise.resolve();
// The unit and component tests (no emulator) start when the builds are done, beside the API files
// run alone before the lanes and the launcher suite, on two workers (Vitest's default on two CPUs
// is one), at nice 10 like the launcher suite: the emulators' start, the seed's triggers and the
// corpus's settled snapshot come first (their limits are minutes; a component test's waits for
// its conditions are 10 s: web/src/testing/setup.ts). At normal priority the corpus waited 20 s,
// not 10, for the database to settle (2026-11-29). Started at the first lane's end instead, they
// slowed the last two lanes by 28 s (run 38).
const unitRun = staticChecks
  ? (async () => {
      await Promise.race([emulatedRun, built]);
      const unitOk = await step("unit tests", () =>
        shTagged("unit", "nice", [
          "-n",
          "10",
          "node",
          ...unitArgs("unit", ["unit", "unit-isolated", "web", "web-isolated"], filter ? [filter] : []),
        ]),
      );
      return unitOk && (await jvmRun);
    })()
  : Promise.resolve();
// Lint and typecheck (no emulator, no time limit) start at the lowest CPU priority (nice 19) once the
// launcher suite and the unit tests are done (beside the last bursts, before the lanes), or once
// the files left mostly wait (the browser files run alone), whichever comes first: until then the
// lanes, the bursts, the launcher suite and the unit tests keep both cores busy, and even at nice 19
// the two slowed them (a virtual machine's cores): started with the lanes, the lanes took 236 s
// instead of 214 (runs 37, 39); at the first lane's end, the bursts took 141 s instead of 113 (run 40). After
// the launcher and the unit tests, the last bursts left a third of the two cores idle for two
// minutes (whole run of 2026-11-28, /proc/stat every 5 s: 122–137 %).
const backgroundRun = staticChecks
  ? (async () => {
      if (emulated.length > 0)
        await Promise.race([emulatedRun, untilExists(LIGHT_TAIL), Promise.all([launcherRun, unitRun])]);
      await Promise.all([
        step("lint", () => shTagged("lint", "nice", ["-n", "19", "npm", "run", "lint"])),
        step("typecheck", () => shTagged("typecheck", "nice", ["-n", "19", "npm", "run", "typecheck"])),
      ]);
    })()
  : Promise.resolve();
await Promise.all([emulatedRun, launcherRun, backgroundRun, unitRun]);

const counts: SuiteCounts[] = [...(staticChecks ? ["unit"] : []), ...only].map(readCounts);
const total = counts.reduce(
  (a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log("\n━━ summary ━━");
for (const s of steps) console.log(`${s.ok ? "✔" : "✘"} ${s.name.padEnd(16)} ${s.seconds.toFixed(1)} s`);
for (const c of counts) {
  console.log(
    c.ran
      ? `  ${c.suite.padEnd(6)} ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`
      : `  ${c.suite.padEnd(6)} did not run`,
  );
}
if (emulated.length > 0 && !storageRan) console.log("  storage rules: not run (no Storage emulator here)");
for (const failure of readFailures()) console.log(`  ✘ ${failure}`);
console.log(`total time ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const allOk = steps.every((s) => s.ok) && counts.every((c) => c.ran || !only.includes(c.suite));
const failedCount = total.failed + (allOk ? 0 : steps.filter((s) => !s.ok).length);
console.log(
  `${total.passed} passed, ${failedCount} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(allOk && total.failed === 0 ? 0 : 1);

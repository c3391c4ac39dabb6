/**
 * Runs inside `firebase emulators:exec`: seeds, then the rules, API and e2e suites in turn.
 * Every suite runs even if an earlier one failed; the exit code says whether all passed.
 */
import { ROOT } from "./lib/emulators.js";
import { vitestArgs } from "./lib/results.js";
import { run } from "./lib/run.js";
import { describeSeed, seed } from "./seed.js";

const suites = (process.env.GIMBAL_SUITES ?? "rules,api,e2e").split(",").filter(Boolean);
const filters = (process.env.GIMBAL_FILTER ?? "").split(" ").filter(Boolean);

// The emulators here start empty (no --import): every run begins from the same seeded shop.
console.log(describeSeed(await seed()));
if (process.env.GIMBAL_STORAGE_EMULATOR !== "1") {
  console.log(
    "storage rules suite: NOT RUN — the Storage emulator did not start (the launcher said why above).",
  );
}

let failed = false;
for (const suite of suites) {
  console.log(`\n▶ ${suite} suite`);
  const code = await run("node", vitestArgs([suite], suite, filters), { cwd: ROOT });
  if (code !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

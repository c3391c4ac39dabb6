/**
 * `npm run dev`: rebuilds the functions bundle when its sources change; the Functions emulator
 * sees functions/lib change and reloads the functions itself (the emulators keep running).
 */
import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { planStep, runPlanned } from "./build-cache.js";
import { ROOT } from "./emulators.js";
import { functionsBuild } from "./prepare.js";

/** Starts watching; returns a function that stops it. */
export function watchFunctions(log: (line: string) => void = console.log): () => void {
  const step = functionsBuild();
  const dirs = ["functions/src", "packages/domain/src"].map((d) => path.join(ROOT, d));
  let timer: NodeJS.Timeout | undefined;
  let building: Promise<void> = Promise.resolve();
  const rebuild = () => {
    building = building.then(async () => {
      const plan = planStep(step);
      if (plan.reason === null) return;
      const t0 = Date.now();
      try {
        await runPlanned(plan);
        log(`functions: rebuilt in ${((Date.now() - t0) / 1000).toFixed(1)} s; the emulator reloads them.`);
      } catch (err) {
        log(
          `functions: build failed (${err instanceof Error ? err.message : String(err)}); fix and save again.`,
        );
      }
    });
  };
  const watchers: FSWatcher[] = dirs.map((dir) =>
    watch(dir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 150);
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}

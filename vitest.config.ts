import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { webEmulatorEnv, ports } from "./scripts/lib/emulators.js";
import { JVM_UNIT_TEST } from "./scripts/lib/results.js";
import { OrderedSequencer } from "./scripts/lib/alone-files.js";

/**
 * The unit and component files run in one module graph per worker (`isolate: false`: React,
 * testing-library and the DOM imported once, not once per file; 87 s and 150 CPU-s → 32 s and
 * 51 CPU-s on a quiet 2-CPU machine), except the files that replace modules or globals
 * (`vi.mock`, `vi.doMock`, `vi.stubGlobal`): a replaced module would leak into the next file, so
 * those run isolated, in projects of their own (`unit-isolated`, `web-isolated`). So do the files
 * that call `loadStripe`: @stripe/stripe-js keeps the first `window.Stripe` it finds for the life of
 * the module, so a second such file in the same worker would talk to the first file's server.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal)\(|\bloadStripe\(/;
/** The test files under `dirs` (relative to `root`) that replace modules or globals. */
function replacingFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes("node_modules"))
      .map((f) => path.join(dir, f).split(path.sep).join("/"))
      .filter((f) => REPLACES_MODULES.test(readFileSync(path.join(root, f), "utf8"))),
  );
}
const UNIT_INCLUDE = [
  "packages/*/src/**/*.test.ts",
  "functions/src/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tools/*/src/**/*.test.ts",
];
const unitIsolated = [
  ...replacingFiles(".", ["packages", "functions/src", "scripts", "tools"]),
  JVM_UNIT_TEST,
];
const webIsolated = replacingFiles("web", ["src"]);
/**
 * A project twice: `unit` (isolate: false, without `isolated`) and `unit-isolated` (only them).
 * `files(include)` gives the include and exclude lists of each.
 */
function splitByIsolation<T>(
  isolated: string[],
  project: (
    name: string,
    isolate: boolean,
    files: (include: string[]) => { include: string[]; exclude?: string[] },
  ) => T,
): T[] {
  return [
    project("unit", false, (include) => ({ include, exclude: ["**/node_modules/**", ...isolated] })),
    project("unit-isolated", true, () => ({ include: isolated.filter((f) => f !== JVM_UNIT_TEST) })),
    ...(isolated.includes(JVM_UNIT_TEST)
      ? [project("unit-jvm", true, () => ({ include: [JVM_UNIT_TEST] }))]
      : []),
  ];
}

/**
 * The workers of a pool of lane files (scripts/emulated-suites.ts sets it: each worker takes the
 * next file as it finishes one); every other run of these suites takes its files one at a time.
 */
const poolWorkers = Math.max(1, Number(process.env.GIMBAL_POOL_WORKERS ?? 1));
/**
 * Projects: `unit` (pure domain, scripts and tools/stripe-local, node; its DOM tests pick jsdom
 * per file), `web` (components, happy-dom) run without emulators; `rules`, `api` and `e2e` run inside
 * `firebase emulators:exec` (scripts/test.ts); `launcher` starts its own emulators through `npm start`.
 */
const emulatorSuite = (
  name: string,
  timeout: number,
  { setupFiles = [] as string[], isolate = true } = {},
) => ({
  test: {
    name,
    include: [`tests/${name}/**/*.test.ts`],
    environment: "node" as const,
    fileParallelism: poolWorkers > 1,
    maxWorkers: poolWorkers,
    isolate,
    testTimeout: timeout,
    hookTimeout: timeout * 2,
    setupFiles,
    // Every wait for a trigger, a webhook or a screen is an `expect.poll`; Vitest's default 50 ms
    // between tries read Firestore or the page 20 times a second per waiting test, on two cores
    // the lanes share with the emulators doing the work waited for. 200 ms: a state is still
    // seen within a fifth of a second (each poll's own timeout is unchanged).
    expect: { poll: { interval: 200 } },
  },
});

export default defineConfig({
  test: {
    // The files run alone (before and after the lanes) keep the order scripts/emulated-suites.ts gives them.
    sequence: { sequencer: OrderedSequencer },
    projects: [
      ...splitByIsolation(unitIsolated, (name, isolate, files) => ({
        test: {
          name,
          // Limits against a hang on two busy cores, not speed assertions.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          ...files(UNIT_INCLUDE),
          environment: "node",
          isolate,
        },
      })),
      ...splitByIsolation(webIsolated, (name, isolate, files) => ({
        extends: "./web/vite.config.ts",
        root: "./web",
        test: {
          name: name.replace("unit", "web"),
          ...files(["src/**/*.test.{ts,tsx}"]),
          // happy-dom: the 40 files' DOMs start in 30 s instead of jsdom's 54 s (56 s instead of 71 s
          // on two workers); a file that needs jsdom says so in its first line.
          environment: "happy-dom",
          // A form test types into several fields: seconds on two busy cores, not the default 5 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          setupFiles: ["./src/testing/setup.ts"],
          env: webEmulatorEnv(ports()),
          isolate,
        },
      })),
      // The rules and API files share nothing one could change for the next (each makes its own
      // customers, products and rules project id): each worker of a pool imports firebase-admin, the
      // rules SDK and the helpers once, not once per file (94 s of the one lane's 692 s were imports).
      emulatorSuite("rules", 20_000, { isolate: false }),
      // 60 s: the suites' waits for triggers and webhooks (SETTLE) are 45 s on a busy machine.
      emulatorSuite("api", 60_000, { isolate: false }),
      // Every page the e2e suite opens is watched: a React hydration error fails the test. 120 s:
      // a browser test of 20–35 s on a quiet machine runs beside two other lanes on CI's two cores.
      // One Chromium per worker (tests/support/browser-session.ts), kept from file to file: each file
      // opens contexts of its own; the lanes spent 31–42 s in setup and 17 s importing, file by file.
      emulatorSuite("e2e", 120_000, { setupFiles: ["tests/support/e2e-setup.ts"], isolate: false }),
      // Drives `npm start` itself on ports of its own, outside the suites' emulators.
      emulatorSuite("launcher", 480_000),
    ],
  },
});

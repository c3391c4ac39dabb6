// @ts-check
/**
 * Loaded into the firebase-tools process (prepare.ts, firebaseArgs): at most two Node workers per
 * function in the Functions emulator, set apart for a function called over HTTP (the API, the
 * storefront: FUNCTIONS_WORKERS_PER_HTTP_FUNCTION) and one woken by an event or a task
 * (FUNCTIONS_WORKERS_PER_FUNCTION). Whole runs of `npm test` (2026-11-29): two and two 503.6 s,
 * 714 CPU-s; four for HTTP and two 523.8 s, 768 CPU-s (and 555 s with a failure); none 508–537 s.
 *
 * firebase-tools 14.18 starts a new worker process for a function whenever none of its workers is
 * idle (lib/emulator/functionsEmulator.js: startRuntime), so a burst of events or requests for one
 * function starts as many workers as run at once (up to FUNCTIONS_EMULATOR_PARALLEL, 8 here), each
 * loading firebase-tools' runtime, the functions bundle and the Firestore client: about 1.1 CPU-s
 * each, some 80 workers in a whole `npm test`. Here a function that already has its share waits
 * for one of its workers to become idle instead (keeping its place in firebase-tools' work queue).
 * Production is closer to this than to one process per request: a 2nd gen instance serves up to 80
 * requests at once. The functions and their events are unchanged; only how many emulator processes
 * serve them.
 *
 * firebase-tools is pinned (package.json); if its internals change shape this file says so and
 * stops, rather than leaving the emulator in an unknown state.
 */
const path = require("node:path");

const EMULATOR_DIR = path.join(__dirname, "../../node_modules/firebase-tools/lib/emulator");

/**
 * The workers one function may have: `http` for a function called over HTTP, `background` for one
 * woken by an event or a task (whole numbers, at least 1).
 */
function workersPerFunction(env = process.env) {
  /** @param {string | undefined} value @param {number} fallback */
  const count = (value, fallback) => {
    const n = Number(value ?? fallback);
    return Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return {
    http: count(env.FUNCTIONS_WORKERS_PER_HTTP_FUNCTION, 2),
    background: count(env.FUNCTIONS_WORKERS_PER_FUNCTION, 2),
  };
}

/**
 * @typedef {{ state: string, stateEvents: import("node:events").EventEmitter }} Worker
 * @typedef {{ readyForWork(id: string): boolean, getTriggerWorkers(id: string): Worker[],
 *   getIdleWorker(id: string): Worker | undefined, addWorker(...args: unknown[]): Worker }} Pool
 */

/** Installs the cap; answers a function that takes it away again (for tests). */
function install() {
  const { FunctionsEmulator } = require(path.join(EMULATOR_DIR, "functionsEmulator.js"));
  const { RuntimeWorkerPool, RuntimeWorkerState } = require(
    path.join(EMULATOR_DIR, "functionsRuntimeWorker.js"),
  );
  const emulator = FunctionsEmulator?.prototype;
  const pool = RuntimeWorkerPool?.prototype;
  if (
    typeof emulator?.startRuntime !== "function" ||
    typeof pool?.addWorker !== "function" ||
    typeof pool?.getTriggerWorkers !== "function" ||
    !RuntimeWorkerState?.IDLE ||
    !RuntimeWorkerState?.FINISHED
  ) {
    throw new Error(
      "functions-worker-cap.cjs: firebase-tools' Functions emulator changed shape (startRuntime, RuntimeWorkerPool); update this file for the pinned version",
    );
  }
  const cap = workersPerFunction();
  /** The requests waiting for a worker, per function (its trigger key), first come first served. */
  const waiting = new Map();
  /** @param {string} key */
  const wakeOne = (key) => waiting.get(key)?.shift()?.();

  const addWorker = pool.addWorker;
  const startRuntime = emulator.startRuntime;
  /** @this {Pool} @param {unknown[]} args */
  pool.addWorker = function (...args) {
    const worker = addWorker.apply(this, args);
    const key = /** @type {{ triggerKey: string }} */ (/** @type {unknown} */ (worker)).triggerKey;
    // A worker that becomes idle, or goes away, lets the next waiting request of its function in.
    worker.stateEvents.on(RuntimeWorkerState.IDLE, () => wakeOne(key));
    worker.stateEvents.on(RuntimeWorkerState.FINISHED, () => wakeOne(key));
    return worker;
  };

  /**
   * As firebase-tools' own, unless the function has its share of workers: then it resolves once
   * one of them is idle (the caller takes it at once, in the same turn) or one went away.
   * @this {{ workerPools: Record<string, Pool> }}
   * @param {{ codebase: string }} backend
   * @param {{ id: string, httpsTrigger?: unknown, taskQueueTrigger?: unknown } | undefined} trigger
   */
  emulator.startRuntime = async function (backend, trigger) {
    if (!trigger) return startRuntime.call(this, backend, trigger); // the functions' discovery
    const workers = this.workerPools[backend.codebase];
    for (;;) {
      if (workers?.readyForWork(trigger.id)) return workers.getIdleWorker(trigger.id);
      const live = (workers?.getTriggerWorkers(trigger.id) ?? []).filter(
        (w) => w.state !== RuntimeWorkerState.FINISHED,
      );
      // A task queue's function has an httpsTrigger too, but nobody waits on its answer.
      const http = Boolean(trigger.httpsTrigger) && !trigger.taskQueueTrigger;
      if (live.length < (http ? cap.http : cap.background)) return startRuntime.call(this, backend, trigger);
      await new Promise((resolve) => {
        const queue = waiting.get(trigger.id) ?? [];
        queue.push(resolve);
        waiting.set(trigger.id, queue);
      });
    }
  };
  return () => {
    pool.addWorker = addWorker;
    emulator.startRuntime = startRuntime;
  };
}

module.exports = { install, workersPerFunction };
// In the firebase-tools process; a test installs it itself.
if (!process.env.VITEST) install();

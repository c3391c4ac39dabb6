// @ts-check
/**
 * Loaded into the firebase-tools process (prepare.ts, firebaseArgs): how the Functions emulator
 * serves a function, closer to production than firebase-tools' one-request-per-process:
 * - a worker of a function called over HTTP (the API, the storefront, the Stripe webhook) serves
 *   up to FUNCTIONS_HTTP_WORKER_CONCURRENCY requests at once (default 80: what the Firebase CLI
 *   deploys for a 2nd gen function with 1 CPU, every function here), as one production instance
 *   does; firebase-tools 14.18 sends a worker one request at a time and starts a new process for
 *   the next;
 * - a function woken by an event or a task has one worker (FUNCTIONS_WORKERS_PER_FUNCTION) serving
 *   FUNCTIONS_WORKER_CONCURRENCY events at once (default 2): two at once as before, when two
 *   workers took one each, in one process instead of two (each ~1.1 CPU-s to start, ~13 functions
 *   per emulator start): a targeted run of the bursts and the stock files took 105–113 user CPU-s
 *   instead of 112–124. With 80 at once, the bursts' triggers on the same counters fought over
 *   the emulator's transaction locks (stock-buckets' file 28 -> 47 s);
 * - a function called over HTTP has at most two workers (FUNCTIONS_WORKERS_PER_HTTP_FUNCTION);
 *   a request for a function whose workers are all full waits for room in one of them.
 *
 * firebase-tools 14.18 starts a new worker process for a function whenever none of its workers is
 * idle (lib/emulator/functionsEmulator.js: startRuntime), so a burst of events or requests for one
 * function starts as many workers as run at once (up to FUNCTIONS_EMULATOR_PARALLEL), each loading
 * firebase-tools' runtime, the functions bundle and the Firestore client: about 1.1 CPU-s each,
 * some 80 workers in a whole `npm test`; capped at two workers taking one request each, an API
 * request waited for a worker that was itself only waiting for Firestore or Stripe. Whole runs of
 * `npm test` (2026-11-29): no cap 508-537 s; two one-at-a-time workers 503-530 s; the API's taking
 * 80 at once 485-554 s, the machine's speed moving every process's CPU together (docs/benchmarks.md);
 * the bundle burst's p95 6.2 s instead of 8.3 side by side. The functions and their events are
 * unchanged; only how many emulator processes serve them and how many requests each takes at
 * once. The worker's own runtime (functionsEmulatorRuntime.js, an Express server) already answers
 * requests side by side.
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
    background: count(env.FUNCTIONS_WORKERS_PER_FUNCTION, 1),
    /** Requests one worker of a function called over HTTP serves at once. */
    httpConcurrency: count(env.FUNCTIONS_HTTP_WORKER_CONCURRENCY, 80),
    /** Events or tasks one worker of any other function serves at once. */
    concurrency: count(env.FUNCTIONS_WORKER_CONCURRENCY, 2),
  };
}

/**
 * @typedef {{ id: string, httpsTrigger?: unknown, taskQueueTrigger?: unknown }} Trigger
 * Whether a function is called over HTTP: a task queue's function has an httpsTrigger too, but
 * nobody waits on its answer.
 * @param {Trigger | undefined} trigger
 */
const isHttp = (trigger) => Boolean(trigger?.httpsTrigger) && !trigger?.taskQueueTrigger;

/** A worker's requests under way (set on firebase-tools' RuntimeWorker). */
const IN_FLIGHT = Symbol("inFlight");
/** How many requests a worker serves at once (set when it is added). */
const ROOM = Symbol("room");

/**
 * @typedef {{ state: string, stateEvents: import("node:events").EventEmitter, triggerKey: string,
 *   [IN_FLIGHT]?: number, [ROOM]?: number, request(...args: unknown[]): Promise<void> }} Worker
 * @typedef {{ readyForWork(id: string): boolean, getTriggerWorkers(id: string): Worker[],
 *   getIdleWorker(id: string): Worker | undefined, addWorker(...args: unknown[]): Worker }} Pool
 */

/** Installs it, its numbers read from `env`; answers a function that takes it away again (for tests). */
function install(env = process.env) {
  const { FunctionsEmulator } = require(path.join(EMULATOR_DIR, "functionsEmulator.js"));
  const { RuntimeWorker, RuntimeWorkerPool, RuntimeWorkerState } = require(
    path.join(EMULATOR_DIR, "functionsRuntimeWorker.js"),
  );
  const emulator = FunctionsEmulator?.prototype;
  const pool = RuntimeWorkerPool?.prototype;
  const worker = RuntimeWorker?.prototype;
  const stateProperty = worker && Object.getOwnPropertyDescriptor(worker, "state");
  if (
    typeof emulator?.startRuntime !== "function" ||
    typeof pool?.addWorker !== "function" ||
    typeof pool?.getTriggerWorkers !== "function" ||
    typeof pool?.getIdleWorker !== "function" ||
    typeof worker?.request !== "function" ||
    typeof stateProperty?.set !== "function" ||
    typeof stateProperty?.get !== "function" ||
    !RuntimeWorkerState?.IDLE ||
    !RuntimeWorkerState?.FINISHED
  ) {
    throw new Error(
      "functions-worker-cap.cjs: firebase-tools' Functions emulator changed shape (startRuntime, RuntimeWorkerPool); update this file for the pinned version",
    );
  }
  const cap = workersPerFunction(env);
  /** The requests waiting for a worker, per function (its trigger key), first come first served. */
  const waiting = new Map();
  /** @param {string} key */
  const wakeOne = (key) => waiting.get(key)?.shift()?.();

  const addWorker = pool.addWorker;
  const startRuntime = emulator.startRuntime;
  const getIdleWorker = pool.getIdleWorker;
  const request = worker.request;
  const setState = stateProperty.set;

  // A worker counts its requests under way; when one ends, the next waiting request of its
  // function may come in (there is room again).
  /** @this {Worker} @param {unknown[]} args */
  worker.request = function (...args) {
    this[IN_FLIGHT] = (this[IN_FLIGHT] ?? 0) + 1;
    return request.apply(this, args).finally(() => {
      this[IN_FLIGHT] = (this[IN_FLIGHT] ?? 1) - 1;
      wakeOne(this.triggerKey);
    });
  };
  // firebase-tools marks a worker IDLE when a request of it ends: not while others are under way
  // (a reload would stop an "idle" worker in the middle of them).
  Object.defineProperty(worker, "state", {
    ...stateProperty,
    /** @this {Worker} @param {string} state */
    set(state) {
      if (state === RuntimeWorkerState.IDLE && (this[IN_FLIGHT] ?? 0) > 1) return;
      setState.call(this, state);
    },
  });
  // An idle worker, else the busy one with the fewest requests under way while it has room.
  /** @this {Pool} @param {string} triggerId */
  pool.getIdleWorker = function (triggerId) {
    const idle = getIdleWorker.call(this, triggerId);
    if (idle) return idle;
    const open = this.getTriggerWorkers(triggerId).filter(
      (w) => w.state === RuntimeWorkerState.BUSY && (w[IN_FLIGHT] ?? 0) < (w[ROOM] ?? 1),
    );
    return open.sort((a, b) => (a[IN_FLIGHT] ?? 0) - (b[IN_FLIGHT] ?? 0))[0];
  };
  /** @this {Pool} @param {unknown[]} args */
  pool.addWorker = function (...args) {
    const added = addWorker.apply(this, args);
    added[ROOM] = isHttp(/** @type {Trigger | undefined} */ (args[0]))
      ? cap.httpConcurrency
      : cap.concurrency;
    // A worker that becomes idle, or goes away, lets the next waiting request of its function in.
    added.stateEvents.on(RuntimeWorkerState.IDLE, () => wakeOne(added.triggerKey));
    added.stateEvents.on(RuntimeWorkerState.FINISHED, () => wakeOne(added.triggerKey));
    return added;
  };

  /**
   * As firebase-tools' own, unless the function has its share of workers: then it resolves once
   * one of them is idle (the caller takes it at once, in the same turn) or one went away.
   * @this {{ workerPools: Record<string, Pool> }}
   * @param {{ codebase: string }} backend
   * @param {Trigger | undefined} trigger
   */
  emulator.startRuntime = async function (backend, trigger) {
    if (!trigger) return startRuntime.call(this, backend, trigger); // the functions' discovery
    const workers = this.workerPools[backend.codebase];
    for (;;) {
      if (workers?.readyForWork(trigger.id)) return workers.getIdleWorker(trigger.id);
      const live = (workers?.getTriggerWorkers(trigger.id) ?? []).filter(
        (w) => w.state !== RuntimeWorkerState.FINISHED,
      );
      if (live.length < (isHttp(trigger) ? cap.http : cap.background))
        return startRuntime.call(this, backend, trigger);
      await new Promise((resolve) => {
        const queue = waiting.get(trigger.id) ?? [];
        queue.push(resolve);
        waiting.set(trigger.id, queue);
      });
    }
  };
  return () => {
    pool.addWorker = addWorker;
    pool.getIdleWorker = getIdleWorker;
    worker.request = request;
    Object.defineProperty(worker, "state", stateProperty);
    emulator.startRuntime = startRuntime;
  };
}

module.exports = { install, workersPerFunction };
// In the firebase-tools process; a test installs it itself.
if (!process.env.VITEST) install();

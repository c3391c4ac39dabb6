import { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

/**
 * The cap on Functions workers (functions-worker-cap.cjs) against firebase-tools' own worker pool;
 * starting a worker process is stood in for (a worker whose process is an event emitter).
 */
const require = createRequire(import.meta.url);
const EMULATOR = path.join(ROOT, "node_modules/firebase-tools/lib/emulator");

interface Worker {
  state: string;
}
interface Pool {
  addWorker(trigger: { id: string } | undefined, runtime: unknown, info: unknown): Worker;
}
type StartRuntime = (
  this: { workerPools: Record<string, Pool> },
  backend: { codebase: string },
  trigger?: { id: string; httpsTrigger?: object; taskQueueTrigger?: object; eventTrigger?: object },
) => Promise<Worker | undefined>;

const { FunctionsEmulator } = require(path.join(EMULATOR, "functionsEmulator.js")) as {
  FunctionsEmulator: { prototype: { startRuntime: StartRuntime } };
};
const { RuntimeWorkerPool } = require(path.join(EMULATOR, "functionsRuntimeWorker.js")) as {
  RuntimeWorkerPool: new () => Pool;
};
const { install } = require(path.join(ROOT, "scripts/lib/functions-worker-cap.cjs")) as {
  install: () => () => void;
};

const proto = FunctionsEmulator.prototype;
const real = proto.startRuntime;
let started = 0;
let uninstall: () => void = () => undefined;

beforeAll(() => {
  // firebase-tools' own startRuntime spawns a Node process; this one adds an idle worker at once.
  proto.startRuntime = function (backend, trigger) {
    started += 1;
    const process = Object.assign(new EventEmitter(), { stdout: null, stderr: null, kill: () => true });
    const pool = this.workerPools[backend.codebase];
    const worker = pool?.addWorker(trigger, { process, events: new EventEmitter() }, {});
    if (worker) worker.state = "IDLE";
    return Promise.resolve(worker);
  };
  const previous = [
    process.env.FUNCTIONS_WORKERS_PER_FUNCTION,
    process.env.FUNCTIONS_WORKERS_PER_HTTP_FUNCTION,
  ];
  process.env.FUNCTIONS_WORKERS_PER_FUNCTION = "2";
  process.env.FUNCTIONS_WORKERS_PER_HTTP_FUNCTION = "3";
  uninstall = install();
  [process.env.FUNCTIONS_WORKERS_PER_FUNCTION, process.env.FUNCTIONS_WORKERS_PER_HTTP_FUNCTION] = previous;
});
afterAll(() => {
  uninstall();
  proto.startRuntime = real;
});

const backend = { codebase: "default" };
/** A function woken by Firestore events (two workers at most here), and the API (three). */
const trigger = { id: "us-central1-sendMail", eventTrigger: {} };
const api = { id: "us-central1-api", httpsTrigger: {} };
const newEmulator = () => ({ workerPools: { default: new RuntimeWorkerPool() } });
/** Whether `promise` has settled once the pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("at most a few Functions workers per function", () => {
  it("starts a second worker while the first is busy, then waits for one of them to be idle", async () => {
    const emulator = newEmulator();
    started = 0;
    const first = await proto.startRuntime.call(emulator, backend, trigger);
    if (!first) throw new Error("no worker");
    first.state = "BUSY";
    const second = await proto.startRuntime.call(emulator, backend, trigger);
    if (!second) throw new Error("no worker");
    second.state = "BUSY";
    expect(started).toBe(2);

    const third = proto.startRuntime.call(emulator, backend, trigger);
    expect(await settled(third)).toBe(false);
    first.state = "IDLE";
    expect(await third).toBe(first);
    expect(started).toBe(2);
  });

  it("starts a new worker when one of a full function's workers goes away", async () => {
    const emulator = newEmulator();
    started = 0;
    const workers: (Worker | undefined)[] = [];
    for (let i = 0; i < 2; i += 1) {
      const w = await proto.startRuntime.call(emulator, backend, trigger);
      if (w) w.state = "BUSY";
      workers.push(w);
    }
    expect(started).toBe(2);
    const next = proto.startRuntime.call(emulator, backend, trigger);
    expect(await settled(next)).toBe(false);
    const [gone] = workers;
    if (gone) gone.state = "FINISHED";
    const replacement = await next;
    expect(started).toBe(3);
    expect(workers).not.toContain(replacement);
  });

  it("gives a function called over HTTP its own share, and never holds another function or the discovery", async () => {
    const emulator = newEmulator();
    started = 0;
    for (const t of [trigger, trigger, api, api, api]) {
      const w = await proto.startRuntime.call(emulator, backend, t);
      if (w) w.state = "BUSY";
    }
    expect(started).toBe(5);
    expect(await settled(proto.startRuntime.call(emulator, backend, api))).toBe(false);
    expect(
      await settled(
        proto.startRuntime.call(emulator, backend, {
          id: "us-central1-tasks",
          httpsTrigger: {},
          taskQueueTrigger: {},
        }),
      ),
    ).toBe(true);
    expect(await settled(proto.startRuntime.call(emulator, backend))).toBe(true);
    expect(started).toBe(7);
  });
});

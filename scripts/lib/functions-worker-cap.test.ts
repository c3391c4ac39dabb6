import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

/**
 * How the Functions emulator serves a function (functions-worker-cap.cjs), against firebase-tools'
 * own worker pool and workers: starting a worker process is stood in for (a worker whose process is
 * an event emitter), and its runtime by an HTTP server that holds each request until the test lets
 * it answer, so "busy" is requests really under way. Here a worker serves two at once, a function
 * woken by events has two workers at most, one called over HTTP three.
 */
const require = createRequire(import.meta.url);
const EMULATOR = path.join(ROOT, "node_modules/firebase-tools/lib/emulator");

interface Worker {
  state: string;
  request(req: object, resp: object, body?: string): Promise<void>;
}
interface Pool {
  addWorker(trigger: { id: string } | undefined, runtime: unknown, info: unknown): Worker;
  readyForWork(id: string): boolean;
  getIdleWorker(id: string): Worker | undefined;
}
interface Trigger {
  id: string;
  httpsTrigger?: object;
  taskQueueTrigger?: object;
  eventTrigger?: object;
}
type StartRuntime = (
  this: { workerPools: Record<string, Pool> },
  backend: { codebase: string },
  trigger?: Trigger,
) => Promise<Worker | undefined>;

const { FunctionsEmulator } = require(path.join(EMULATOR, "functionsEmulator.js")) as {
  FunctionsEmulator: { prototype: { startRuntime: StartRuntime } };
};
const { RuntimeWorkerPool } = require(path.join(EMULATOR, "functionsRuntimeWorker.js")) as {
  RuntimeWorkerPool: new () => Pool;
};
const { install } = require(path.join(ROOT, "scripts/lib/functions-worker-cap.cjs")) as {
  install: (env: Record<string, string>) => () => void;
};

/** The stand-in runtime: every request waits in `held` until answered. */
const held: ServerResponse[] = [];
const runtime = createServer((_req: IncomingMessage, res: ServerResponse) => void held.push(res));
let port = 0;
/** Answers the oldest held request. */
const answerOne = () => held.shift()?.end("ok");

const proto = FunctionsEmulator.prototype;
const real = proto.startRuntime;
let started = 0;
let uninstall: () => void = () => undefined;
const SETTINGS = {
  FUNCTIONS_WORKERS_PER_FUNCTION: "2",
  FUNCTIONS_WORKERS_PER_HTTP_FUNCTION: "3",
  FUNCTIONS_WORKER_CONCURRENCY: "2",
  FUNCTIONS_HTTP_WORKER_CONCURRENCY: "2",
};

beforeAll(async () => {
  await new Promise<void>((resolve) => runtime.listen(0, "127.0.0.1", resolve));
  port = (runtime.address() as AddressInfo).port;
  // firebase-tools' own startRuntime spawns a Node process; this one adds an idle worker at once.
  proto.startRuntime = function (backend, trigger) {
    started += 1;
    const process = Object.assign(new EventEmitter(), { stdout: null, stderr: null, kill: () => true });
    const conn = { httpReqOpts: () => ({ host: "127.0.0.1", port }) };
    const pool = this.workerPools[backend.codebase];
    const worker = pool?.addWorker(trigger, { process, events: new EventEmitter(), conn }, {});
    if (worker) worker.state = "IDLE";
    return Promise.resolve(worker);
  };
  uninstall = install(SETTINGS);
});
afterAll(async () => {
  uninstall();
  proto.startRuntime = real;
  held.splice(0).forEach((res) => res.end());
  await new Promise((resolve) => runtime.close(resolve));
});

const backend = { codebase: "default" };
const events: Trigger = { id: "us-central1-sendMail", eventTrigger: {} };
const api: Trigger = { id: "us-central1-api", httpsTrigger: {} };
const newEmulator = () => ({ workerPools: { default: new RuntimeWorkerPool() } });

/**
 * One request to `trigger` as firebase-tools' handleHttpsTrigger sends it: a worker started when
 * none is ready, then the pool's submitRequest. Resolves with the worker once the runtime holds it.
 */
async function send(emulator: ReturnType<typeof newEmulator>, trigger: Trigger) {
  const pool = emulator.workerPools.default;
  if (!pool.readyForWork(trigger.id)) await proto.startRuntime.call(emulator, backend, trigger);
  const worker = pool.getIdleWorker(trigger.id);
  if (!worker) throw new Error("no worker ready after startRuntime");
  const resp = Object.assign(new PassThrough(), { writeHead: () => undefined });
  const done = worker.request({ method: "POST", path: "/", headers: {} }, resp, "{}");
  return { worker, done };
}

/** Whether `promise` has settled once the pending callbacks have run (a stand-in start is at once). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}
/** Resolves once the runtime holds `n` requests. */
async function holding(n: number): Promise<void> {
  await expect.poll(() => held.length, { timeout: 5_000, interval: 10 }).toBe(n);
}

describe("Functions emulator workers: several requests each, a few per function", () => {
  it("sends a worker requests up to its concurrency, then starts a second, then waits for room", async () => {
    const emulator = newEmulator();
    started = 0;
    const a = await send(emulator, events);
    const b = await send(emulator, events);
    await holding(2);
    expect(started).toBe(1);
    expect(b.worker).toBe(a.worker);
    expect(a.worker.state).toBe("BUSY");

    const c = await send(emulator, events);
    expect(started).toBe(2);
    expect(c.worker).not.toBe(a.worker);
    await send(emulator, events);
    await holding(4);

    // Both workers full and the function at its two: the fifth waits, no third process.
    const fifth = send(emulator, events);
    expect(await settled(fifth)).toBe(false);
    answerOne();
    await a.done;
    const { worker } = await fifth;
    expect(worker).toBe(a.worker);
    await holding(4);
    expect(started).toBe(2);
    // A worker one of whose requests ended stays busy while another is under way.
    while (held.length > 0) answerOne();
    await expect.poll(() => a.worker.state, { timeout: 5_000, interval: 10 }).toBe("IDLE");
  });

  it("starts a new worker when one of a full function's workers goes away", async () => {
    const emulator = newEmulator();
    started = 0;
    const first = await send(emulator, events);
    await send(emulator, events);
    await send(emulator, events);
    await send(emulator, events);
    await holding(4);
    const next = send(emulator, events);
    expect(await settled(next)).toBe(false);
    first.worker.state = "FINISHED";
    const replacement = await next;
    expect(started).toBe(3);
    expect(replacement.worker).not.toBe(first.worker);
    await holding(5);
    while (held.length > 0) answerOne();
  });

  it("gives a function called over HTTP its own share, and never holds another function or the discovery", async () => {
    const emulator = newEmulator();
    started = 0;
    for (const t of [events, events, events, events, api, api, api, api, api, api]) await send(emulator, t);
    await holding(10);
    expect(started).toBe(5);
    expect(await settled(send(emulator, api))).toBe(false);
    const tasks = { id: "us-central1-tasks", httpsTrigger: {}, taskQueueTrigger: {} };
    expect(await settled(send(emulator, tasks))).toBe(true);
    expect(await settled(proto.startRuntime.call(emulator, backend))).toBe(true);
    expect(started).toBe(7);
    while (held.length > 0) answerOne();
  });
});

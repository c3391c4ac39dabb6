// @ts-check
/**
 * Timed work in the emulators as in production. Loaded into the firebase-tools process
 * (`node --require scripts/lib/emulator-clock.cjs node_modules/.bin/firebase …`, see prepare.ts);
 * the functions themselves are untouched: the deployed code is the code that runs.
 *
 * 1. Cloud Tasks: firebase-tools 14.18's Cloud Tasks emulator dispatches a task at once whatever
 *    its `scheduleTime` (lib/emulator/taskQueue.js only copies it into X-CloudTasks-TaskETA).
 *    Here a task whose time is still ahead is held and put in its queue when it is due, as Cloud
 *    Tasks does; its name is taken at once (a second enqueue with the same id is refused, as in
 *    production) and deleting it cancels it.
 * 2. Cloud Scheduler: without a Pub/Sub emulator firebase-tools ignores every `onSchedule`
 *    function. Here such a function is registered with a local scheduler that calls it on its
 *    schedule the way Cloud Scheduler calls a 2nd gen scheduled function: an HTTP POST with the
 *    X-CloudScheduler headers, through the Functions emulator's own trigger route.
 *    GIMBAL_SCHEDULE_SECONDS=<n> makes every schedule tick every n seconds (local runs only).
 * 3. A control endpoint on GIMBAL_CLOCK_PORT (when set), for tests and curious people:
 *    `GET /jobs`, `POST /jobs/<function>:run` (like `gcloud scheduler jobs run`: runs it now and
 *    answers once the function has answered), `GET /tasks` (the tasks held until their time).
 *
 * firebase-tools is pinned (package.json); if its internals change shape this file says so and
 * stops, rather than leaving timed work silently broken.
 */
const http = require("node:http");
const path = require("node:path");

const EMULATOR_DIR = path.join(__dirname, "../../node_modules/firebase-tools/lib/emulator");
/** setTimeout's longest delay; longer waits are made of several. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The interval of an App Engine cron schedule of the form `every N minutes|hours|seconds`
 * (what this codebase uses), in milliseconds; null for anything else.
 * @param {string} schedule
 * @returns {number | null}
 */
function scheduleIntervalMs(schedule) {
  const m = /^every\s+(\d+)\s+(seconds?|secs?|minutes?|mins?|hours?)$/i.exec(schedule.trim());
  if (!m || !m[1] || !m[2]) return null;
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  const ms = unit.startsWith("h") ? 3_600_000 : unit.startsWith("m") ? 60_000 : 1000;
  return n > 0 ? n * ms : null;
}

/**
 * The interval this run uses: GIMBAL_SCHEDULE_SECONDS when set, else the schedule's own.
 * @param {string} schedule
 * @param {NodeJS.ProcessEnv} env
 */
function localIntervalMs(schedule, env = process.env) {
  const override = Number(env.GIMBAL_SCHEDULE_SECONDS);
  if (Number.isFinite(override) && override > 0) return override * 1000;
  return scheduleIntervalMs(schedule);
}

/**
 * When a task is due, in ms since the epoch (NaN when it has no time: due now).
 * @param {{ scheduleTime?: unknown }} task
 */
function dueAt(task) {
  const t = task.scheduleTime;
  if (typeof t === "string") return Date.parse(t);
  if (t && typeof t === "object" && "seconds" in t) return Number(t.seconds) * 1000;
  return Number.NaN;
}

/** @param {number} ms @param {() => void} fn @returns {{ cancel(): void }} */
function after(ms, fn) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const arm = (left) => {
    timer = setTimeout(
      () => (left > MAX_TIMER_MS ? arm(left - MAX_TIMER_MS) : fn()),
      Math.min(left, MAX_TIMER_MS),
    );
  };
  arm(Math.max(0, ms));
  return { cancel: () => clearTimeout(timer) };
}

/** Tasks held until their time, by task name. @type {Map<string, { queue: string, due: number, timer: { cancel(): void } }>} */
const heldTasks = new Map();

/**
 * Makes a TaskQueue class honour scheduleTime. Exported for the unit test.
 * @param {any} TaskQueue firebase-tools' lib/emulator/taskQueue.js TaskQueue
 */
function patchTaskQueue(TaskQueue) {
  const proto = TaskQueue.prototype;
  if (typeof proto.enqueue !== "function" || typeof proto.delete !== "function" || proto.gimbalClock) {
    if (proto.gimbalClock) return;
    throw new Error(
      "emulator-clock: firebase-tools' TaskQueue has changed shape; see scripts/lib/emulator-clock.cjs",
    );
  }
  const enqueue = proto.enqueue;
  const remove = proto.delete;
  proto.gimbalClock = true;
  /** @param {any} task */
  proto.enqueue = function (task) {
    const wait = dueAt(task) - Date.now();
    if (!(wait > 0)) return enqueue.call(this, task);
    if (!(this.queuedIds instanceof Set)) {
      throw new Error("emulator-clock: TaskQueue.queuedIds is gone; see scripts/lib/emulator-clock.cjs");
    }
    if (this.queuedIds.has(task.name)) throw new Error(`A task has already been queued with id ${task.name}`);
    this.queuedIds.add(task.name); // the name is taken now, as in Cloud Tasks
    const timer = after(wait, () => {
      heldTasks.delete(task.name);
      this.queuedIds.delete(task.name);
      enqueue.call(this, task);
    });
    heldTasks.set(task.name, { queue: this.key, due: Date.now() + wait, timer });
  };
  /** @param {string} taskId */
  proto.delete = function (taskId) {
    const held = heldTasks.get(taskId);
    if (held) {
      held.timer.cancel();
      heldTasks.delete(taskId);
      return;
    }
    return remove.call(this, taskId);
  };
}

/**
 * Scheduled jobs by function name.
 * @type {Map<string, { name: string, id: string, region: string, schedule: string, intervalMs: number | null, url: string, next: number | null, last?: { at: number, status: number | string }, timer?: { cancel(): void } }>}
 */
const jobs = new Map();

/**
 * Calls the scheduled function as Cloud Scheduler does; resolves with the HTTP status (or the error).
 * @param {{ name: string, region: string, url: string }} job
 */
async function runJob(job) {
  const scheduleTime = new Date().toISOString();
  let status;
  try {
    const res = await fetch(job.url, {
      method: "POST",
      headers: {
        "User-Agent": "Google-Cloud-Scheduler",
        "X-CloudScheduler": "true",
        "X-CloudScheduler-JobName": `firebase-schedule-${job.name}-${job.region}`,
        "X-CloudScheduler-ScheduleTime": scheduleTime,
        "Content-Length": "0",
      },
    });
    await res.arrayBuffer();
    status = res.status;
  } catch (err) {
    status = err instanceof Error ? err.message : String(err);
  }
  const entry = jobs.get(job.name);
  if (entry) entry.last = { at: Date.now(), status };
  if (status !== 200) console.log(`!  scheduler: ${job.name} answered ${status}`);
  return status;
}

/** @param {string} name */
function arm(name) {
  const job = jobs.get(name);
  if (!job || job.intervalMs === null) return;
  job.timer?.cancel();
  job.next = Date.now() + job.intervalMs;
  job.timer = after(job.intervalMs, () => {
    arm(name);
    void runJob(job);
  });
}

/**
 * Registers an `onSchedule` function with the local scheduler instead of a Pub/Sub topic.
 * @param {any} FunctionsEmulator firebase-tools' lib/emulator/functionsEmulator.js class
 * @param {() => boolean} pubsubRunning
 */
function patchFunctionsEmulator(FunctionsEmulator, pubsubRunning) {
  const proto = FunctionsEmulator.prototype;
  if (typeof proto.addPubsubTrigger !== "function" || typeof proto.getInfo !== "function") {
    throw new Error(
      "emulator-clock: firebase-tools' FunctionsEmulator has changed shape; see scripts/lib/emulator-clock.cjs",
    );
  }
  const addPubsubTrigger = proto.addPubsubTrigger;
  /** @type {(this: any, triggerName: string, key: string, eventTrigger: unknown, signature: string, schedule?: { schedule?: string }) => Promise<boolean>} */
  proto.addPubsubTrigger = async function (triggerName, key, eventTrigger, signature, schedule) {
    if (!schedule || pubsubRunning()) {
      return addPubsubTrigger.call(this, triggerName, key, eventTrigger, signature, schedule);
    }
    // The key is `<region>-<name>-<generation>` (FunctionsEmulator.getTriggerKey).
    const at = key.indexOf(`-${triggerName}`);
    const region = at > 0 ? key.slice(0, at) : "us-central1";
    const { host, port } = this.getInfo();
    const spec = String(schedule.schedule ?? "");
    const intervalMs = localIntervalMs(spec);
    jobs.get(triggerName)?.timer?.cancel();
    jobs.set(triggerName, {
      name: triggerName,
      id: key,
      region,
      schedule: spec,
      intervalMs,
      next: null,
      url: `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}/functions/projects/${this.args.projectId}/triggers/${key}`,
    });
    arm(triggerName);
    const every =
      intervalMs === null
        ? `"${spec}" is not a schedule the local scheduler reads: it runs only when asked (POST /jobs/${triggerName}:run)`
        : `every ${intervalMs / 1000} s${process.env.GIMBAL_SCHEDULE_SECONDS ? " (GIMBAL_SCHEDULE_SECONDS)" : ` ("${spec}")`}`;
    console.log(`i  scheduler: ${triggerName} runs ${every}`);
    return true;
  };
}

/** The control endpoint (GIMBAL_CLOCK_PORT). */
function serve(port) {
  const server = http.createServer((req, res) => {
    const send = (status, body) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://x");
    if (req.method === "GET" && url.pathname === "/jobs") {
      return send(
        200,
        [...jobs.values()].map(({ name, schedule, intervalMs, next, last }) => ({
          name,
          schedule,
          intervalMs,
          next,
          last,
        })),
      );
    }
    if (req.method === "GET" && url.pathname === "/tasks") {
      return send(
        200,
        [...heldTasks.entries()].map(([name, t]) => ({ name, queue: t.queue, due: t.due })),
      );
    }
    const run = /^\/jobs\/([A-Za-z0-9_-]+):run$/.exec(url.pathname);
    if (req.method === "POST" && run?.[1]) {
      const job = jobs.get(run[1]);
      if (!job) return send(404, { error: `no scheduled function ${run[1]}` });
      void runJob(job).then((status) => send(status === 200 ? 200 : 502, { status }));
      return;
    }
    send(404, { error: "GET /jobs, GET /tasks or POST /jobs/<function>:run" });
  });
  server.on("error", (err) =>
    console.log(`!  scheduler: control endpoint on ${port} not started: ${err.message}`),
  );
  server.listen(port, "127.0.0.1");
  server.unref();
}

function install() {
  const { TaskQueue } = require(path.join(EMULATOR_DIR, "taskQueue.js"));
  patchTaskQueue(TaskQueue);
  const { FunctionsEmulator } = require(path.join(EMULATOR_DIR, "functionsEmulator.js"));
  const { EmulatorRegistry } = require(path.join(EMULATOR_DIR, "registry.js"));
  const { Emulators } = require(path.join(EMULATOR_DIR, "types.js"));
  patchFunctionsEmulator(FunctionsEmulator, () => EmulatorRegistry.isRunning(Emulators.PUBSUB));
  const port = Number(process.env.GIMBAL_CLOCK_PORT);
  if (Number.isInteger(port) && port > 0) serve(port);
}

module.exports = { scheduleIntervalMs, localIntervalMs, dueAt, patchTaskQueue, heldTasks };

// Only in the firebase-tools CLI process (the unit test requires this file for its functions).
if (/[\\/]firebase(\.js)?$/.test(process.argv[1] ?? "")) install();

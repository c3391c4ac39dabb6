import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "./emulators.js";

interface Task {
  name: string;
  scheduleTime?: string;
  httpRequest: { url: string; body: unknown; headers?: Record<string, string> };
}
interface Queue {
  enqueue(task: Task): void;
  delete(name: string): void;
  queue: { size(): number };
}
interface Clock {
  scheduleIntervalMs(schedule: string): number | null;
  localIntervalMs(schedule: string, env: NodeJS.ProcessEnv): number | null;
  patchTaskQueue(cls: unknown): void;
  heldTasks: Map<string, { due: number }>;
}

const require = createRequire(import.meta.url);
const clock = require("./emulator-clock.cjs") as Clock;
const { TaskQueue } = require(path.join(ROOT, "node_modules/firebase-tools/lib/emulator/taskQueue.js")) as {
  TaskQueue: new (key: string, config: unknown) => Queue;
};
clock.patchTaskQueue(TaskQueue);

const queue = () =>
  new TaskQueue("queue:demo-us-central1-expirePurchase", {
    rateLimits: { maxConcurrentDispatches: 2, maxDispatchesPerSecond: 10 },
    retryConfig: {
      maxAttempts: 3,
      maxRetrySeconds: 0,
      maxBackoffSeconds: 60,
      maxDoublings: 2,
      minBackoffSeconds: 1,
    },
    defaultUri: "http://127.0.0.1:1/fn",
  });
const task = (name: string, inMs: number | null): Task => ({
  name,
  ...(inMs === null ? {} : { scheduleTime: new Date(Date.now() + inMs).toISOString() }),
  httpRequest: { url: "", body: {} },
});

describe("emulator clock: schedules", () => {
  it("reads this codebase's App Engine cron schedules", () => {
    expect(clock.scheduleIntervalMs("every 10 minutes")).toBe(600_000);
    expect(clock.scheduleIntervalMs("every 15 minutes")).toBe(900_000);
    expect(clock.scheduleIntervalMs("every 2 hours")).toBe(7_200_000);
    expect(clock.scheduleIntervalMs("every 1 mins")).toBe(60_000);
    expect(clock.scheduleIntervalMs("5 4 * * *")).toBeNull();
    expect(clock.scheduleIntervalMs("every 0 minutes")).toBeNull();
  });

  it("GIMBAL_SCHEDULE_SECONDS shortens every schedule for a local run", () => {
    expect(clock.localIntervalMs("every 15 minutes", {})).toBe(900_000);
    expect(clock.localIntervalMs("every 15 minutes", { GIMBAL_SCHEDULE_SECONDS: "30" })).toBe(30_000);
    expect(clock.localIntervalMs("5 4 * * *", { GIMBAL_SCHEDULE_SECONDS: "30" })).toBe(30_000);
    expect(clock.localIntervalMs("every 15 minutes", { GIMBAL_SCHEDULE_SECONDS: "x" })).toBe(900_000);
  });
});

describe("emulator clock: Cloud Tasks at their time", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("puts a task in its queue only when it is due", () => {
    const q = queue();
    q.enqueue(task("projects/p/tasks/later", 5_000));
    expect(q.queue.size()).toBe(0);
    expect(clock.heldTasks.has("projects/p/tasks/later")).toBe(true);
    vi.advanceTimersByTime(4_900);
    expect(q.queue.size()).toBe(0);
    vi.advanceTimersByTime(200);
    expect(q.queue.size()).toBe(1);
    expect(clock.heldTasks.has("projects/p/tasks/later")).toBe(false);
  });

  it("queues a task without a time, or one already due, at once", () => {
    const q = queue();
    q.enqueue(task("projects/p/tasks/now", null));
    q.enqueue(task("projects/p/tasks/past", -1_000));
    expect(q.queue.size()).toBe(2);
  });

  it("refuses a second task with a held task's name, and a deleted held task never runs", () => {
    const q = queue();
    q.enqueue(task("projects/p/tasks/once", 10_000));
    expect(() => q.enqueue(task("projects/p/tasks/once", 10_000))).toThrow(/already been queued/);
    q.delete("projects/p/tasks/once");
    vi.advanceTimersByTime(20_000);
    expect(q.queue.size()).toBe(0);
  });
});

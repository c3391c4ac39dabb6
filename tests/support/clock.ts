/**
 * The emulator clock (scripts/lib/emulator-clock.cjs): the scheduled functions the local
 * scheduler calls on their schedules, and the Cloud Tasks tasks held until their time.
 */
import { P } from "./env.js";

const CLOCK = `http://127.0.0.1:${P.clock}`;

export interface ScheduledJob {
  name: string;
  schedule: string;
  intervalMs: number | null;
  next: number | null;
  last?: { at: number; status: number | string };
}

export interface HeldTask {
  name: string;
  queue: string;
  due: number;
}

export async function scheduledJobs(): Promise<ScheduledJob[]> {
  return (await fetch(`${CLOCK}/jobs`)).json() as Promise<ScheduledJob[]>;
}

export async function heldTasks(): Promise<HeldTask[]> {
  return (await fetch(`${CLOCK}/tasks`)).json() as Promise<HeldTask[]>;
}

/**
 * Runs a deployed scheduled function now, as Cloud Scheduler does on its schedule (like
 * `gcloud scheduler jobs run`); resolves with the function's HTTP status once it has answered.
 */
export async function runScheduledFunction(name: string): Promise<number | string> {
  const res = await fetch(`${CLOCK}/jobs/${name}:run`, { method: "POST" });
  return ((await res.json()) as { status: number | string }).status;
}

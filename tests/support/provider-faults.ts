/**
 * Outside services failing on demand (issue 54): faults injected into the local Stripe
 * (`/_local/faults`, tools/stripe-local/src/faults.ts), and the local Stripe or MailDev paused
 * (SIGSTOP) as a provider that stops answering, then resumed (SIGCONT). The processes' pids are
 * in `.cache/` (scripts/lib/stripe-process.ts, scripts/lib/maildev.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { mailDevPidFile } from "../../scripts/lib/maildev.js";
import { stripePid } from "../../scripts/lib/stripe-process.js";
import { call, type ApiAnswer } from "./http.js";
import { P, STRIPE_LOCAL_URL } from "./env.js";
import { stripe } from "./payments.js";

export interface FaultSpec {
  path: string;
  seconds?: number;
  latency_ms?: number;
  status?: number;
  hang?: boolean;
  method?: string;
  /** Only requests whose query or body contains this (a customer's uid, an address line). */
  match?: string;
}

export async function injectStripeFault(spec: FaultSpec): Promise<void> {
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(spec),
  });
  if (!res.ok) throw new Error(`POST /_local/faults: ${res.status} ${await res.text()}`);
}

/** Clears every fault; requests a `hang` fault holds go on at once. */
export async function clearStripeFaults(): Promise<void> {
  const res = await fetch(`${STRIPE_LOCAL_URL}/_local/faults`, { method: "DELETE" });
  if (!res.ok) throw new Error(`DELETE /_local/faults: ${res.status}`);
}

/** A call to the API and how long its answer took (ms). */
export async function timedCall<T>(
  method: string,
  apiPath: string,
  token: string,
  body?: unknown,
): Promise<ApiAnswer<T> & { ms: number }> {
  const started = performance.now();
  const answer = await call<T>(method, apiPath, { token, body, headers: { Accept: "application/json" } });
  return { ...answer, ms: performance.now() - started };
}

/** The contract: 503 `unavailable`, the message, Retry-After, within 10 s. */
export function expectBoundedUnavailable(answer: ApiAnswer & { ms: number }, message: string): void {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.body).toEqual({ error: { code: "unavailable", message } });
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(10_000);
}

/** Every PaymentIntent Stripe holds for an order (made since `sinceSeconds`). */
export async function paymentIntentsOfOrder(orderId: string, sinceSeconds: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const pi of stripe.paymentIntents.list({ created: { gte: sinceSeconds }, limit: 100 })) {
    if (pi.metadata.orderId === orderId) ids.push(pi.id);
  }
  return ids;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  process.kill(pid, sig);
}

/** The local Stripe's process (npm test runs it in its own: scripts/lib/stripe-process.ts). */
function stripeProcess(): number {
  const pid = stripePid(P);
  if (pid === null) throw new Error("The local Stripe does not run in its own process (no pid file)");
  return pid;
}

export const pauseStripe = (): void => signal(stripeProcess(), "SIGSTOP");
export const resumeStripe = (): void => signal(stripeProcess(), "SIGCONT");

/** MailDev's process group (it runs detached: scripts/lib/maildev.ts). */
function mailDevGroup(): number {
  const file = mailDevPidFile(P);
  if (!existsSync(file)) throw new Error("MailDev is not running (no pid file)");
  return -Number(readFileSync(file, "utf8"));
}

export const pauseMailDev = (): void => signal(mailDevGroup(), "SIGSTOP");
export const resumeMailDev = (): void => signal(mailDevGroup(), "SIGCONT");

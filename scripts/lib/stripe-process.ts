/**
 * The local Stripe-compatible server in a process of its own, for `npm test` and the bench: a test
 * can then pause it (SIGSTOP) as a provider that stops answering, and resume it (SIGCONT), without
 * pausing the test runner (issue 54). Its pid is kept in `.cache/stripe-local-<port>.pid`, as
 * MailDev's is. `npm start` keeps it in its own process (scripts/lib/prepare.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, STRIPE_LOCAL, functionUrl, type Ports } from "./emulators.js";

export interface StripeProcess {
  url: string;
  port: number;
  pid: number;
  close(): Promise<void>;
}

const SERVER = path.join(ROOT, "tools/stripe-local/src/server.ts");

/** Where the pid of the local Stripe of these ports is kept while it runs. */
export const stripePidFile = (p: Ports): string => path.join(ROOT, ".cache", `stripe-local-${p.stripe}.pid`);

/** The pid of the local Stripe of these ports, or null when none runs from this checkout. */
export function stripePid(p: Ports): number | null {
  const file = stripePidFile(p);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8"));
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Starts stripe-local (`tsx src/server.ts`) on the ports' Stripe port; resolves once it listens. */
export async function startStripeProcess(p: Ports, timeoutMs = 30_000): Promise<StripeProcess> {
  mkdirSync(path.join(ROOT, ".cache"), { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      STRIPE_LOCAL_PORT: String(p.stripe),
      STRIPE_LOCAL_HOST: "127.0.0.1",
      STRIPE_SECRET_KEY: STRIPE_LOCAL.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_LOCAL.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_LOCAL.webhookSecret,
      STRIPE_WEBHOOK_URL: functionUrl(p, "stripeWebhook"),
    },
    // Its lines (one per webhook delivery) are read and dropped: the in-process server was silent.
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`stripe-local did not start: ${output}`)), timeoutMs);
    child.stdout.setEncoding("utf8");
    const onData = (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off("data", onData);
      child.stdout.resume();
      resolve(match[1]);
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-local exited with ${String(code)}: ${output}`));
    });
  });
  const pid = child.pid ?? 0;
  writeFileSync(stripePidFile(p), String(pid));
  const stopOnExit = () => child.kill("SIGKILL");
  process.once("exit", stopOnExit);
  return {
    url,
    port: p.stripe,
    pid,
    close: () =>
      new Promise<void>((resolve) => {
        process.off("exit", stopOnExit);
        rmSync(stripePidFile(p), { force: true });
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        // A paused server (a test stopped mid-pause) must be resumed to hear the SIGTERM.
        child.kill("SIGCONT");
        child.kill("SIGTERM");
      }),
  };
}

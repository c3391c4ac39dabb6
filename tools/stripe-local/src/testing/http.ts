/**
 * Test helpers that do not load the server module (so jsdom test files can use them: esbuild,
 * which bundles the Stripe.js stand-in, refuses to load inside vitest's jsdom environment).
 */
import { spawn } from "node:child_process";
import path from "node:path";

export const KEYS = {
  secretKey: "sk_test_local_0123456789abcdef",
  publishableKey: "pk_test_local_0123456789abcdef",
  webhookSecret: "whsec_local_0123456789abcdef",
} as const;

export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text === "" ? null : (JSON.parse(text) as unknown),
  };
}

/** POST a form body (URLSearchParams keeps brackets literal the way Stripe.js/SDKs send them). */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  return getJson(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** stripe-local in a child process (`tsx src/server.ts`), for the jsdom test files. */
export async function startServerProcess(): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "..", "server.ts")],
    {
      env: {
        ...process.env,
        STRIPE_LOCAL_PORT: "0",
        STRIPE_SECRET_KEY: KEYS.secretKey,
        STRIPE_PUBLISHABLE_KEY: KEYS.publishableKey,
        STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
        STRIPE_WEBHOOK_URL: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`stripe-local did not start: ${output}`)), 20_000);
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe-local exited with ${String(code)}: ${output}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Shared helpers for the stripe-local tests (not a test file itself). */
import { existsSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startStripeLocal, type StripeLocalOptions, type StripeLocalServer } from "../server.js";
import { KEYS, getJson } from "./http.js";

export { KEYS, getJson, postForm, startServerProcess } from "./http.js";

/** The browser tests' Chromium: CHROMIUM_PATH, else the headless shell, else the full browser. */
export const chromiumPath = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find(
  (candidate): candidate is string =>
    typeof candidate === "string" && candidate !== "" && existsSync(candidate),
);

export async function startTestServer(extra: Partial<StripeLocalOptions> = {}): Promise<StripeLocalServer> {
  return startStripeLocal({ port: 0, ...KEYS, webhookRetryDelaysMs: [20, 40, 80, 160], ...extra });
}

/** The real Stripe Node SDK pointed at stripe-local. */
export function sdkFor(server: StripeLocalServer, key: string = KEYS.secretKey): Stripe {
  return new Stripe(key, { host: "127.0.0.1", port: server.port, protocol: "http", maxNetworkRetries: 0 });
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` webhooks arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/**
 * A tiny webhook receiver. `respond` picks the status code per request (default 200), e.g. to
 * make the first attempts fail.
 */
export async function startReceiver(
  respond: (index: number, hook: ReceivedWebhook) => number = () => 200,
): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  let requestIndex = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const hook: ReceivedWebhook = { headers: req.headers, rawBody: Buffer.concat(chunks).toString("utf8") };
      const status = respond(requestIndex, hook);
      requestIndex += 1;
      if (status >= 200 && status < 300) received.push(hook);
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ received: status < 300 }));
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    async waitFor(count, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new Error(`Timed out waiting for ${count} webhooks (got ${received.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface CardInput {
  number: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

/**
 * Confirm params with raw card data (`payment_method_data[card][...]`). The SDK's types omit raw
 * card fields (real Stripe restricts them), so the object is built untyped and widened.
 */
export function cardConfirmParams(
  card: CardInput,
  billing: { name?: string; email?: string } = {},
): Stripe.PaymentIntentConfirmParams {
  const params = {
    payment_method_data: {
      type: "card" as const,
      card: {
        number: card.number,
        exp_month: card.exp_month ?? 12,
        exp_year: card.exp_year ?? new Date().getUTCFullYear() + 2,
        cvc: card.cvc ?? "123",
      },
      billing_details: billing,
    },
  };
  return params;
}

export interface LocalEventSummary {
  id: string;
  type: string;
  object_id: string;
  status: string;
  deliveries: number;
  attempts: Array<{ delivery: number; attempt: number; status_code: number | null; error: string | null }>;
  event: Stripe.Event;
}

export async function localEvents(server: StripeLocalServer, query = ""): Promise<LocalEventSummary[]> {
  const { body } = await getJson(`${server.url}/_local/events${query}`);
  return (body as { data: LocalEventSummary[] }).data;
}

/**
 * stripe-local: a small Stripe-compatible HTTP server for development and tests (no network
 * access to Stripe needed). Point the Stripe Node SDK at it with
 * `new Stripe(secretKey, { host: "127.0.0.1", port, protocol: "http" })` and load the browser
 * stand-in from `<url>/js/stripe.js`.
 *
 * Run directly: `npx tsx tools/stripe-local/src/server.ts` (or `npm start -w @shop/stripe-local`)
 * (env: STRIPE_LOCAL_PORT (12111), STRIPE_LOCAL_HOST (127.0.0.1), STRIPE_WEBHOOK_URL,
 *  STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY; Stripe Tax's registrations
 *  TAX_REGISTRATIONS (EU,GB,CA,AU,US-CA,US-NY) and head-office country STRIPE_TAX_ORIGIN (GB)).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createStripeLocalApp } from "./app.js";
import { stripeJsBundle } from "./stripe-js-stand-in.js";
import { parseRegistrations } from "./tables/tax-rates.js";

export { DEFAULT_API_VERSION } from "./app.js";
export { signWebhookPayload } from "./webhooks.js";
export { parseRegistrations } from "./tables/tax-rates.js";

export interface StripeLocalOptions {
  /** 0 picks a free port (see the returned `url` / `port`). */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  webhookUrl?: string;
  webhookSecret: string;
  secretKey: string;
  publishableKey: string;
  /** `api_version` on events and the default `Stripe-Version` response header. */
  apiVersion?: string;
  /** Waits between webhook delivery attempts (attempts = length + 1). Default [200, 400, 800, 1600]. */
  webhookRetryDelaysMs?: readonly number[];
  /** Per-attempt webhook timeout in ms. Default 5000. */
  webhookTimeoutMs?: number;
  /** Stripe Tax's registrations (default `EU,GB,CA,AU,US-CA,US-NY`): `EU`, a country, `US-<state>`. */
  taxRegistrations?: readonly string[];
  /** The head office's country for Stripe Tax (default GB). */
  taxOriginCountry?: string;
  /** How long a tax ID's verification takes, in ms (default 500). */
  taxIdVerificationMs?: number;
  /** Receives one line per webhook delivery / internal error. Default: silent. */
  log?: (line: string) => void;
}

export interface StripeLocalServer {
  url: string;
  port: number;
  /** Resolves when every queued webhook delivery has finished (delivered, failed or skipped). */
  webhooksIdle(): Promise<void>;
  close(): Promise<void>;
}

function formatHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

export async function startStripeLocal(opts: StripeLocalOptions): Promise<StripeLocalServer> {
  const host = opts.host ?? "127.0.0.1";
  // The browser stand-in is bundled once, at start: a broken bundle fails here, loudly.
  await stripeJsBundle();
  let url = "";
  const app = createStripeLocalApp({
    secretKey: opts.secretKey,
    publishableKey: opts.publishableKey,
    webhookSecret: opts.webhookSecret,
    webhookUrl: opts.webhookUrl,
    apiVersion: opts.apiVersion,
    webhookRetryDelaysMs: opts.webhookRetryDelaysMs,
    webhookTimeoutMs: opts.webhookTimeoutMs,
    log: opts.log,
    taxRegistrations: opts.taxRegistrations,
    taxOriginCountry: opts.taxOriginCountry,
    taxIdVerificationMs: opts.taxIdVerificationMs,
    serverUrl: () => url,
  });
  const server = createServer((req, res) => {
    void app.handle(req, res);
  });
  server.keepAliveTimeout = 5000;

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once("error", onError);
    server.listen(opts.port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  url = `http://${formatHost(host)}:${address.port}`;

  // A SEPA outcome due on the server's clock also comes when real time reaches it.
  const settling = setInterval(() => {
    app.intents.settleDue();
    app.refunds.settleDue();
  }, 1000);
  settling.unref();
  let closing: Promise<void> | null = null;
  return {
    url,
    port: address.port,
    webhooksIdle: () => app.dispatcher.idle(),
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        clearInterval(settling);
        app.dispatcher.close();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function main(): Promise<void> {
  const env = process.env;
  const port = Number(env.STRIPE_LOCAL_PORT ?? "12111");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`STRIPE_LOCAL_PORT must be a port number, got ${env.STRIPE_LOCAL_PORT ?? ""}`);
  }
  const secretKey = env.STRIPE_SECRET_KEY || "sk_test_stripe_local";
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY || "pk_test_stripe_local";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || "whsec_stripe_local";
  const webhookUrl = env.STRIPE_WEBHOOK_URL || undefined;
  const server = await startStripeLocal({
    port,
    host: env.STRIPE_LOCAL_HOST || "127.0.0.1",
    secretKey,
    publishableKey,
    webhookSecret,
    ...(webhookUrl ? { webhookUrl } : {}),
    taxRegistrations: parseRegistrations(env.TAX_REGISTRATIONS),
    ...(env.STRIPE_TAX_ORIGIN ? { taxOriginCountry: env.STRIPE_TAX_ORIGIN } : {}),
    log: (line) => console.log(line),
  });
  console.log(`stripe-local listening on ${server.url}`);
  console.log(`  Stripe.js stand-in: ${server.url}/js/stripe.js`);
  console.log(`  webhooks: ${webhookUrl ?? "(none; set STRIPE_WEBHOOK_URL)"}`);
  if (!env.STRIPE_SECRET_KEY) console.log(`  STRIPE_SECRET_KEY not set, using ${secretKey}`);
  if (!env.STRIPE_PUBLISHABLE_KEY) console.log(`  STRIPE_PUBLISHABLE_KEY not set, using ${publishableKey}`);
  if (!env.STRIPE_WEBHOOK_SECRET) console.log(`  STRIPE_WEBHOOK_SECRET not set, using ${webhookSecret}`);
  const shutdown = (): void => {
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Webhook Events: Stripe's signing scheme and an in-order, retrying delivery queue.
 *
 * Signature: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, which
 * `stripe.webhooks.constructEvent(rawBody, header, secret)` verifies. The secret is used as-is
 * (including its `whsec_` prefix), exactly like Stripe's libraries do.
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { newId, unixNow } from "./ids.js";

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export type DeliveryStatus = "pending" | "delivering" | "succeeded" | "failed" | "skipped";

export interface DeliveryAttempt {
  /** 1-based delivery number (a resend starts a new delivery). */
  delivery: number;
  /** 1-based attempt within the delivery. */
  attempt: number;
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface EventRecord {
  event: StripeEvent;
  /** The object the event is about (orders deliveries). */
  object_id: string;
  status: DeliveryStatus;
  deliveries: number;
  attempts: DeliveryAttempt[];
  /** The exact bytes POSTed (same for every delivery and resend of this event). */
  payload: string;
}

export function signWebhookPayload(payload: string, secret: string, timestamp: number = unixNow()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export interface EventInput {
  type: string;
  object: unknown;
  apiVersion: string;
  request: { id: string | null; idempotency_key: string | null };
  pendingWebhooks: number;
  /** Unix seconds (the server's clock). */
  created: number;
  previousAttributes?: Record<string, unknown> | undefined;
}

export function buildEvent(input: EventInput): StripeEvent {
  const { object, previousAttributes } = input;
  return {
    id: newId("evt"),
    object: "event",
    api_version: input.apiVersion,
    created: input.created,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
    livemode: false,
    pending_webhooks: input.pendingWebhooks,
    request: input.request,
    type: input.type,
  };
}

export interface WebhookDispatcherOptions {
  url?: string | undefined;
  secret: string;
  /** Waits between attempts; attempts = length + 1. Default 200, 400, 800, 1600 ms (5 tries). */
  retryDelaysMs?: readonly number[];
  /** Per-attempt timeout. Default 5000 ms. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [200, 400, 800, 1600];

interface PostResult {
  statusCode: number | null;
  error: string | null;
}

export class WebhookDispatcher {
  private readonly records = new Map<string, EventRecord>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly wakers = new Set<() => void>();
  private readonly inflight = new Set<http.ClientRequest>();
  private closed = false;
  url: string | undefined;
  private readonly secret: string;
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly log: (line: string) => void;

  constructor(options: WebhookDispatcherOptions) {
    this.url = options.url === "" ? undefined : options.url;
    this.secret = options.secret;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.log = options.log ?? (() => undefined);
  }

  /** Records the event and queues its delivery behind earlier events for the same object. */
  dispatch(event: StripeEvent, objectId: string): EventRecord {
    const record: EventRecord = {
      event,
      object_id: objectId,
      status: "pending",
      deliveries: 0,
      attempts: [],
      payload: JSON.stringify(event, null, 2),
    };
    this.records.set(event.id, record);
    this.enqueue(record);
    return record;
  }

  /** Delivers the same event (same id and body) again. */
  resend(eventId: string): EventRecord | undefined {
    const record = this.records.get(eventId);
    if (!record) return undefined;
    record.status = "pending";
    this.enqueue(record);
    return record;
  }

  get(eventId: string): EventRecord | undefined {
    return this.records.get(eventId);
  }

  list(): EventRecord[] {
    return [...this.records.values()];
  }

  clear(): void {
    this.records.clear();
  }

  /** Resolves once every queued delivery has finished (succeeded, failed or skipped). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) {
      await Promise.all([...this.queues.values()]);
    }
  }

  close(): void {
    this.closed = true;
    for (const wake of this.wakers) wake();
    this.wakers.clear();
    for (const request of this.inflight) request.destroy(new Error("stripe-local is shutting down"));
    this.inflight.clear();
  }

  private enqueue(record: EventRecord): void {
    const previous = this.queues.get(record.object_id) ?? Promise.resolve();
    const next = previous
      .then(() => this.deliver(record))
      .catch((error: unknown) => {
        this.log(`webhook ${record.event.id}: unexpected delivery error: ${String(error)}`);
      });
    this.queues.set(record.object_id, next);
    void next.then(() => {
      if (this.queues.get(record.object_id) === next) this.queues.delete(record.object_id);
    });
  }

  private async deliver(record: EventRecord): Promise<void> {
    const url = this.url;
    if (url === undefined) {
      record.status = "skipped";
      return;
    }
    record.deliveries += 1;
    const delivery = record.deliveries;
    const maxAttempts = this.retryDelaysMs.length + 1;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      if (this.closed) {
        record.status = "failed";
        return;
      }
      record.status = "delivering";
      const started = Date.now();
      const result = await this.post(url, record.payload);
      record.attempts.push({
        delivery,
        attempt,
        at: new Date(started).toISOString(),
        status_code: result.statusCode,
        error: result.error,
        duration_ms: Date.now() - started,
      });
      if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
        record.status = "succeeded";
        this.log(`webhook ${record.event.type} ${record.event.id} -> ${result.statusCode}`);
        return;
      }
      this.log(
        `webhook ${record.event.type} ${record.event.id} attempt ${attempt}/${maxAttempts} failed: ${result.error ?? `HTTP ${result.statusCode}`}`,
      );
      const wait = this.retryDelaysMs[attempt - 1];
      if (wait !== undefined) await this.sleep(wait);
    }
    record.status = "failed";
  }

  private sleep(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = (): void => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private post(url: string, payload: string): Promise<PostResult> {
    return new Promise((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        resolve({ statusCode: null, error: `Invalid webhook URL: ${url}` });
        return;
      }
      const client = target.protocol === "https:" ? https : http;
      const body = Buffer.from(payload, "utf8");
      let settled = false;
      const finish = (result: PostResult): void => {
        if (settled) return;
        settled = true;
        this.inflight.delete(request);
        resolve(result);
      };
      const request = client.request(
        target,
        {
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Content-Length": String(body.length),
            "Cache-Control": "no-cache",
            Accept: "*/*; q=0.5, application/xml",
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "Stripe-Signature": signWebhookPayload(payload, this.secret),
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => finish({ statusCode: response.statusCode ?? null, error: null }));
          response.on("error", (error) =>
            finish({ statusCode: response.statusCode ?? null, error: error.message }),
          );
        },
      );
      this.inflight.add(request);
      request.setTimeout(this.timeoutMs, () => {
        request.destroy(new Error(`Timed out after ${this.timeoutMs} ms`));
      });
      request.on("error", (error) => finish({ statusCode: null, error: error.message }));
      request.end(body);
    });
  }
}

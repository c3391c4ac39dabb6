/**
 * In-memory Idempotency-Key store. Keys are scoped per API key (as Stripe scopes them per
 * account/key mode) and expire after 24 hours.
 */
import { StripeApiError } from "./errors.js";

export interface StoredResponse {
  statusCode: number;
  body: string;
  requestId: string;
}

interface Entry {
  method: string;
  path: string;
  paramsFingerprint: string;
  storedAt: number;
  response: StoredResponse;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type IdempotencyLookup = { kind: "miss" } | { kind: "replay"; response: StoredResponse };

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs: number = IDEMPOTENCY_TTL_MS) {}

  private scopedKey(scope: string, key: string): string {
    return `${scope}\u0000${key}`;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt > this.ttlMs) this.entries.delete(key);
    }
  }

  /** Throws a 400 idempotency_error when the key was used for a different request. */
  lookup(
    scope: string,
    key: string,
    method: string,
    path: string,
    paramsFingerprint: string,
  ): IdempotencyLookup {
    const now = Date.now();
    this.prune(now);
    const entry = this.entries.get(this.scopedKey(scope, key));
    if (!entry) return { kind: "miss" };
    if (entry.method !== method || entry.path !== path) {
      throw new StripeApiError(400, {
        type: "idempotency_error",
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.method} ${entry.path}' vs '${method} ${path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (entry.paramsFingerprint !== paramsFingerprint) {
      throw new StripeApiError(400, {
        type: "idempotency_error",
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return { kind: "replay", response: entry.response };
  }

  save(
    scope: string,
    key: string,
    method: string,
    path: string,
    paramsFingerprint: string,
    response: StoredResponse,
  ): void {
    this.entries.set(this.scopedKey(scope, key), {
      method,
      path,
      paramsFingerprint,
      storedAt: Date.now(),
      response,
    });
  }

  clear(): void {
    this.entries.clear();
  }
}

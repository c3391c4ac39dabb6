/**
 * Calls to Cloud Storage that a transient failure must not turn into a 500: a reset or refused
 * connection, a timeout, or Storage's own 429/5xx is retried with exponential backoff (and
 * jitter); if it persists, the caller gets 503 with a message it can act on. Anything else (a
 * missing object, a refusal) is not retried and keeps its meaning.
 */
import * as logger from "firebase-functions/logger";
import { UnavailableError } from "../platform/app-error.js";
import { PROVIDER_RETRY_AFTER_SECONDS, STORAGE_TRY_TIMEOUT_MS } from "../platform/timeouts.js";

export const STORAGE_UNAVAILABLE = "Image storage is not reachable right now. Please try again in a minute.";

const TRANSIENT_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "EPIPE",
  "EAI_AGAIN",
  "ESOCKETTIMEDOUT",
  "UND_ERR_SOCKET",
]);

/** Whether a Storage call's failure is worth another try. */
export function isTransientStorageError(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
  if (typeof code === "number" && (code === 408 || code === 429 || code >= 500)) return true;
  return cause !== undefined && cause !== err && isTransientStorageError(cause);
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  /** Per attempt (default STORAGE_TRY_TIMEOUT_MS): an attempt that has not answered is a transient failure. */
  timeoutMs?: number;
}

/** One attempt, given up (as ETIMEDOUT, so it is retried) when it has not answered in time. */
async function bounded<T>(call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`No answer within ${timeoutMs} ms`), { code: "ETIMEDOUT" })),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([call(), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `call`, retrying transient failures; a persistent one is AppError "unavailable" (503). */
export async function withStorageRetry<T>(
  what: string,
  call: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 4;
  const base = options.baseDelayMs ?? 250;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await bounded(call, options.timeoutMs ?? STORAGE_TRY_TIMEOUT_MS);
    } catch (err) {
      if (!isTransientStorageError(err)) throw err;
      if (attempt >= attempts) {
        logger.error("Cloud Storage stayed unreachable", { what, attempts, err });
        throw new UnavailableError(STORAGE_UNAVAILABLE, PROVIDER_RETRY_AFTER_SECONDS);
      }
      const delay = base * 2 ** (attempt - 1) * (0.5 + Math.random() / 2);
      logger.warn("Cloud Storage call failed; trying again", { what, attempt, delayMs: Math.round(delay) });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

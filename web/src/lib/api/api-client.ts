/** The one way the web app calls the shop's REST API (`/api/**` on Hosting). */
import { IDEMPOTENCY_HEADER, splitLocalePath, type ApiErrorBody } from "@shop/domain";
import { env } from "@/config/env";
import { currentIdToken } from "../session/session";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The answer's Retry-After (seconds): how long the server asks the client to wait before trying again. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/**
 * A 503 whose Retry-After is longer than an automatic retry should wait (a payment or tax service
 * not answering, issue 54): retrying at once would only keep the customer waiting for the same
 * answer. Its message is shown, with what was typed kept, and the customer tries again.
 */
export function asksToWait(err: unknown): boolean {
  return err instanceof ApiError && err.status === 503 && (err.retryAfterSeconds ?? 0) >= 10;
}

function retryAfterOf(res: Response): number | null {
  const seconds = Number(res.headers.get("Retry-After") ?? "");
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Send the signed-in user's ID token (default true). */
  auth?: boolean;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; "no-cache" asks the server even when a cached answer may be reused. */
  cache?: RequestCache;
  /** Sent as `Idempotency-Key`: a retry with the same key and body acts once (the server keeps the first answer). */
  idempotencyKey?: string;
  /** The language asked for instead of the page's (the admin edits a product's English words). */
  locale?: string;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as ApiErrorBody).error?.message === "string"
  );
}

/** The language of the page the request comes from (/de/…, /fr/…; English elsewhere and on the server). */
function pageLocale(): string {
  return typeof window === "undefined" ? "en" : splitLocalePath(window.location.pathname).locale;
}

export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  // The page's language, not the browser's: the API's messages follow the page (issue 51).
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": req.locale ?? pageLocale(),
  };
  if (req.body !== undefined) headers["Content-Type"] = "application/json";
  if (req.idempotencyKey) headers[IDEMPOTENCY_HEADER] = req.idempotencyKey;
  if (req.auth !== false) {
    const token = await currentIdToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const qs = req.query
    ? Object.entries(req.query)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join("&")
    : "";
  let res: Response;
  try {
    res = await fetch(`${env.apiBase}${path}${qs ? `?${qs}` : ""}`, {
      method: req.method ?? "GET",
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: req.signal,
      cache: req.cache,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, "network", "We could not reach the shop. Check your connection and try again.");
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isApiErrorBody(data)) {
      throw new ApiError(res.status, data.error.code, data.error.message, retryAfterOf(res));
    }
    throw new ApiError(res.status, "unknown", "Something went wrong. Please try again.");
  }
  return data as T;
}

/** A file from the API (a CSV export): the body as a Blob and the file name its answer suggests. */
export async function apiFetchFile(
  path: string,
  query: Record<string, string>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = await currentIdToken();
  const qs = new URLSearchParams(query).toString();
  let res: Response;
  try {
    res = await fetch(`${env.apiBase}${path}${qs ? `?${qs}` : ""}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, "network", "We could not reach the shop. Check your connection and try again.");
  }
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    if (isApiErrorBody(data)) throw new ApiError(res.status, data.error.code, data.error.message);
    throw new ApiError(res.status, "unknown", "Something went wrong. Please try again.");
  }
  const disposition = res.headers.get("Content-Disposition") ?? "";
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await res.blob(), fileName };
}

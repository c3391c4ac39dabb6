/**
 * The test suites' one HTTP client: calls the API function at the Functions emulator's address
 * (the path and headers Hosting's /api rewrite would hand it; env.ts, API_DIRECT_URL) from a fresh
 * client address (no suite meets another's rate limits), and records every answer for the check
 * against the OpenAPI document (answer-log.ts).
 */
import { API_DIRECT_URL } from "./env.js";
import { recordAnswer } from "./answer-log.js";
import { freshClientAddress } from "./client-address.js";

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** The raw text when the answer is not JSON. */
  text: string;
}

export interface CallOptions {
  token?: string | undefined;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Sent as is (with `contentType`, application/json by default). */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    "X-Forwarded-For": freshClientAddress(),
    ...(opts.headers ?? {}),
  };
  if (opts.token !== undefined) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) {
    body = opts.raw;
    headers["Content-Type"] = opts.contentType ?? "application/json";
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["Content-Type"] = opts.contentType ?? "application/json";
  }
  const res = await fetch(`${API_DIRECT_URL}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  const contentType = res.headers.get("content-type") ?? "";
  recordAnswer({ method, path, status: res.status, contentType, body: parsed === text ? null : parsed });
  return { status: res.status, body: parsed as T, headers: res.headers, text };
}

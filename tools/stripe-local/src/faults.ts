/**
 * Faults on demand (issue 54): for a while, the requests under a path prefix are slowed, failed
 * with a chosen status, or held unanswered, as Stripe behaves during an incident. Controlled at
 * `/_local/faults` (loopback callers only; see the README):
 *
 * - `POST /_local/faults` `path=/v1/tax/` (required: a prefix of the request path), `seconds=60`
 *   (how long the fault lasts, 1–600), and one or more of `latency_ms=<ms>` (answer that much
 *   later), `status=<4xx|5xx>` (answer that status in Stripe's error envelope, without doing
 *   anything; after `latency_ms` when both are given), `hang=true` (answer nothing until the fault
 *   ends or is cleared, then do the request as a paused server does once it resumes: the client
 *   has usually given up by then, but what it asked for is done), optionally
 *   `method=POST` and `match=<text>` (only requests whose query or form body contains it: one
 *   test's customer or order, so tests beside it are not touched). Answers the active faults.
 * - `GET /_local/faults` lists them; `DELETE /_local/faults` clears them all (held requests go on).
 *
 * The clock is the machine's, not the test clock's. `/_local/*` itself is never faulted.
 */
import type { IncomingMessage } from "node:http";
import { StripeApiError, invalidRequest } from "./errors.js";
import { FormReader } from "./form-body.js";
import type { JsonResponse } from "./routes/route.js";

export interface Fault {
  id: string;
  path: string;
  method: string | null;
  /** Only requests whose query or body (form-decoded) contains this text; null: every request. */
  match: string | null;
  latency_ms: number;
  status: number | null;
  hang: boolean;
  /** When it ends (Unix milliseconds). */
  until: number;
}

const MAX_SECONDS = 600;

function faultError(fault: Fault): StripeApiError {
  const status = fault.status ?? 500;
  return new StripeApiError(status, {
    type: status >= 500 ? "api_error" : "invalid_request_error",
    message: `stripe-local: injected fault (${status}) for ${fault.path}`,
  });
}

export class FaultStore {
  private faults: Fault[] = [];
  private next = 1;
  /** Requests held by a `hang` fault: released when it is cleared. */
  private readonly held = new Set<() => void>();

  private active(now = Date.now()): Fault[] {
    this.faults = this.faults.filter((f) => f.until > now);
    return this.faults;
  }

  list(): { object: "list"; data: Fault[] } {
    return { object: "list", data: [...this.active()] };
  }

  add(reader: FormReader): { object: "list"; data: Fault[] } {
    const path = reader.nonEmptyString("path");
    if (!path?.startsWith("/")) throw invalidRequest("path must be a path prefix such as /v1/tax/.", "path");
    const seconds = reader.integer("seconds") ?? 60;
    if (seconds < 1 || seconds > MAX_SECONDS) {
      throw invalidRequest(`seconds must be between 1 and ${MAX_SECONDS}.`, "seconds");
    }
    const latency = reader.integer("latency_ms") ?? 0;
    const status = reader.integer("status") ?? null;
    const hang = reader.boolean("hang") ?? false;
    if (latency < 0) throw invalidRequest("latency_ms must be 0 or more.", "latency_ms");
    if (status !== null && (status < 400 || status > 599)) {
      throw invalidRequest("status must be an HTTP error status (400–599).", "status");
    }
    if (!hang && status === null && latency === 0) {
      throw invalidRequest("Give latency_ms, status or hang=true.", "latency_ms", "parameter_missing");
    }
    const method = reader.nonEmptyString("method")?.toUpperCase() ?? null;
    this.faults.push({
      id: `fault_${this.next++}`,
      path,
      method,
      match: reader.nonEmptyString("match") ?? null,
      latency_ms: latency,
      status,
      hang,
      until: Date.now() + seconds * 1000,
    });
    return this.list();
  }

  clear(): { object: "list"; data: Fault[] } {
    this.faults = [];
    for (const release of this.held) release();
    this.held.clear();
    return this.list();
  }

  /**
   * Applies the first active fault for this request: waits as it says, then answers the error
   * the request gets instead of its own answer, or null when it goes on as usual.
   */
  async apply(method: string, path: string, params: string): Promise<JsonResponse | null> {
    if (path.startsWith("/_local/")) return null;
    const text = decoded(params);
    const fault = this.active().find(
      (f) =>
        path.startsWith(f.path) &&
        (f.method === null || f.method === method) &&
        (f.match === null || text.includes(f.match)),
    );
    if (!fault) return null;
    if (fault.hang) {
      await this.hold(fault);
      return null;
    }
    if (fault.latency_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    if (fault.status === null || !this.active().includes(fault)) return null;
    const error = faultError(fault);
    return { statusCode: error.statusCode, body: error.toJSON() };
  }

  /** Until the fault ends or is cleared. */
  private hold(fault: Fault): Promise<void> {
    return new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.held.delete(release);
        resolve();
      };
      const timer = setTimeout(release, Math.max(0, fault.until - Date.now()));
      this.held.add(release);
    });
  }
}

/** A query string or form body as text to search (`+` and %-escapes decoded). */
function decoded(params: string): string {
  try {
    return decodeURIComponent(params.replace(/\+/g, " "));
  } catch {
    return params;
  }
}

/** Whether a request comes from this machine (the fault control answers nobody else). */
export function fromLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? "";
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

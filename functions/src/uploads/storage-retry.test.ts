/** Transient Storage failures are retried on real sockets; a persistent one is a 503 with a message. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { UnavailableError } from "../platform/app-error.js";
import { STORAGE_UNAVAILABLE, isTransientStorageError, withStorageRetry } from "./storage-retry.js";

let server: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A server that resets the first `resets` connections (ECONNRESET at the client), then answers `status`. */
async function flakyServer(resets: number, status = 200): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((req, res) => {
    hits += 1;
    if (hits <= resets) {
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { "Content-Type": "text/plain", Connection: "close" }).end("stored");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/upload`, hits: () => hits };
}

const upload = (url: string) => async () => {
  const res = await fetch(url, { method: "POST", body: "bytes" });
  if (!res.ok) throw Object.assign(new Error(`status ${res.status}`), { code: res.status });
  return res.text();
};

describe("withStorageRetry", () => {
  it("retries connections the server resets, then succeeds", async () => {
    const { url, hits } = await flakyServer(2);
    await expect(withStorageRetry("save", upload(url), { baseDelayMs: 5 })).resolves.toBe("stored");
    expect(hits()).toBe(3);
  });

  it("answers 503 with a clear message when Storage stays unreachable", async () => {
    const { url, hits } = await flakyServer(100);
    const failure = withStorageRetry("save", upload(url), { attempts: 3, baseDelayMs: 5 });
    await expect(failure).rejects.toEqual(new UnavailableError(STORAGE_UNAVAILABLE, 30));
    expect(hits()).toBe(3);
  });

  it("gives up on an attempt that does not answer, and retries it (issue 54)", async () => {
    let hits = 0;
    server = createServer((req, res) => {
      hits += 1;
      // The first attempt hears nothing (a stalled Storage); the second is answered.
      if (hits > 1) res.writeHead(200, { Connection: "close" }).end("stored");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const stalled = withStorageRetry("save", upload(`http://127.0.0.1:${port}/upload`), {
      baseDelayMs: 5,
      timeoutMs: 200,
    });
    await expect(stalled).resolves.toBe("stored");
    expect(hits).toBe(2);
    server.closeAllConnections();
  });

  it("retries Storage's own 503 but not a 404 or a 403", async () => {
    const busy = await flakyServer(0, 503);
    await expect(
      withStorageRetry("save", upload(busy.url), { attempts: 2, baseDelayMs: 5 }),
    ).rejects.toMatchObject({
      code: "unavailable",
    });
    expect(busy.hits()).toBe(2);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const missing = await flakyServer(0, 404);
    await expect(withStorageRetry("read", upload(missing.url), { baseDelayMs: 5 })).rejects.toMatchObject({
      code: 404,
    });
    expect(missing.hits()).toBe(1);
    expect(isTransientStorageError({ code: 403 })).toBe(false);
    expect(isTransientStorageError(new Error("no code"))).toBe(false);
  });
});

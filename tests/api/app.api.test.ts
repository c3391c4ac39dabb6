/**
 * The express app itself, in this process, for what the Cloud Functions runtime hides: it parses
 * JSON before the function runs, so our own answers to malformed JSON only show here. Also the
 * emulator-only read meter that `npm run bench` relies on.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ID } from "../support/env.js";
import { db } from "../support/admin-sdk.js";
import { call, expectError, type ApiAnswer } from "./helpers/http.js";

let server: Server;
let base = "";

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  void db; // the Admin SDK default app (emulator, demo project) exists before the API module loads
  const { createApp } = await import("../../functions/src/app/app.js");
  server = createApp().listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function post(path: string, body: string, contentType = "application/json"): Promise<ApiAnswer> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

describe("the API app's own body handling", () => {
  it("answers malformed JSON with a JSON 400", async () => {
    for (const raw of ['{"name":', "{name: 'x'}", "nul", '"a string"']) {
      expectError(await post("/messages", raw), 400, "bad-request", "Request body is not valid JSON");
    }
  });

  it("answers a body over 64 KB with a JSON 413", async () => {
    const big = JSON.stringify({ name: "A", email: "a@b.co", message: "x".repeat(70_000) });
    expectError(await post("/messages", big), 413, "payload-too-large", "Request body is too large");
  });

  it("answers a body that is not JSON with a JSON 415", async () => {
    expectError(
      await post("/messages", "name=A", "application/x-www-form-urlencoded"),
      415,
      "unsupported-media-type",
      "Send the request body as JSON (Content-Type: application/json)",
    );
  });

  it("answers under /api and without it, and does not expose the read meter outside the emulator", async () => {
    const plain = await fetch(`${base}/products?pageSize=1`);
    const prefixed = await fetch(`${base}/api/products?pageSize=1`);
    expect(plain.status).toBe(200);
    expect(prefixed.status).toBe(200);
    expect(plain.headers.get("x-firestore-reads")).toBeNull();
  });
});

describe("the emulator's read meter (X-Firestore-Reads)", () => {
  it("counts the billed reads of the home view's calls", async () => {
    const products = await call("GET", "/products");
    const feedback = await call("GET", "/feedback");
    // 6 products + 1 count aggregation; 3 feedback + 1 count aggregation.
    expect(products.headers.get("x-firestore-reads")).toBe("7");
    expect(feedback.headers.get("x-firestore-reads")).toBe("4");
  });

  it("counts skipped documents and the cursor look-up", async () => {
    const page2 = await call<{ nextCursor: string }>("GET", "/products?pageSize=2&page=2");
    expect(page2.headers.get("x-firestore-reads")).toBe("5"); // 2 skipped + 2 + 1 count
    const next = await call("GET", `/products?pageSize=2&cursor=${page2.body.nextCursor}`);
    expect(next.headers.get("x-firestore-reads")).toBe("5"); // cursor doc + 2 + 1 look-ahead + 1 count
  });
});

import express from "express";
import { describe, expect, it } from "vitest";
import { responseHeaders } from "./response-headers.js";

async function answer(app: express.Express, path: string): Promise<Response> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    return await fetch(`http://127.0.0.1:${address.port}${path}`);
  } finally {
    server.close();
  }
}

describe("responseHeaders", () => {
  const app = express();
  app.use(responseHeaders);
  app.get("/personal", (_req, res) => void res.json({ mine: true }));
  app.get("/public", (_req, res) => void res.set("Cache-Control", "public, max-age=30").json([]));
  app.get("/fails", (_req, res) => void res.status(404).json({ error: { code: "not-found", message: "x" } }));

  it("answers nosniff and no-store by default", async () => {
    const res = await answer(app, "/personal");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("leaves a public list its own cache header", async () => {
    const res = await answer(app, "/public");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=30");
  });

  it("keeps errors out of caches", async () => {
    const res = await answer(app, "/fails");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

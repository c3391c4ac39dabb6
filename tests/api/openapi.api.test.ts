/**
 * Issue 35: the OpenAPI document at GET /api/openapi.json and its reference page at /api/docs,
 * served by the shop itself (no outside host) under a CSP of their own.
 */
import { describe, expect, it } from "vitest";
import { call } from "./helpers/http.js";

describe("the API's OpenAPI document and reference page", () => {
  it("serves the document publicly and cacheably, and the page with its own assets under a strict CSP", async () => {
    const doc = await call<{ openapi: string; paths: Record<string, unknown> }>("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.headers.get("content-type")).toMatch(/^application\/json/);
    expect(doc.headers.get("cache-control")).toBe("public, max-age=300, s-maxage=3600");
    expect(doc.body.openapi).toBe("3.1.0");
    expect(Object.keys(doc.body.paths)).toContain("/purchase/{id}");

    // Through Hosting the page keeps the shop's CSP (Hosting's headers win over the function's own
    // stricter one, which the function's direct URL answers): no inline script or style is needed.
    const page = await call("GET", "/docs");
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/(^|; )script-src 'self'[^;]*(;|$)/);
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).not.toContain("unsafe");
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(assets).toEqual(["docs/swagger-ui.css", "docs/swagger-ui-bundle.js", "docs/docs.js"]);
    for (const asset of assets) {
      const file = await call("GET", `/${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get("content-type")).toMatch(
        asset.endsWith(".css") ? /^text\/css/ : /^text\/javascript/,
      );
    }
    expect((await call("GET", "/docs/package.json")).status).toBe(404);
  });
});

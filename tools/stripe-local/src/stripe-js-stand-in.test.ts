import { Script } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StripeLocalServer } from "./server.js";
import { stripeJsBundle, stripeJsStandInSource } from "./stripe-js-stand-in.js";
import { startTestServer } from "./testing/test-server.js";

let server: StripeLocalServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /js/stripe.js", () => {
  it("serves parseable JavaScript with CORS and the server origin as fallback", async () => {
    const response = await fetch(`${server.url}/js/stripe.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const source = await response.text();
    expect(() => new Script(source, { filename: "stripe.js" })).not.toThrow();
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain(JSON.stringify(server.url));
    expect(source).toContain("Object.assign(window, { Stripe })");
  });

  it("is bundled once and embeds any origin safely", async () => {
    const source = await stripeJsStandInSource('http://evil"</script>');
    expect(() => new Script(source)).not.toThrow();
    expect(await stripeJsBundle()).toBe(await stripeJsBundle());
    // The TypeScript is compiled away: no type annotations or ES module syntax reach the browser.
    expect(source).not.toMatch(/^\s*(import|export) /m);
  });
});

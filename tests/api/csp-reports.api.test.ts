/**
 * Issue 22: CSP violations are reported (report-uri / report-to) to the API, which keeps a
 * bounded, rate-limited sample for admins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { CspReportAnswer } from "@shop/domain";
import type { TestUser } from "../support/auth.js";
import { freshClientAddress } from "../support/client-address.js";
import { SHOP_URL } from "../support/env.js";
import { call, expectError } from "./helpers/http.js";
import { registeredCustomer, signInAdmin } from "./helpers/users.js";

let admin: TestUser;
beforeAll(async () => {
  admin = await signInAdmin();
});

const legacy = (blocked: string) => ({
  "csp-report": {
    "document-uri": `${SHOP_URL}/`,
    "violated-directive": "img-src",
    "effective-directive": "img-src",
    "blocked-uri": blocked,
    disposition: "enforce",
  },
});

const report = (address: string, blocked: string) =>
  call("POST", "/csp-reports", {
    body: legacy(blocked),
    contentType: "application/csp-report",
    headers: { "X-Forwarded-For": address },
  });

const stored = async () =>
  (await call<CspReportAnswer[]>("GET", "/csp-reports", { token: admin.idToken })).body;

describe("CSP violation reports", () => {
  it("every page's policy names the report endpoint", async () => {
    const res = await fetch(`${SHOP_URL}/`);
    expect(res.headers.get("content-security-policy")).toContain(
      "report-uri /api/csp-reports; report-to csp",
    );
    expect(res.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
  });

  it("stores a report-uri report and a Reporting API report, for admins to read", async () => {
    const tag = `https://tracker-${Date.now().toString(36)}.example/pixel.gif`;
    expect((await report(freshClientAddress(), tag)).status).toBe(204);
    const modern = await call("POST", "/csp-reports", {
      contentType: "application/reports+json",
      body: [
        {
          type: "csp-violation",
          url: `${SHOP_URL}/shop`,
          body: {
            documentURL: `${SHOP_URL}/shop`,
            effectiveDirective: "script-src-elem",
            blockedURL: `${tag}.js`,
          },
        },
      ],
    });
    expect(modern.status).toBe(204);
    const reports = await stored();
    expect(reports.find((r) => r.blockedUri === tag)).toMatchObject({
      directive: "img-src",
      disposition: "enforce",
    });
    expect(reports.find((r) => r.blockedUri === `${tag}.js`)).toMatchObject({ directive: "script-src-elem" });
  });

  it("keeps at most 20 an hour from one address (429 past it) and lets only admins read them", async () => {
    const address = freshClientAddress();
    for (let n = 1; n <= 20; n += 1)
      expect((await report(address, `https://x.example/${n}`)).status).toBe(204);
    const over = await report(address, "https://x.example/21");
    expectError(over, 429, "rate-limited");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const customer = await registeredCustomer("Curious Customer");
    expect((await call("GET", "/csp-reports", { token: customer.idToken })).status).toBe(403);
  });
});

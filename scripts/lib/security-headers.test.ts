import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, localOrigins, ports } from "./emulators.js";
import {
  VIDEO_EMBED_ORIGIN,
  OPENER_ISOLATED_SOURCES,
  OPENER_POLICY,
  configuredSecurityHeaders,
  deployProjectId,
  localPolicy,
  productionPolicy,
  securityHeaders,
  serializePolicy,
  withSecurityHeaders,
} from "./security-headers.js";

const firebaseJson = () =>
  JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as Parameters<
    typeof withSecurityHeaders
  >[0];

describe("security headers", () => {
  it("firebase.json holds exactly the production headers for .firebaserc's project (npm run headers)", () => {
    expect(configuredSecurityHeaders(firebaseJson())).toEqual(
      securityHeaders(productionPolicy(deployProjectId(ROOT))),
    );
  });

  it("the production CSP allows no inline script, no eval, no plugins, no framing", () => {
    const csp = productionPolicy("shop-prod");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["style-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(serializePolicy(csp)).not.toMatch(/http:|127\.0\.0\.1|localhost|\*/);
  });

  it("loads images only from the shop and its Storage bucket: no https: wildcard (issue 22 item 6)", () => {
    const imgSrc = productionPolicy("shop-prod")["img-src"] ?? [];
    expect(imgSrc).not.toContain("https:");
    expect(imgSrc.every((s) => s !== "*" && !s.includes("*"))).toBe(true);
    expect(imgSrc).toEqual([
      "'self'",
      "data:",
      "https://firebasestorage.googleapis.com",
      "https://storage.googleapis.com",
    ]);
  });

  it("the auth domain frame follows the project", () => {
    expect(productionPolicy("shop-prod")["frame-src"]).toContain("https://shop-prod.firebaseapp.com");
    expect(productionPolicy("shop-prod")["frame-src"]).not.toContain("https://demo-gimbal.firebaseapp.com");
  });

  it("allows the video host the click-to-load player uses", () => {
    const source = readFileSync(path.join(ROOT, "web/src/components/ui/video-embed.tsx"), "utf8");
    expect(source).toContain(`VIDEO_EMBED_ORIGIN = "${VIDEO_EMBED_ORIGIN}"`);
    expect(productionPolicy("p")["frame-src"]).toContain(VIDEO_EMBED_ORIGIN);
  });

  it("lets Firebase Auth's reCAPTCHA run before a two-factor SMS, on its paths only (issue 52 item 2)", () => {
    const csp = productionPolicy("p");
    expect(csp["script-src"]).toEqual(
      expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]),
    );
    expect(csp["frame-src"]).toEqual(
      expect.arrayContaining([
        "https://www.google.com/recaptcha/",
        "https://recaptcha.google.com/recaptcha/",
      ]),
    );
    const google = [...(csp["script-src"] ?? []), ...(csp["frame-src"] ?? [])].filter((s) =>
      /www\.google\.com|gstatic/.test(s),
    );
    expect(google.every((s) => s.endsWith("/recaptcha/"))).toBe(true);
  });

  it("the emulator policy is the production policy plus only the local servers", () => {
    const p = ports(4000);
    const prod = productionPolicy("demo-gimbal");
    const local = localPolicy("demo-gimbal", localOrigins(p, true));
    expect(Object.keys(local)).toEqual(Object.keys(prod));
    const added: Record<string, string[]> = {};
    for (const [directive, sources] of Object.entries(local)) {
      const base = prod[directive] ?? [];
      expect(sources.slice(0, base.length)).toEqual(base);
      const extra = sources.slice(base.length);
      if (extra.length) added[directive] = extra;
    }
    expect(added).toEqual({
      "script-src": ["http://127.0.0.1:16111"],
      "frame-src": ["http://127.0.0.1:16111", "http://127.0.0.1:13099"],
      "connect-src": [
        "http://127.0.0.1:16111",
        "http://127.0.0.1:13099",
        "http://127.0.0.1:12080",
        "http://127.0.0.1:13199",
      ],
      "img-src": ["http://127.0.0.1:13199"],
    });
    expect(localPolicy("demo-gimbal", localOrigins(p, false))["img-src"]).toEqual(prod["img-src"]);
  });

  it("keeps firebase.json's other header rules", () => {
    const config = withSecurityHeaders(firebaseJson(), [{ key: "X", value: "y" }]);
    const sources = config.hosting?.headers?.map((rule) => rule.source);
    expect(sources?.[0]).toBe("**");
    expect(sources).toContain("/assets/**");
    expect(sources?.filter((s) => s === "**")).toHaveLength(1);
    const again = withSecurityHeaders(config, [{ key: "X", value: "y" }]);
    expect(again.hosting?.headers).toEqual(config.hosting?.headers);
  });

  it("isolates the sign-in and account screens from their openers, not the public pages", () => {
    const config = withSecurityHeaders(firebaseJson(), securityHeaders(productionPolicy("p")));
    const rules = config.hosting?.headers ?? [];
    const opener = rules.filter((rule) => rule.headers.some((h) => h.key === OPENER_POLICY.key));
    expect(opener.map((rule) => rule.source)).toEqual([...OPENER_ISOLATED_SOURCES]);
    expect(opener.every((rule) => rule.headers[0]?.value === "same-origin-allow-popups")).toBe(true);
    for (const page of ["/", "/shop", "/shop/**", "/about", "/contact"]) {
      expect(rules.find((rule) => rule.source === page)).toBeUndefined();
    }
  });

  it("sends HSTS, nosniff, the referrer and permissions policies on every response", () => {
    const headers = Object.fromEntries(securityHeaders(productionPolicy("p")).map((h) => [h.key, h.value]));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(headers["Permissions-Policy"]).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    );
    expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined();
  });
});

/**
 * Hosting's security headers through the Hosting emulator (the run's config: the production
 * policy plus the local servers), and proof that the CSP guard every e2e test runs under
 * (tests/support/browser.ts) really catches a violation.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, localOrigins } from "../../scripts/lib/emulators.js";
import {
  OPENER_POLICY,
  localPolicy,
  productionPolicy,
  securityHeaders,
  serializePolicy,
} from "../../scripts/lib/security-headers.js";
import { takeCspViolations } from "../support/browser.js";
import { browserSession } from "../support/browser-session.js";
import { P, PROJECT_ID, SHOP_URL } from "../support/env.js";

const storage = process.env.GIMBAL_STORAGE_EMULATOR === "1";
const expected = securityHeaders(localPolicy(PROJECT_ID, localOrigins(P, storage)));
const script = readdirSync(path.join(ROOT, "web/dist/assets")).find((f) => f.endsWith(".js"));

describe("security headers on every Hosting response", () => {
  it.each([
    ["the home page (the storefront function, through a rewrite)", "/"],
    ["the shop (the storefront function)", "/shop"],
    ["the shop's page 2 (the storefront function)", "/shop?page=2"],
    ["/home (the storefront function)", "/home"],
    ["a pre-rendered file", "/about"],
    ["a dashboard page", "/dashboard/my-purchases"],
    ["a static image", "/images/avatar-1.svg"],
    ["a built script", `/assets/${script ?? "missing.js"}`],
  ])("%s (%s)", async (_what, urlPath) => {
    const res = await fetch(`${SHOP_URL}${urlPath}`);
    expect(res.status).toBe(200);
    for (const { key, value } of expected) expect(res.headers.get(key), key).toBe(value);
  });

  it("isolates the sign-in and account screens from their openers, not the public pages", async () => {
    const opener = async (urlPath: string) =>
      (await fetch(`${SHOP_URL}${urlPath}`)).headers.get(OPENER_POLICY.key);
    for (const screen of ["/login", "/signup", "/cart", "/products/any", "/dashboard/my-purchases"]) {
      expect(await opener(screen), screen).toBe(OPENER_POLICY.value);
    }
    for (const page of ["/", "/shop", "/about", "/contact", "/accessibility", "/privacy"]) {
      expect(await opener(page), page).toBeNull();
    }
  });

  it("the emulator's CSP is the production one plus only local origins", async () => {
    const csp = (await fetch(`${SHOP_URL}/`)).headers.get("content-security-policy") ?? "";
    const served = Object.fromEntries(
      csp.split("; ").map((d) => {
        const [name = "", ...sources] = d.split(" ");
        return [name, sources];
      }),
    );
    for (const [directive, sources] of Object.entries(productionPolicy(PROJECT_ID))) {
      const extra = (served[directive] as string[]).filter((s) => !sources.includes(s));
      expect(
        extra.every((s) => s.startsWith("http://127.0.0.1:")),
        `${directive}: ${extra.join(" ")}`,
      ).toBe(true);
    }
    expect(csp).toBe(serializePolicy(localPolicy(PROJECT_ID, localOrigins(P, storage))));
    expect(csp).toContain(
      `frame-src https://js.stripe.com https://hooks.stripe.com https://${PROJECT_ID}.firebaseapp.com`,
    );
  });

  it.each(["/", "/shop", "/about"])("%s has no inline script", async (urlPath) => {
    const html = await (await fetch(`${SHOP_URL}${urlPath}`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs = "", body = ""] of scripts) {
      // JSON-LD blocks and the storefront's embedded data are data, never executed: the CSP does
      // not apply to them.
      if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
      expect(attrs).toMatch(/\bsrc=/);
      expect(body.trim()).toBe("");
    }
  });
});

describe("the CSP guard of the e2e suite", () => {
  const session = browserSession();

  it("reports an inline script and a foreign frame the policy refuses", async () => {
    const page = await (await session.newContext()).newPage();
    await page.goto(`${SHOP_URL}/`);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.inlineRan = true";
      document.body.appendChild(s);
      const f = document.createElement("iframe");
      f.src = "https://example.invalid/";
      document.body.appendChild(f);
    });
    const seen: string[] = [];
    const collected = () => {
      seen.push(...takeCspViolations());
      return seen.join("\n");
    };
    await expect.poll(collected, { timeout: 5_000 }).toMatch(/script-src-elem/);
    await expect.poll(collected, { timeout: 5_000 }).toMatch(/frame-src blocked https:\/\/example\.invalid/);
    expect(await page.evaluate(() => "inlineRan" in window)).toBe(false);
    await page.close();
    takeCspViolations();
  });

  it("the API reference at /api/docs shows every area's operations from the shop's own files, with no violation", async () => {
    const page = await (await session.newContext()).newPage();
    const hosts = new Set<string>();
    page.on("request", (r) => hosts.add(new URL(r.url()).origin));
    // The first call may start a new functions-emulator worker for the API: seconds under load.
    await page.goto(`${SHOP_URL}/api/docs`, { waitUntil: "commit", timeout: 45_000 });
    await expect.poll(() => page.getByText("Order several products").count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator(".opblock-tag").count()).toBeGreaterThanOrEqual(13);
    expect([...hosts].filter((h) => h !== SHOP_URL && !h.startsWith("data:"))).toEqual([]);
    expect(takeCspViolations()).toEqual([]);
    await page.close();
  }, 90_000);
});

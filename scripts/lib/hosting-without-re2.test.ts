/**
 * `re2` (an optional native dependency of firebase-tools' Hosting server, superstatic) is left out
 * of installs (package.json `allowScripts`: its install script compiles C++ with node-gyp for
 * minutes when its prebuilt download fails, as it does offline). superstatic then matches with
 * JavaScript's own RegExp and minimatch; this proves that changes nothing for this shop.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./emulators.js";

interface Patterns {
  configMatcher(path: string, config: { source?: string; regex?: string }): boolean;
}
const require = createRequire(path.join(ROOT, "node_modules/superstatic/package.json"));
const patterns = require("./lib/utils/patterns.js") as Patterns;

interface HostingRule {
  source?: string;
  regex?: string;
}
const hosting = (
  JSON.parse(readFileSync(path.join(ROOT, "firebase.json"), "utf8")) as {
    hosting: { rewrites: HostingRule[]; headers: HostingRule[]; redirects?: HostingRule[] };
  }
).hosting;
const rules = [...hosting.rewrites, ...hosting.headers, ...(hosting.redirects ?? [])];

describe("Hosting without re2", () => {
  it("the install leaves re2 unbuilt (its install script is denied), so superstatic runs its fallback", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      allowScripts?: Record<string, boolean>;
    };
    expect(pkg.allowScripts?.re2).toBe(false);
  });

  it("firebase.json's rewrites and headers are globs (RE2-only regex syntax would need re2)", () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.regex, JSON.stringify(rule)).toBeUndefined();
      expect(rule.source).toBeTruthy();
    }
  });

  // Globs never go through re2 (minimatch in both modes): the same answers with or without it.
  it("the fallback matches the shop's rewrites and headers as Hosting does", () => {
    const match = (p: string, source: string) => patterns.configMatcher(p, { source });
    expect(match("/api/products", "/api/**")).toBe(true);
    expect(match("/api/purchase/abc/refund", "/api/**")).toBe(true);
    expect(match("/apis", "/api/**")).toBe(false);
    expect(match("/dashboard/outbox", "**")).toBe(true);
    expect(match("/assets/index-abc.js", "/assets/**")).toBe(true);
    expect(match("/images/a.svg", "/assets/**")).toBe(false);
  });
});

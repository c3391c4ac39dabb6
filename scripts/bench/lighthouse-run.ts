/**
 * Runs inside `firebase emulators:exec` (started by scripts/bench/lighthouse.ts): seeds the shop,
 * then audits "/" served by the Hosting emulator with Lighthouse (mobile form factor, simulated
 * slow 4G and 4x CPU slowdown, Lighthouse's defaults) in Debian's Chromium, and writes the
 * figures to the file named by GIMBAL_LIGHTHOUSE_OUT.
 */
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/browser.js";
import { ports } from "../lib/emulators.js";
import { seed } from "../seed.js";

const out = process.env.GIMBAL_LIGHTHOUSE_OUT;
if (!out) throw new Error("GIMBAL_LIGHTHOUSE_OUT is not set");
const runs = Number(process.env.GIMBAL_LIGHTHOUSE_RUNS ?? 3);

await seed();
const url = `http://127.0.0.1:${ports().hosting}/`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
interface Figures {
  performance_score: number;
  lcp_ms: number;
  cls: number;
  fcp_ms: number;
  tbt_ms: number;
}
const results: Figures[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      formFactor: "mobile",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    // The last full report stays beside the figures for inspection (which elements shifted, etc.).
    writeFileSync(out.replace(/\.json$/, "-report.json"), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      performance_score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp_ms: Math.round(audit("largest-contentful-paint")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      fcp_ms: Math.round(audit("first-contentful-paint")),
      tbt_ms: Math.round(audit("total-blocking-time")),
    });
  }
} finally {
  chrome.kill();
}
/** The median run of each figure (Lighthouse varies from run to run). */
const median = (k: keyof Figures) => {
  const sorted = results.map((r) => r[k]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const figures = Object.fromEntries(
  (Object.keys(results[0] ?? {}) as (keyof Figures)[]).map((k) => [`lighthouse_home_mobile_${k}`, median(k)]),
);
writeFileSync(out, JSON.stringify({ lighthouse_runs: results.length, ...figures }));

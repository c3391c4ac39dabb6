/**
 * Runs inside `firebase emulators:exec` (started by scripts/bench/lighthouse.ts): seeds the shop,
 * then, for each build in turn (copied into the folder Hosting serves), audits every public page
 * with Lighthouse (mobile form factor, simulated slow 4G and 4x CPU slowdown, Lighthouse's
 * defaults; performance, accessibility, best-practices and SEO) in Debian's Chromium, and writes
 * the median figures to the file named by GIMBAL_LIGHTHOUSE_OUT.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/browser.js";
import { ports } from "../lib/emulators.js";
import { seed } from "../seed.js";
import { BUILDS, LIGHTHOUSE_PAGES, STOREFRONT, type LighthouseResults } from "./lighthouse.js";

const out = process.env.GIMBAL_LIGHTHOUSE_OUT;
const sites = process.env.GIMBAL_BENCH_SITES;
if (!out || !sites) throw new Error("GIMBAL_LIGHTHOUSE_OUT and GIMBAL_BENCH_SITES must be set");
const runs = Number(process.env.GIMBAL_LIGHTHOUSE_RUNS ?? 3);
const only = process.env.GIMBAL_LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const PAGES = only?.length ? only : [...LIGHTHOUSE_PAGES];

await seed();
const origin = `http://127.0.0.1:${ports().hosting}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

type Figures = Record<string, number>;
/** The median of the runs that measured something (a run Lighthouse could not finish gives NaN). */
const median = (values: number[]) => {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

async function audit(url: string, reportFile: string): Promise<Figures[]> {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    // The last full report stays beside the figures for inspection (which elements shifted, etc.).
    writeFileSync(reportFile, JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const audited = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    results.push({
      performance_score: score("performance"),
      seo_score: score("seo"),
      accessibility_score: score("accessibility"),
      best_practices_score: score("best-practices"),
      fcp_ms: Math.round(audited("first-contentful-paint")),
      lcp_ms: Math.round(audited("largest-contentful-paint")),
      cls: Math.round(audited("cumulative-layout-shift") * 1000) / 1000,
      tbt_ms: Math.round(audited("total-blocking-time")),
    });
  }
  return results;
}

/** Puts `build`'s storefront templates and renderer where the function reads them. */
function useStorefront(build: string): void {
  const copy = path.join(sites ?? "", `${build}-storefront`);
  if (!existsSync(copy)) return;
  rmSync(STOREFRONT, { recursive: true, force: true });
  cpSync(copy, STOREFRONT, { recursive: true });
}

const figures = {} as LighthouseResults;
try {
  for (const build of BUILDS) {
    // Hosting reads files on each request: swapping the folder's contents swaps the site.
    const site = path.join(sites, "site");
    rmSync(site, { recursive: true, force: true });
    cpSync(path.join(sites, build), site, { recursive: true });
    // And the storefront function's templates and renderer of the same build (it reloads them).
    useStorefront(build);
    figures[build] = {};
    for (const page of PAGES) {
      const name = page === "/" ? "home" : page.slice(1).replace(/\//g, "_");
      const results = await audit(
        `${origin}${page}`,
        out.replace(/\.json$/, `-${build}-${name}-report.json`),
      );
      const keys = Object.keys(results[0] ?? {});
      figures[build][page] = Object.fromEntries(
        keys.map((k) => [k, median(results.map((r) => r[k] ?? NaN))]),
      );
      figures[build][page].runs = results.filter((r) => Number.isFinite(r.lcp_ms)).length;
    }
  }
} finally {
  chrome.kill();
  // functions/lib keeps the storefront of the build web/dist holds (the one that ships).
  useStorefront("new");
}
writeFileSync(out, JSON.stringify(figures));

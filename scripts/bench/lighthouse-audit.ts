/**
 * One page's Lighthouse audit (mobile form factor, simulated slow 4G and 4x CPU slowdown:
 * Lighthouse's defaults; performance, accessibility, best-practices and SEO) in a running Chromium,
 * `runs` times, and the median of the figures. Shared by the bench (lighthouse-run.ts) and the
 * live measure against `npm start` (lighthouse-live.ts).
 */
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";

export type Figures = Record<string, number>;

/** The median of the runs that measured something (a run Lighthouse could not finish gives NaN). */
export const median = (values: number[]) => {
  const measured = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};

/** Each run's figures; the last run's full report is written to `reportFile` for inspection. */
export async function auditRuns(url: string, chromePort: number, runs: number, reportFile: string) {
  const results: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      formFactor: "mobile",
      // GIMBAL_LIGHTHOUSE_BLOCK_SCRIPTS=1: the page without any script, what the HTML alone costs.
      blockedUrlPatterns: process.env.GIMBAL_LIGHTHOUSE_BLOCK_SCRIPTS === "1" ? ["*.js"] : [],
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
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

/** Per figure, the median of the runs, and how many runs measured. */
export function medianFigures(results: Figures[]): Figures {
  const keys = Object.keys(results[0] ?? {});
  return {
    ...Object.fromEntries(keys.map((k) => [k, median(results.map((r) => r[k] ?? NaN))])),
    runs: results.filter((r) => Number.isFinite(r.lcp_ms)).length,
  };
}

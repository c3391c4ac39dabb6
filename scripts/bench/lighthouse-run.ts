/**
 * Runs inside `firebase emulators:exec` (started by scripts/bench/lighthouse.ts): seeds the shop,
 * then, for each build in turn (copied into the folder Hosting serves), audits every public page
 * with Lighthouse (mobile form factor, simulated slow 4G and 4x CPU slowdown, Lighthouse's
 * defaults; performance, accessibility, best-practices and SEO) in Debian's Chromium, and writes
 * the median figures to the file named by GIMBAL_LIGHTHOUSE_OUT (lighthouse-audit.ts audits).
 */
import { cpSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/browser.js";
import { ports } from "../lib/emulators.js";
import { seed } from "../seed.js";
import { auditRuns, medianFigures } from "./lighthouse-audit.js";
import { LIGHTHOUSE_PAGES, STOREFRONT, benchBuilds, type LighthouseResults } from "./lighthouse.js";

const out = process.env.GIMBAL_LIGHTHOUSE_OUT;
const sites = process.env.GIMBAL_BENCH_SITES;
if (!out || !sites) throw new Error("GIMBAL_LIGHTHOUSE_OUT and GIMBAL_BENCH_SITES must be set");
const runs = Number(process.env.GIMBAL_LIGHTHOUSE_RUNS ?? 3);
const only = process.env.GIMBAL_LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const PAGES = only?.length ? only : [...LIGHTHOUSE_PAGES];

// No local Stripe beside the bench's emulators: the seeded payments are not planted.
await seed({ plant: false });
const origin = `http://127.0.0.1:${ports().hosting}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

/** Puts `build`'s storefront templates and renderer where the function reads them. */
function useStorefront(build: string): void {
  const copy = path.join(sites ?? "", `${build}-storefront`);
  if (!existsSync(copy)) return;
  rmSync(STOREFRONT, { recursive: true, force: true });
  cpSync(copy, STOREFRONT, { recursive: true });
}

const figures = {} as LighthouseResults;
try {
  for (const build of benchBuilds()) {
    // Hosting reads files on each request: swapping the folder's contents swaps the site.
    const site = path.join(sites, "site");
    rmSync(site, { recursive: true, force: true });
    cpSync(path.join(sites, build), site, { recursive: true });
    // And the storefront function's templates and renderer of the same build (it reloads them).
    useStorefront(build);
    figures[build] = {};
    for (const page of PAGES) {
      const name = page === "/" ? "home" : page.slice(1).replace(/\//g, "_");
      const results = await auditRuns(
        `${origin}${page}`,
        chrome.port,
        runs,
        out.replace(/\.json$/, `-${build}-${name}-report.json`),
      );
      figures[build][page] = medianFigures(results);
    }
  }
} finally {
  chrome.kill();
  // functions/lib keeps the storefront of the build web/dist holds (the one that ships).
  useStorefront("new");
}
writeFileSync(out, JSON.stringify(figures));

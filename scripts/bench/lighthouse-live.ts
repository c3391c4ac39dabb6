/**
 * Lighthouse (mobile) against the shop `npm start` is serving (same GIMBAL_PORT_OFFSET), as a
 * visitor would find it: every public page and a product's page, GIMBAL_LIGHTHOUSE_RUNS times each
 * (5 by default: one run's Total Blocking Time on two cores varies by ±100 ms, and Lighthouse's own
 * guidance on variability takes the median of five), the median printed as one JSON line per page
 * with the machine's load beside it.
 * `GIMBAL_LIGHTHOUSE_PAGES=/,/shop` narrows the pages; `GIMBAL_LIGHTHOUSE_BLOCK_SCRIPTS=1` measures
 * them without any script (the floor: what the browser's own work on the HTML costs). Run: `npx tsx scripts/bench/lighthouse-live.ts`.
 */
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM, CHROMIUM_ARGS } from "../../tests/support/browser.js";
import { ROOT, ports } from "../lib/emulators.js";
import { auditRuns, medianFigures } from "./lighthouse-audit.js";
import { LIGHTHOUSE_PAGES } from "./lighthouse.js";

const runs = Number(process.env.GIMBAL_LIGHTHOUSE_RUNS ?? 5);
const only = process.env.GIMBAL_LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
const pages = only?.length ? only : [...LIGHTHOUSE_PAGES];
const origin = `http://127.0.0.1:${ports().hosting}`;
const reports = path.join(ROOT, ".cache/bench/live");
mkdirSync(reports, { recursive: true });

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  for (const page of pages) {
    const name = page === "/" ? "home" : page.slice(1).replace(/\//g, "_");
    const load = loadavg()[0]?.toFixed(2);
    const results = await auditRuns(
      `${origin}${page}`,
      chrome.port,
      runs,
      path.join(reports, `${name}.json`),
    );
    console.log(JSON.stringify({ page, ...medianFigures(results), load_before: Number(load) }));
  }
} finally {
  chrome.kill();
}

/**
 * `npm run bench`: measured figures as JSON lines ({"metric", "value", "unit"}). Never asserts.
 */
import { ports } from "./lib/emulators.js";
import { buildAll } from "./lib/prepare.js";
import { apiFigures } from "./bench/api.js";
import { bundleFigures } from "./bench/bundle.js";
import { csvExportFigures } from "./bench/csv-export.js";
import { LIGHTHOUSE_PAGES, benchBuilds, lighthouseFigures } from "./bench/lighthouse.js";

const p = ports();
function emit(metric: string, value: number | string, unit = "") {
  console.log(JSON.stringify({ metric, value, unit }));
}
const unitOf = (metric: string) =>
  metric.endsWith("_kb")
    ? "KiB"
    : metric.endsWith("_ms")
      ? "ms"
      : metric.endsWith("_score")
        ? "/100"
        : metric.includes("_reads_")
          ? "reads"
          : "";

// `npm run bench -- --only=lighthouse` measures Lighthouse alone (`--only=bundle,csv,api,paths,bundles,faults` the others).
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",") ?? ["bundle", "csv", "api", "paths", "faults", "lighthouse"];

await buildAll(p);
if (only.includes("bundle")) {
  const bundle = await bundleFigures(p.vite + 100);
  for (const [metric, value] of Object.entries(bundle)) emit(metric, value, unitOf(metric));
}
// `--only=csv`: the CSV export's memory and time for 10,000 rows (no emulators needed).
if (only.includes("csv")) {
  for (const [metric, value] of Object.entries(await csvExportFigures())) emit(metric, value);
}
// One part failing (the API figures need a machine that is not overloaded) does not lose the others:
// its failure is printed as a figure too, and the exit code says something failed.
async function emulatedPart(part: string, runner: string): Promise<void> {
  try {
    const figures = await apiFigures(runner);
    for (const [metric, value] of Object.entries(figures))
      emit(metric, value, typeof value === "number" ? unitOf(metric) : "");
  } catch (err) {
    emit(`${part}_bench_failed`, err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
if (only.includes("api")) await emulatedPart("api", "api-runner.ts");
// `--only=paths` (issues 48, 49): one order of a product without options beside a variant's, and a
// card payment's path in USD (card only) beside EUR to Berlin (card beside the bank methods).
if (only.includes("paths")) await emulatedPart("paths", "order-paths-runner.ts");
// `--only=bundles` (issue 48): the bundle-and-part burst alone (`api` runs it too, after the flash sale).
if (only.includes("bundles") && !only.includes("api"))
  await emulatedPart("bundles", "bundle-burst-runner.ts");
// `--only=faults` (issue 54): the time to a 503 when Stripe, Stripe Tax or the mail server is slow
// or down (faults injected into the local Stripe, or its process and MailDev's paused).
if (only.includes("faults")) await emulatedPart("faults", "faults-runner.ts");
if (!only.includes("lighthouse")) process.exit();

// Lighthouse (mobile) on the Hosting emulator, every pre-rendered public page, four builds of this
// commit side by side: new (what ships: hydration on the visitor's first intent), load (hydrated at
// once after the first paint, what shipped before), prerendered (blocking hydration, as before
// issue 26) and spa (SPA only);
// each metric for each build, then the LCP ratios.
// GIMBAL_LIGHTHOUSE_BUILDS=new measures the shipping build alone (the ratios then print NaN).
const BUILDS = benchBuilds();
const lighthouse = await lighthouseFigures();
const pages = process.env.GIMBAL_LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? [...LIGHTHOUSE_PAGES];
const table: string[] = [];
for (const page of pages) {
  const name = page === "/" ? "home" : page.slice(1).replace(/\//g, "_");
  const figures = Object.fromEntries(BUILDS.map((b) => [b, lighthouse[b]?.[page] ?? {}]));
  for (const key of Object.keys(figures.new ?? {})) {
    if (key === "runs") continue;
    for (const build of BUILDS)
      emit(`lighthouse_${name}_mobile_${build}_${key}`, figures[build]?.[key] ?? NaN, unitOf(key));
    table.push(
      `${page.padEnd(15)} ${key.padEnd(22)}${BUILDS.map((b) => String(figures[b]?.[key]).padStart(12)).join("")}`,
    );
  }
  const lcp = (b: string) => figures[b]?.lcp_ms ?? NaN;
  emit(
    `lighthouse_${name}_mobile_lcp_prerendered_to_spa`,
    Math.round((lcp("prerendered") / lcp("spa")) * 100) / 100,
  );
  emit(
    `lighthouse_${name}_mobile_lcp_new_to_prerendered`,
    Math.round((lcp("new") / lcp("prerendered")) * 100) / 100,
  );
  // Runs that measured something, per build (Lighthouse sometimes fails a run on a loaded machine).
  for (const build of BUILDS) emit(`lighthouse_${name}_mobile_${build}_runs`, figures[build]?.runs ?? 0);
}
console.error(
  `\nLighthouse mobile (medians)            ${BUILDS.map((b) => b.padStart(12)).join("")}\n${table.join("\n")}`,
);

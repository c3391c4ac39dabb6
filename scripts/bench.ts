/**
 * `npm run bench`: measured figures as JSON lines ({"metric", "value", "unit"}). Never asserts.
 */
import { ports } from "./lib/emulators.js";
import { buildAll } from "./lib/prepare.js";
import { apiFigures } from "./bench/api.js";
import { bundleFigures } from "./bench/bundle.js";
import { lighthouseFigures } from "./bench/lighthouse.js";

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

await buildAll(p);
const bundle = await bundleFigures(p.vite + 100);
for (const [metric, value] of Object.entries(bundle)) emit(metric, value, unitOf(metric));
// One part failing (the API figures need a machine that is not overloaded) does not lose the others:
// its failure is printed as a figure too, and the exit code says something failed.
try {
  const api = await apiFigures();
  for (const [metric, value] of Object.entries(api))
    emit(metric, value, typeof value === "number" ? unitOf(metric) : "");
} catch (err) {
  emit("api_bench_failed", err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}

// Lighthouse (mobile) on the Hosting emulator: the pre-rendered build and the SPA-only build of
// this commit, side by side (each metric for both builds, then the LCP ratio the issue asks for).
const lighthouse = await lighthouseFigures();
const table: string[] = [];
for (const page of ["/", "/about"]) {
  const name = page === "/" ? "home" : page.slice(1);
  const pre = lighthouse.prerendered[page] ?? {};
  const spa = lighthouse.spa[page] ?? {};
  for (const key of Object.keys(pre)) {
    if (key === "runs") continue;
    emit(`lighthouse_${name}_mobile_prerendered_${key}`, pre[key] ?? NaN, unitOf(key));
    emit(`lighthouse_${name}_mobile_spa_${key}`, spa[key] ?? NaN, unitOf(key));
    table.push(
      `${page.padEnd(7)} ${key.padEnd(22)} ${String(pre[key]).padStart(8)} ${String(spa[key]).padStart(8)}`,
    );
  }
  const ratio = (pre.lcp_ms ?? NaN) / (spa.lcp_ms ?? NaN);
  emit(`lighthouse_${name}_mobile_lcp_prerendered_to_spa`, Math.round(ratio * 100) / 100);
  emit(`lighthouse_${name}_mobile_runs`, pre.runs ?? 0);
}
console.error(`\nLighthouse mobile (medians)     prerendered      spa\n${table.join("\n")}`);

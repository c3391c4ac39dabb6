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
const api = await apiFigures();
for (const [metric, value] of Object.entries(api))
  emit(metric, value, typeof value === "number" ? unitOf(metric) : "");

const lighthouse = await lighthouseFigures();
for (const [metric, value] of Object.entries(lighthouse)) emit(metric, value, unitOf(metric));

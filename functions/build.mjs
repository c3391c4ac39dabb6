// Bundles the functions into lib/index.cjs (CommonJS, as the Functions runtime loads it).
// Packages listed in package.json dependencies stay external and are installed at deploy.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/index.ts"],
  outfile: "lib/index.cjs",
  bundle: true,
  platform: "node",
  target: "node22",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: "warning",
});

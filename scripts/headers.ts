/**
 * `npm run headers`: writes the production security headers (scripts/lib/security-headers.ts)
 * into firebase.json for the project in .firebaserc. Run it after `firebase use <project>`;
 * `npm run deploy` runs it first. `--check` only reports whether firebase.json is current.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { ROOT } from "./lib/emulators.js";
import {
  deployProjectId,
  productionPolicy,
  securityHeaders,
  withSecurityHeaders,
} from "./lib/security-headers.js";

const file = path.join(ROOT, "firebase.json");
const before = readFileSync(file, "utf8");
const projectId = deployProjectId(ROOT);
const config = withSecurityHeaders(
  JSON.parse(before) as Parameters<typeof withSecurityHeaders>[0],
  securityHeaders(productionPolicy(projectId)),
);
const after = await format(JSON.stringify(config, null, 2), {
  ...(await resolveConfig(file)),
  filepath: file,
});
if (process.argv.includes("--check")) {
  console.log(before === after ? "firebase.json: security headers current" : "firebase.json: out of date");
  process.exit(before === after ? 0 : 1);
}
writeFileSync(file, after);
console.log(
  `firebase.json: security headers for project ${projectId}${before === after ? " (unchanged)" : " written"}`,
);

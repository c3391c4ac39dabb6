/**
 * Lighthouse figures (mobile) for every pre-rendered public page on the emulator suite (Hosting
 * serving the production build, the API in the Functions emulator), measured offline in Debian's
 * Chromium, for four builds of the same commit side by side: `new` (what ships: pre-rendered; a
 * first-time visitor's page hydrates on their first intent, its chunks only prefetched while it
 * loads), `load` (hydrated at once after the first paint, as a transition: VITE_HYDRATION=load,
 * what shipped before),
 * `prerendered` (pre-rendered, hydrated at once in one blocking pass as before issue 26:
 * VITE_HYDRATION=blocking) and `spa` (GIMBAL_PRERENDER=0: every page rendered in the
 * browser). Hosting serves a copy of each build in turn from .cache/bench/site. Build and emulator
 * output goes to stderr so that stdout stays JSON lines.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, webEmulatorEnv } from "../lib/emulators.js";
import { firebaseArgs, prepareEmulators } from "../lib/prepare.js";
import { run } from "../lib/run.js";

export const BUILDS = ["new", "load", "prerendered", "spa"] as const;

/**
 * The pages audited: every pre-rendered public page, a product's page (3 photos, reviews), and the
 * German and French home and product pages (issue 51: translated text, `hreflang`, `lang`).
 */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/about",
  "/services",
  "/contact",
  "/shop",
  "/accessibility",
  "/privacy",
  "/shop/gimbal-x1-bundle",
  "/de",
  "/de/shop/gimbal-x1-set",
  "/fr/shop/pack-gimbal-x1",
] as const;
export type Build = (typeof BUILDS)[number];

/** The builds to measure: GIMBAL_LIGHTHOUSE_BUILDS=new measures only what ships (one build, not three). */
export function benchBuilds(): Build[] {
  const wanted = process.env.GIMBAL_LIGHTHOUSE_BUILDS?.split(",").filter(Boolean);
  return wanted?.length ? BUILDS.filter((b) => wanted.includes(b)) : [...BUILDS];
}

/** Per build, per page, the median figures (see lighthouse-run.ts). */
export type LighthouseResults = Record<Build, Record<string, Record<string, number>>>;

const DIST = path.join(ROOT, "web/dist");
const CACHE = path.join(ROOT, ".cache/bench");
/** The storefront function's templates and renderer (written by the web build, read per request). */
export const STOREFRONT = path.join(ROOT, "functions/lib/storefront");

/** Copies of the builds in .cache/bench/<build>; web/dist is left holding the one that ships. */
async function buildAllVariants(): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const copy = (from: string, to: string) => {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  };
  const prep = prepareEmulators();
  const env = { ...process.env, ...webEmulatorEnv(prep.ports) };
  const variants: Record<Build, Record<string, string>> = {
    spa: { GIMBAL_PRERENDER: "0" },
    prerendered: { GIMBAL_PRERENDER: "1", VITE_HYDRATION: "blocking" },
    load: { GIMBAL_PRERENDER: "1", VITE_HYDRATION: "load" },
    new: { GIMBAL_PRERENDER: "1", VITE_HYDRATION: "" },
  };
  // "new" last: web/dist is left holding the build that ships.
  for (const build of (["spa", "prerendered", "load", "new"] as const).filter((b) =>
    benchBuilds().includes(b),
  )) {
    const code = await run("npm", ["run", "build", "-w", "web"], {
      cwd: ROOT,
      env: { ...env, ...variants[build] },
      stdio: ["ignore", process.stderr, process.stderr],
    });
    if (code !== 0) throw new Error(`web build (${build}) failed (exit ${code})`);
    copy(DIST, path.join(CACHE, build));
    // `/`, `/home` and `/shop` come from the storefront function, with this build's templates
    // (the SPA build serves its shell as files instead; its copy is the previous build's, unused).
    if (existsSync(STOREFRONT)) copy(STOREFRONT, path.join(CACHE, `${build}-storefront`));
  }
}

export async function lighthouseFigures(): Promise<LighthouseResults> {
  await buildAllVariants();
  const prep = prepareEmulators();
  // The run's config, with Hosting serving .cache/bench/site (lighthouse-run.ts fills it per build).
  const config = JSON.parse(readFileSync(prep.config, "utf8")) as { hosting: { public: string } };
  config.hosting.public = path.relative(ROOT, path.join(CACHE, "site"));
  const benchConfig = path.join(ROOT, `.firebase-bench-${prep.ports.hub}.json`);
  writeFileSync(benchConfig, JSON.stringify(config, null, 2));
  mkdirSync(path.join(CACHE, "site"), { recursive: true });
  const out = path.join(CACHE, "lighthouse.json");
  rmSync(out, { force: true });
  try {
    const child = spawn(
      "node",
      firebaseArgs({ ...prep, config: benchConfig }, [
        "emulators:exec",
        "node_modules/.bin/tsx scripts/bench/lighthouse-run.ts",
      ]),
      {
        cwd: ROOT,
        stdio: ["ignore", process.stderr, process.stderr],
        env: { ...prep.env, GIMBAL_LIGHTHOUSE_OUT: out, GIMBAL_BENCH_SITES: CACHE },
      },
    );
    const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
    if (code !== 0) throw new Error(`Lighthouse run failed (exit ${code})`);
    return JSON.parse(readFileSync(out, "utf8")) as LighthouseResults;
  } finally {
    rmSync(benchConfig, { force: true });
  }
}

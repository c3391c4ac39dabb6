/**
 * Bundle figures from the production build: the JavaScript a first visit to "/" loads before any
 * interaction (measured in Chromium: every script response until the network is idle), the
 * largest lazily loaded chunk, and what the signed-in screens add on top of "/" (from Vite's
 * manifest: each screen's lazy route modules with everything they import statically).
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../../tests/support/browser.js";
import { ROOT } from "../lib/emulators.js";
import { serveDist } from "./static-server.js";

const DIST = path.join(ROOT, "web/dist");
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/**
 * The lazy modules a signed-in visit loads for each screen, in route order (router.tsx), plus
 * Firebase Auth, which every signed-in screen loads (lib/session/session.tsx imports it on demand).
 */
const SIGNED_IN = ["src/app/routes/require-auth.tsx", "src/lib/firebase/firebase-auth.ts"];
const DASHBOARD = [...SIGNED_IN, "src/app/routes/dashboard-layout.tsx"];
const ADMIN = [...DASHBOARD, "src/app/routes/require-admin.tsx"];
const SCREENS: Record<string, string[]> = {
  dashboard_my_product: [...DASHBOARD, "src/features/orders/routes/my-purchases.tsx"],
  dashboard_admin_users: [...ADMIN, "src/features/admin/routes/users.tsx"],
  dashboard_admin_payments: [...ADMIN, "src/features/admin/routes/all-payments.tsx"],
  dashboard_admin_overview: [...ADMIN, "src/features/overview/routes/overview.tsx"],
  product_purchase: [...SIGNED_IN, "src/features/orders/routes/purchase.tsx"],
};

/** The files `entries` load: each entry's chunk and, transitively, the chunks it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, entries: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    // A module that is also imported statically is no entry of its own: find its chunk by name.
    const name = path.basename(key).replace(/\.[jt]sx?$/, "");
    const chunk = manifest[key] ?? Object.values(manifest).find((c) => c.name === name);
    if (!chunk)
      throw new Error(`${key} is not in the build manifest (moved? update scripts/bench/bundle.ts)`);
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return files;
}

/** Gzipped JavaScript each signed-in screen loads beyond what "/" already loaded. */
function signedInFigures(homeScripts: Set<string>): Record<string, number> {
  const manifest = JSON.parse(readFileSync(path.join(DIST, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const figures: Record<string, number> = {};
  for (const [screen, entries] of Object.entries(SCREENS)) {
    const extra = [...closure(manifest, entries)].filter((f) => !homeScripts.has(f));
    figures[`${screen}_js_beyond_home_gz_kb`] = kb(extra.reduce((sum, f) => sum + gz(path.join(DIST, f)), 0));
  }
  return figures;
}

export async function bundleFigures(port: number): Promise<Record<string, number | string>> {
  const server = await serveDist(DIST, port);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith(".js") && u.host === `127.0.0.1:${port}`) scripts.add(u.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
    const initial = [...scripts].reduce((sum, p) => sum + gz(path.join(DIST, p)), 0);
    const all = readdirSync(path.join(DIST, "assets")).filter((f) => f.endsWith(".js"));
    const lazy = all.filter((f) => !scripts.has(`/assets/${f}`));
    const largest = lazy
      .map((f) => ({ f, size: gz(path.join(DIST, "assets", f)) }))
      .sort((a, b) => b.size - a.size)[0];
    return {
      home_js_before_interaction_gz_kb: kb(initial),
      home_js_files: scripts.size,
      largest_lazy_chunk_gz_kb: largest ? kb(largest.size) : 0,
      largest_lazy_chunk: largest?.f ?? "",
      all_js_gz_kb: kb(all.reduce((s, f) => s + gz(path.join(DIST, "assets", f)), 0)),
      ...signedInFigures(scripts),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

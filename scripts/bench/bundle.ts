/**
 * Bundle figures from the production build: the JavaScript a first visit to "/" loads before any
 * interaction (measured in Chromium: every script response until the network is idle), and the
 * largest lazily loaded chunk.
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
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Makes web/public/images/share.png, the 1200×630 link-preview image (Open Graph and Twitter
 * cards), from the site's own SVG artwork: Chromium renders a small page and takes its screenshot.
 * Run it again after changing the artwork: `npx tsx scripts/make-share-image.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser.js";
import { ROOT } from "./lib/emulators.js";

const IMAGES = path.join(ROOT, "web/public/images");
const svg = (name: string) =>
  `data:image/svg+xml;base64,${readFileSync(path.join(IMAGES, name)).toString("base64")}`;

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body {
    display: grid; grid-template-columns: 1.5fr 1fr; align-items: center; gap: 24px;
    padding: 0 72px; box-sizing: border-box; color: #fff;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: linear-gradient(135deg, #0e7490, #0f172a);
  }
  .brand { display: flex; align-items: center; gap: 18px; font-size: 44px; font-weight: 700; }
  .brand img { width: 72px; height: 72px; }
  h1 { font-size: 60px; line-height: 1.1; margin: 36px 0 24px; }
  p { font-size: 28px; line-height: 1.4; margin: 0; color: #cffafe; }
  .hero { width: 100%; }
</style></head><body>
  <div>
    <div class="brand"><img src="${svg("logo.svg")}" alt=""><span>Gimbal</span></div>
    <h1>Smooth shots, wherever you go</h1>
    <p>3-axis action-camera gimbals: 5 modes, Bluetooth control, 6-8 hours battery, splashproof.</p>
  </div>
  <img class="hero" src="${svg("hero-gimbal.svg")}" alt="">
</body></html>`;

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: "load" });
  const out = path.join(IMAGES, "share.png");
  await page.screenshot({ path: out, type: "png" });
  console.log(`Wrote ${path.relative(ROOT, out)}`);
} finally {
  await browser.close();
}

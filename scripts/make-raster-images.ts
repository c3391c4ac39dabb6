/**
 * Makes a WebP beside each of the site's SVG illustrations in web/public/images (the hero, the
 * video posters, the feature and team pictures, the demo products' photos and the avatars), which
 * the pages show instead of the SVGs: Chromium parses and lays out every SVG `<img>` as a document
 * of its own on the page's main thread (10–25 ms each on a 2-CPU machine, × 4 in Lighthouse's mobile
 * simulation: issue 34, Total Blocking Time), while a raster image is decoded off it.
 * Chromium draws each SVG at twice its size (phones' screens have 2–3 pixels a CSS pixel) and
 * encodes it with the canvas' WebP encoder. The SVGs stay: they are the source, and the favicon.
 * Run it again after changing the artwork: `npx tsx scripts/make-raster-images.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser.js";
import { ROOT } from "./lib/emulators.js";

const IMAGES = path.join(ROOT, "web/public/images");
/** The SVGs that stay SVG: the favicon (the header draws the logo inline). */
const KEEP = new Set(["logo.svg"]);
const SCALE = 2;
const QUALITY = 0.9;

const sources = readdirSync(IMAGES, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".svg") && !KEEP.has(f))
  .sort();

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const file of sources) {
    const svg = readFileSync(path.join(IMAGES, file), "utf8");
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    const webp = await page.evaluate(
      async ({ src, scale, quality }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth * scale;
        canvas.height = img.naturalHeight * scale;
        const context = canvas.getContext("2d");
        if (!context) throw new Error("no 2d context");
        context.drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL("image/webp", quality);
      },
      { src: dataUrl, scale: SCALE, quality: QUALITY },
    );
    if (!webp.startsWith("data:image/webp;base64,")) throw new Error(`${file}: Chromium made no WebP`);
    const out = path.join(IMAGES, file.replace(/\.svg$/, ".webp"));
    const bytes = Buffer.from(webp.slice(webp.indexOf(",") + 1), "base64");
    writeFileSync(out, bytes);
    console.log(`Wrote ${path.relative(ROOT, out)} (${bytes.length} bytes)`);
  }
} finally {
  await browser.close();
}

/**
 * The storefront: Hosting rewrites `/`, `/home`, `/shop`, every product's page `/shop/:slug` (each
 * also under `/de` and `/fr`, issue 51) and `/sitemap.xml` here (firebase.json), and its CDN keeps
 * the answer as Cache-Control says (storefront-page.ts). Hosting adds the security headers and the
 * CSP to rewritten answers as to its files.
 */
import { onRequest } from "firebase-functions/v2/https";
import { REGION } from "../platform/config.js";
import { isProductPagePath, productPage } from "./product-page.js";
import { sitemap } from "./sitemap.js";
import { storefrontPage, type StorefrontAnswer } from "./storefront-page.js";

/** The answer for the path Hosting forwarded (path and query). */
function answerFor(url: string): Promise<StorefrontAnswer> {
  const { pathname } = new URL(url, "http://storefront.invalid");
  if (pathname === "/sitemap.xml") return sitemap();
  if (isProductPagePath(pathname)) return productPage(url);
  return storefrontPage(url);
}

export const storefront = onRequest(
  { region: REGION, cors: false, memory: "512MiB", concurrency: 80 },
  async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).send("Method Not Allowed");
      return;
    }
    const page = await answerFor(req.url);
    if (page.location) res.set("Location", page.location);
    res
      .status(page.status)
      .set("Content-Type", page.contentType ?? "text/html; charset=utf-8")
      .set("Cache-Control", page.cacheControl)
      .set("X-Content-Type-Options", "nosniff")
      .send(page.html);
  },
);

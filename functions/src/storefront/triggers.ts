/**
 * The storefront: Hosting rewrites `/`, `/home` and `/shop` here (firebase.json), and its CDN keeps
 * the answer as Cache-Control says (storefront-page.ts). Hosting adds the security headers and the
 * CSP to rewritten answers as to its files.
 */
import { onRequest } from "firebase-functions/v2/https";
import { REGION } from "../platform/config.js";
import { storefrontPage } from "./storefront-page.js";

export const storefront = onRequest(
  { region: REGION, cors: false, memory: "512MiB", concurrency: 80 },
  async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).send("Method Not Allowed");
      return;
    }
    const page = await storefrontPage(req.url);
    res
      .status(page.status)
      .set("Content-Type", "text/html; charset=utf-8")
      .set("Cache-Control", page.cacheControl)
      .set("X-Content-Type-Options", "nosniff")
      .send(page.html);
  },
);

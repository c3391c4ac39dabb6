/**
 * GET /openapi.json (the document, public and cacheable) and GET /docs, the reference page:
 * Swagger UI from the `swagger-ui-dist` package, served by the shop itself with a CSP of its
 * own that allows nothing but this origin's script, styles, images and the document.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { RequestHandler, Router } from "express";
import { documentJson } from "./document.js";
import { routeRoles } from "./route-roles.js";

/** Browsers keep the document 5 minutes, the CDN an hour; a deploy changes it. */
const DOCUMENT_CACHE = "public, max-age=300, s-maxage=3600";
const ASSET_CACHE = "public, max-age=86400";

export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "report-uri /api/csp-reports",
].join("; ");

/** Relative URLs: the page answers at /api/docs (Hosting) and at the function's own /docs. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gimbal Shop API reference</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<main id="reference"></main>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/docs.js"></script>
</body>
</html>
`;

const START = `SwaggerUIBundle({ url: "openapi.json", dom_id: "#reference", deepLinking: true, validatorUrl: null });\n`;

const ASSETS: Record<string, string> = {
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "swagger-ui.css": "text/css; charset=utf-8",
};

let viewerDir: string | undefined;
/** Resolved from the working directory: the functions' folder when deployed or emulated. */
const viewerFile = (name: string) => {
  const from = createRequire(path.join(process.cwd(), "package.json"));
  viewerDir ??= path.dirname(from.resolve("swagger-ui-dist/package.json"));
  return path.join(viewerDir, name);
};

/** The document of the router it is registered in (its staff routes' roles read from it). */
const documentHandler =
  (router: Router): RequestHandler =>
  (_req, res) => {
    res
      .set("Cache-Control", DOCUMENT_CACHE)
      .type("application/json")
      .send(documentJson(routeRoles(router)));
  };

const pageHandler: RequestHandler = (_req, res) => {
  res.set({ "Cache-Control": ASSET_CACHE, "Content-Security-Policy": DOCS_CSP }).type("html").send(PAGE);
};

const assetHandler: RequestHandler = (req, res, next) => {
  const file = String(req.params.file);
  res.set("Cache-Control", ASSET_CACHE);
  if (file === "docs.js") {
    res.type("text/javascript").send(START);
    return;
  }
  const type = ASSETS[file];
  if (!type) return next();
  res.type(type).sendFile(viewerFile(file));
};

export function docsRoutes(r: Router): void {
  r.get("/openapi.json", documentHandler(r));
  r.get("/docs", pageHandler);
  r.get("/docs/:file", assetHandler);
}

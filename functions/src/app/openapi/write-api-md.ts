/** `npm run api-doc`: rewrites the operation tables of functions/API.md from the OpenAPI document. */
import { readFileSync, writeFileSync } from "node:fs";
import { apiRoutes } from "../routes.js";
import { withCurrentTables } from "./api-markdown.js";
import { buildDocument } from "./document.js";
import { routeRoles } from "./route-roles.js";

const file = new URL("../../../API.md", import.meta.url);
writeFileSync(file, withCurrentTables(readFileSync(file, "utf8"), buildDocument(routeRoles(apiRoutes()))));
console.log("functions/API.md: operation tables rewritten from the OpenAPI document");

/** `npm run api-doc`: rewrites the operation tables of functions/API.md from the OpenAPI document. */
import { readFileSync, writeFileSync } from "node:fs";
import { withCurrentTables } from "./api-markdown.js";

const file = new URL("../../../API.md", import.meta.url);
writeFileSync(file, withCurrentTables(readFileSync(file, "utf8")));
console.log("functions/API.md: operation tables rewritten from the OpenAPI document");

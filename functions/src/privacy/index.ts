/** Privacy (issue 50): what other areas may use. */
export { privacyRoutes } from "./routes.js";

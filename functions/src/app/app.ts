import express, { type Router } from "express";
import { bodyGuard, BODY_LIMIT_BYTES, REPORT_TYPES } from "../platform/http/body-guard.js";
import { errorHandler, notFoundRoute } from "../platform/http/errors.js";
import { readMeter, readMeterEnabled } from "../platform/http/read-meter.js";
import { responseHeaders } from "../platform/http/response-headers.js";
import { stripeBudget } from "../platform/stripe/stripe-budget.js";
import { apiRoutes } from "./routes.js";
import "./wiring.js";
import { TRUST_PROXY_HOPS } from "../platform/config.js";

/**
 * The REST API. Hosting rewrites /api/** to this function with the path unchanged, while the
 * function's own URL strips its name; the routes answer under both.
 */
export function createApp(routes: Router = apiRoutes()): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // The configured number of proxy hops, read per request (params are only readable at run time):
  // req.ip is then the address the last trusted proxy saw, whatever the client wrote itself.
  app.set("trust proxy", (_addr: string, hop: number) => hop < TRUST_PROXY_HOPS.value());
  app.use(responseHeaders);
  if (readMeterEnabled()) app.use(readMeter);
  app.use(bodyGuard);
  app.use(express.json({ limit: BODY_LIMIT_BYTES, type: ["application/json", ...REPORT_TYPES] }));
  // After the body is read (a stream's events would not carry the request's context through).
  app.use(stripeBudget);
  app.use("/api", routes);
  app.use(routes);
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}

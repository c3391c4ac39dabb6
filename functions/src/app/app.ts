import express, { type Router } from "express";
import { bodyGuard, BODY_LIMIT_BYTES } from "../platform/http/body-guard.js";
import { errorHandler, notFoundRoute } from "../platform/http/errors.js";
import { readMeter, readMeterEnabled } from "../platform/http/read-meter.js";
import { responseHeaders } from "../platform/http/response-headers.js";
import { apiRoutes } from "./routes.js";

/**
 * The REST API. Hosting rewrites /api/** to this function with the path unchanged, while the
 * function's own URL strips its name; the routes answer under both.
 */
export function createApp(routes: Router = apiRoutes()): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(responseHeaders);
  if (readMeterEnabled()) app.use(readMeter);
  app.use(bodyGuard);
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use("/api", routes);
  app.use(routes);
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}

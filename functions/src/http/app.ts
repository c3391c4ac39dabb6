import express, { type Router } from "express";
import { errorHandler, notFoundRoute } from "./errors.js";
import { apiRoutes } from "./routes.js";

/**
 * The REST API. Hosting rewrites /api/** to this function with the path unchanged, while the
 * function's own URL strips its name; the routes answer under both.
 */
export function createApp(routes: Router = apiRoutes()): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(express.json({ limit: "64kb" }));
  app.use("/api", routes);
  app.use(routes);
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}

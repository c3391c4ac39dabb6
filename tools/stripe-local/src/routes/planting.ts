/**
 * `POST /_local/planted_payments` (planting.ts): payments made before this server started, with
 * their own ids and times. Local only, like every `/_local` path (Stripe has none), and it needs
 * the secret key: only the shop's own scripts, which hold it, plant.
 */
import { plantPayment } from "../planting.js";
import { ok, type AppServices, type Route } from "./route.js";

export function plantingRoutes(app: AppServices): Route[] {
  return [
    {
      method: "POST",
      pattern: /^\/_local\/planted_payments$/,
      auth: "secret",
      run: ({ reader }) => ok(plantPayment(app, reader)),
    },
  ];
}

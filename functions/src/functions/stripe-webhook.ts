import { onRequest } from "firebase-functions/v2/https";
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "../config.js";

/** Stripe webhook endpoint — not built yet (payments issue). */
export const stripeWebhook = onRequest(
  { region: REGION, secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], memory: "256MiB" },
  (_req, res) => {
    res.status(503).json({ error: { code: "unavailable", message: "Not available yet" } });
  },
);

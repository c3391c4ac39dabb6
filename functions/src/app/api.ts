import { onRequest } from "firebase-functions/v2/https";
import { REGION, STRIPE_SECRET_KEY } from "../platform/config.js";
import { createApp } from "../app/app.js";

export const api = onRequest(
  { region: REGION, secrets: [STRIPE_SECRET_KEY], cors: false, memory: "256MiB", concurrency: 80 },
  createApp(),
);

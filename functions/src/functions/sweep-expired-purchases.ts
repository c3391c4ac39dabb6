/**
 * Every 15 minutes: expires unpaid purchases whose hold ended and whose task never ran (the
 * backstop of functions/expire-purchase.ts). Locally the launcher's scheduler calls it on this
 * schedule (scripts/lib/emulator-clock.cjs); tests run it through that and call
 * `sweepExpiredPurchases` from services/purchase-expiry.ts too.
 */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION, STRIPE_SECRET_KEY } from "../config.js";
import { sweepExpiredPurchases as sweep } from "../services/purchase-expiry.js";

export const sweepExpiredPurchases = onSchedule(
  { region: REGION, schedule: "every 15 minutes", secrets: [STRIPE_SECRET_KEY], memory: "256MiB" },
  async () => {
    logger.info("Expiry sweep", await sweep());
  },
);

/** The orders' deployed functions: each unpaid purchase's expiry task and the expiry sweep (expiry.ts). */
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { isDocumentId } from "@shop/domain";
import { REGION, STRIPE_SECRET_KEY } from "../platform/config.js";
import { expireOrder, expirePurchase as expire, sweepExpiredPurchases as sweep } from "./lifecycle/expiry.js";

/** Task queue function: ends an unpaid purchase's (or order's) hold on its stock when the hold is over. */
export const expirePurchase = onTaskDispatched(
  {
    region: REGION,
    secrets: [STRIPE_SECRET_KEY],
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 20 },
    memory: "256MiB",
  },
  async (req) => {
    const { purchaseId, orderId } = req.data as { purchaseId?: unknown; orderId?: unknown };
    if (isDocumentId(orderId)) await expireOrder(orderId);
    else if (isDocumentId(purchaseId)) await expire(purchaseId);
  },
);

/**
 * Every 15 minutes: expires unpaid purchases whose hold ended and whose task never ran (the
 * backstop of expirePurchase). Locally the launcher's scheduler calls it on this schedule
 * (scripts/lib/emulator-clock.cjs); tests run it through that and call `sweepExpiredPurchases`
 * from expiry.ts too.
 */
export const sweepExpiredPurchases = onSchedule(
  { region: REGION, schedule: "every 15 minutes", secrets: [STRIPE_SECRET_KEY], memory: "256MiB" },
  async () => {
    logger.info("Expiry sweep", await sweep());
  },
);

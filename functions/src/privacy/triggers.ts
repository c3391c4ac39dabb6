/** The privacy area's deployed functions (issue 50): the sweep that finishes every erasure, and retention. */
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION, STRIPE_SECRET_KEY } from "../platform/config.js";
import { resumeErasures } from "./erasure.js";
import { applyRetention } from "./retention.js";

/**
 * Every 10 minutes: runs again each erasure a failed step or a crash left running, until all its
 * steps are done. Locally the launcher's scheduler calls it on this schedule
 * (scripts/lib/emulator-clock.cjs).
 */
export const sweepErasures = onSchedule(
  {
    region: REGION,
    schedule: "every 10 minutes",
    secrets: [STRIPE_SECRET_KEY],
    memory: "256MiB",
    timeoutSeconds: 540,
  },
  async () => {
    logger.info("Erasure sweep", { resumed: await resumeErasures() });
  },
);

/** Every day: carts idle 90 days, expired idempotency answers and accounts unverified for 30 days go (retention.ts). */
export const sweepRetention = onSchedule(
  {
    region: REGION,
    schedule: "every 24 hours",
    secrets: [STRIPE_SECRET_KEY],
    memory: "256MiB",
    timeoutSeconds: 540,
  },
  async () => {
    logger.info("Retention sweep", await applyRetention());
  },
);

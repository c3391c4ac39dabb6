/** The privacy area's deployed function: the sweep that finishes every erasure (issue 50). */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION, STRIPE_SECRET_KEY } from "../platform/config.js";
import { resumeErasures } from "./erasure.js";

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

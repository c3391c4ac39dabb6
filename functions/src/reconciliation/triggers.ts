/**
 * The daily reconciliation: every 24 hours it reconciles the UTC day before and stores the run
 * as `reconciliations/daily-<day>` (a retried or repeated call stores that day once). Locally the
 * launcher's scheduler calls it on this schedule (scripts/lib/emulator-clock.cjs); the tests run
 * it through the scheduler's control endpoint.
 */
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { dayBefore } from "@shop/domain";
import { REGION, STRIPE_SECRET_KEY } from "../platform/config.js";
import { runReconciliation } from "./reconcile.js";

export const DAILY_RECONCILIATION_SCHEDULE = "every 24 hours";

export const reconcileDaily = onSchedule(
  {
    region: REGION,
    schedule: DAILY_RECONCILIATION_SCHEDULE,
    timeZone: "UTC",
    secrets: [STRIPE_SECRET_KEY],
    memory: "256MiB",
    timeoutSeconds: 540,
  },
  async () => {
    const day = dayBefore(Date.now());
    const run = await runReconciliation({ from: day, to: day }, "schedule", `daily-${day}`);
    logger.info("Daily reconciliation", {
      day,
      matched: run.matchedCount,
      differences: run.differences.length,
    });
  },
);

/** Consent's deployed functions (issue 50): the cart reminders' sweep. */
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION } from "../platform/config.js";
import { remindLeftCarts } from "./cart-reminders.js";

/**
 * Every hour: the one reminder of each cart left for 24 hours by a customer who consented
 * (cart-reminders.ts). Locally the launcher's scheduler calls it on this schedule
 * (scripts/lib/emulator-clock.cjs); tests run it through that.
 */
export const sweepCartReminders = onSchedule(
  { region: REGION, schedule: "every 1 hours", memory: "256MiB", timeoutSeconds: 300 },
  async () => {
    logger.info("Cart reminders", { sent: await remindLeftCarts() });
  },
);

/**
 * Every 10 minutes: sends the mails their sender lost — still PENDING long after they were
 * written, or PROCESSING long after a run claimed them and died (the backstop of
 * functions/send-mail.ts). Locally the launcher's scheduler calls it on this schedule
 * (scripts/lib/emulator-clock.cjs); tests run it through that and call `sendAbandonedMail` too.
 */
import { logger } from "firebase-functions";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION, SMTP_CONNECTION_URI } from "../config.js";
import { sendAbandonedMail } from "../services/mail-delivery.js";

export const sweepAbandonedMail = onSchedule(
  {
    region: REGION,
    schedule: "every 10 minutes",
    secrets: [SMTP_CONNECTION_URI],
    memory: "256MiB",
    timeoutSeconds: 540,
  },
  async () => {
    logger.info("Lost mail sweep", await sendAbandonedMail());
  },
);

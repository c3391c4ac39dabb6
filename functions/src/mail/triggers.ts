/** The mail area's deployed functions: the sender (a trigger on new mail) and its backstop sweep. */
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { MAIL_COLLECTION } from "@shop/domain";
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { REGION, SMTP_CONNECTION_URI } from "../platform/config.js";
import { deliverMail, releaseVerifiedHeldMail, sendAbandonedMail } from "./delivery.js";
/**
 * Firestore trigger: delivers each new `mail/{id}` document (delivery.ts). Created
 * only: one run per mail (its own delivery writes do not wake it again); an admin's "send again"
 * creates a new mail.
 */
export const sendMail = onDocumentCreated(
  {
    document: `${MAIL_COLLECTION}/{mailId}`,
    region: REGION,
    secrets: [SMTP_CONNECTION_URI],
    memory: "256MiB",
    // Backoff between attempts happens inside one run (at most ~15 s).
    timeoutSeconds: 120,
  },
  async (event) => {
    await deliverMail(event.params.mailId);
  },
);

/**
 * Every 10 minutes: sends the mails their sender lost — still PENDING long after they were
 * written, or PROCESSING long after a run claimed them and died (the backstop of
 * sendMail). Locally the launcher's scheduler calls it on this schedule
 * (scripts/lib/emulator-clock.cjs); tests run it through that and call `sendAbandonedMail` too.
 */
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
    logger.info("Held mail released", { sent: await releaseVerifiedHeldMail() });
  },
);

/**
 * Firestore trigger: delivers each new `mail/{id}` document (services/mail-delivery.ts). Created
 * only: one run per mail (its own delivery writes do not wake it again); an admin's "send again"
 * creates a new mail.
 */
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { MAIL_COLLECTION } from "@shop/domain";
import { REGION, SMTP_CONNECTION_URI } from "../config.js";
import { deliverMail } from "../services/mail-delivery.js";

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

/**
 * Waits until the background work the last orders started has finished: their mails sent (the
 * sendMail trigger) and the tasks the Cloud Tasks emulator runs at once (expiry checks, the shown
 * stock). In the emulator that work shares the API's worker processes (FUNCTIONS_EMULATOR_PARALLEL),
 * so each measurement starts from a quiet emulator instead of behind the previous one's backlog.
 */
import type { Firestore } from "firebase-admin/firestore";
import { MAIL_COLLECTION } from "@shop/domain";

export async function settleBackground(db: Firestore): Promise<void> {
  const inFlight = db.collection(MAIL_COLLECTION).where("delivery.state", "in", ["PENDING", "PROCESSING"]);
  const deadline = Date.now() + 240_000;
  while ((await inFlight.count().get()).data().count > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 3000));
}

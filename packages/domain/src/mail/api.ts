/**
 * The REST API's mail answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { WithId } from "../core/pagination.js";
import type { Mail } from "./outbox.js";

/** POST /users/me/verified: how many held mails went out. */
export interface HeldMailAnswer {
  sent: number;
}

/** GET /mail (admin): the outbox. */
export type MailAnswer = WithId<Mail>;

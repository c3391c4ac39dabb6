/**
 * The REST API's contact answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { ContactMessage } from "./types.js";
import type { WithId } from "../core/pagination.js";

/** GET /messages (admin). */
export type MessageAnswer = WithId<ContactMessage>;

/**
 * The REST API's purchase answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { WithId } from "../core/pagination.js";
import type { Purchase } from "./types.js";

/** GET /purchase (a list) and GET /purchase/:id. */
export type PurchaseAnswer = WithId<Purchase>;

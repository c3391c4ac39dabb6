/**
 * The REST API's feedback answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { Page } from "../core/pagination.js";
import type { Feedback } from "./types.js";

export type FeedbackPage = Page<Feedback>;

/**
 * The REST API's security answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { WithId } from "../core/pagination.js";
import type { CspReport } from "./types.js";

/** GET /csp-reports (admin). */
export type CspReportAnswer = WithId<CspReport>;

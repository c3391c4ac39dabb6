/** Content-Security-Policy violation reports the browsers sent (a bounded sample for admins). */
import type { CspReport } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const CSP_REPORTS_COLLECTION = "cspReports";
export const cspReportsCol = typedCollection<CspReport>(CSP_REPORTS_COLLECTION);

/**
 * The security shapes stored in Firestore, shared by the functions (Admin SDK converters) and the web
 * app (client SDK converters). Dates are epoch milliseconds; converters map them to Timestamps.
 */
/** One Content-Security-Policy violation a browser reported (fields cut to 300 characters). */
export interface CspReport {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile: string;
  line: string;
  disposition: string;
  createdAt: number;
}

/** How SMTP send errors (nodemailer's) are judged: pure, unit-tested. */
/** SMTP error codes (nodemailer's `code`) that say "try again later". */
const TEMPORARY_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
]);

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** Whether a send error is worth another attempt (pure; unit-tested). */
export function isTemporaryMailError(err: unknown): boolean {
  const e = (err ?? {}) as SmtpError;
  if (typeof e.responseCode === "number") return e.responseCode >= 400 && e.responseCode < 500;
  return typeof e.code === "string" && TEMPORARY_CODES.has(e.code);
}

export function mailErrorText(err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  const text = err instanceof Error ? err.message : (e.message ?? String(err));
  return e.code ? `${e.code}: ${text}` : text;
}

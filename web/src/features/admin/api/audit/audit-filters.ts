import type { AuditKind } from "@shop/domain";

/** What GET /audit and its CSV export are narrowed by: a person (uid or email), a kind, UTC days. */
export interface AuditFilters {
  person?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
}

/** The filters as query parameters, the empty ones left out. */
export function auditQueryParams(filters: AuditFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === "string" && value.trim() !== "") params[name] = value.trim();
  }
  return params;
}

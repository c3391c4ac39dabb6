/** The audit trail's operations (issue 52): owners only (the roles come from the routes' guards). */
import { auditQuerySchema } from "@shop/domain";
import { auditPage } from "../answers/answers-audit.js";
import { json, type Operation } from "./operation.js";

export const AUDIT: Operation[] = [
  {
    method: "get",
    path: "/audit/export.csv",
    area: "audit",
    summary: "The staff changes matching the filters as CSV, oldest first",
    access: "admin",
    query: auditQuerySchema,
    ok: { status: 200, file: "text/csv", description: "Audit entries, one row each (CSV)" },
  },
  {
    method: "get",
    path: "/audit",
    area: "audit",
    summary:
      "The staff changes (who, role, what, which document, before and after, when, from where), newest first",
    access: "admin",
    query: auditQuerySchema,
    ok: json(auditPage, "One page of entries"),
  },
];

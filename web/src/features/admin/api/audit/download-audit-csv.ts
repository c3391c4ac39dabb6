import { useMutation } from "@tanstack/react-query";
import { apiFetchFile } from "@/lib/api/api-client";
import { saveFile } from "@/lib/files/save-file";
import { auditQueryParams, type AuditFilters } from "./audit-filters";

/** GET /audit/export.csv (owners) with the same filters and the owner's ID token, saved as a file. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const { blob, fileName } = await apiFetchFile("/audit/export.csv", auditQueryParams(filters));
  saveFile(blob, fileName ?? "audit.csv");
}

/** A refused download is answered with a toast, not a sign-out. */
export function useDownloadAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv, meta: { forbiddenIsAnswer: true } });
}

import { useState } from "react";
import { toast } from "react-toastify";
import type { AuditAnswer, AuditSummary } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { ListStatus } from "../components/list-status";
import { ScrollRegion } from "../components/scroll-region";
import type { AuditFilters } from "../api/audit/audit-filters";
import { useAudit } from "../api/audit/get-audit";
import { useDownloadAuditCsv } from "../api/audit/download-audit-csv";
import { AUDIT_KIND_LABELS, AuditFiltersForm } from "../components/audit-filters-form";
import "../admin.css";

function summaryText(summary: AuditSummary | null): string {
  if (!summary) return "—";
  return Object.entries(summary)
    .map(([field, value]) => `${field}: ${String(value)}`)
    .join(", ");
}

const columns: Column<AuditAnswer>[] = [
  { header: "When", cell: (e) => new Date(e.at).toLocaleString() },
  { header: "Who", cell: (e) => e.actorEmail || e.actorUid },
  { header: "Role", cell: (e) => e.actorRole ?? "—" },
  { header: "Kind", cell: (e) => AUDIT_KIND_LABELS[e.kind] },
  { header: "Document", cell: (e) => e.path },
  { header: "Summary", cell: (e) => `${summaryText(e.before)} → ${summaryText(e.after)}` },
];

/** Issue 52: the trail of staff changes (owners only), filtered, with its CSV export. */
export function Component() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const audit = useAudit(filters);
  const download = useDownloadAuditCsv();
  const entries = audit.data?.pages.flatMap((page) => page.items);

  function downloadCsv() {
    download.mutate(filters, {
      onError: (err) => toast.error(`Fail to download the audit trail: ${err.message}`),
    });
  }

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Audit</h1>
        <button className="btn btn--small" type="button" disabled={download.isPending} onClick={downloadCsv}>
          Download CSV
        </button>
      </div>
      <AuditFiltersForm filters={filters} onChange={setFilters} />
      <ListStatus query={audit} what="audit entries" />
      {entries && (
        <>
          <ScrollRegion label="Audit table">
            <Table
              caption="Audit trail"
              columns={columns}
              rows={entries}
              rowKey={(e) => e._id}
              empty={Object.keys(filters).length > 0 ? "No entries match these filters." : "No entries yet."}
            />
          </ScrollRegion>
          {audit.hasNextPage && (
            <button
              className="btn btn--ghost"
              type="button"
              disabled={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              Load older entries
            </button>
          )}
        </>
      )}
    </section>
  );
}

import { useState } from "react";
import {
  disputeDueDay,
  formatMinorUnits,
  isDisputeOpen,
  type DisputeRecord,
  type WithId,
} from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { useDisputes } from "../api/get-disputes";
import { EvidenceForm } from "../components/evidence-form";

const label = (text: string) => text.replaceAll("_", " ");
const orderOf = (d: DisputeRecord) => (d.orderId ? `order ${d.orderId}` : `payment ${d.paymentIntentId}`);

const columns: Column<WithId<DisputeRecord>>[] = [
  { header: "Order", cell: (d) => d.orderId ?? d.paymentIntentId },
  { header: "Amount", cell: (d) => formatMinorUnits(d.amountCents, d.currency) },
  { header: "Reason", cell: (d) => label(d.reason) },
  { header: "Status", cell: (d) => label(d.status) },
  { header: "Answer by (UTC)", cell: (d) => disputeDueDay(d.evidenceDueBy) },
  {
    header: "Evidence",
    cell: (d) =>
      isDisputeOpen(d.status) ? (
        <EvidenceForm disputeId={d._id} orderLabel={orderOf(d)} />
      ) : d.evidenceSubmittedAt ? (
        "Sent"
      ) : (
        "—"
      ),
  },
];

/** /dashboard/disputes (admins): card disputes, newest first, with their deadlines and the answer form. */
export function Component() {
  const [cursors, setCursors] = useState<string[]>([]);
  const disputes = useDisputes(cursors.at(-1));
  return (
    <section className="page disputes">
      <h1>Disputes</h1>
      <p>
        A customer&apos;s bank has disputed these card payments. Answer each with evidence before its
        deadline, or it is lost with its fee.
      </p>
      {disputes.isPending && <p>Loading disputes…</p>}
      {disputes.isError && <p role="alert">Fail to load the disputes: {disputes.error.message}</p>}
      {disputes.data && (
        <Table
          caption="Disputes, newest first"
          columns={columns}
          rows={disputes.data.items}
          rowKey={(d) => d._id}
          empty="No disputes."
          scrollLabel="Disputes table"
        />
      )}
      <div className="pager">
        {cursors.length > 0 && (
          <button type="button" className="btn btn--small" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Newer disputes
          </button>
        )}
        {disputes.data?.nextCursor && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              const next = disputes.data?.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            Older disputes
          </button>
        )}
      </div>
    </section>
  );
}

import { toast } from "react-toastify";
import { formatMoney, type RefundApprovalAnswer } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { refusalText } from "@/lib/api/recent-sign-in";
import { useApproveRefundApproval } from "../api/approve-refund-approval";
import { useRefundApprovals } from "../api/get-refund-approvals";
import { DeclineForm } from "../components/decline-form";

type Row = RefundApprovalAnswer;
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

const amountOf = (r: Row) => formatMoney(r.amountCents, r.currency);
/** A return's request names its return (RMA number, or its id for one without). */
const returnOf = (r: Row) => (r.returnId ? (r.rmaNumber ?? r.returnId) : null);
const labelOf = (r: Row) => {
  const ret = returnOf(r);
  return `${amountOf(r)} for order ${r.orderId ?? r.purchaseId}${ret ? ` (return ${ret})` : ""}`;
};

function ApproveButton({ row }: { row: Row }) {
  const approve = useApproveRefundApproval();
  return (
    <button
      type="button"
      className="btn btn--small"
      aria-label={`Approve the refund of ${labelOf(row)}`}
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(
          { id: row._id, idempotencyKey: crypto.randomUUID() },
          {
            onSuccess: () => toast.success(`Refund of ${labelOf(row)} approved: the refund is made`),
            onError: (err) => toast.error(`Fail to approve the refund: ${refusalText(err)}`),
          },
        )
      }
    >
      {approve.isPending ? "Approving…" : "Approve"}
    </button>
  );
}

const columns: Column<Row>[] = [
  {
    header: "Requested",
    cell: (r) => <time dateTime={new Date(r.requestedAt).toISOString()}>{DATE.format(r.requestedAt)}</time>,
  },
  { header: "Order", cell: (r) => <code>{r.orderId ?? r.purchaseId}</code> },
  { header: "Return", cell: (r) => returnOf(r) ?? "Whole line" },
  { header: "Amount", cell: amountOf },
  { header: "Requested by", cell: (r) => r.requestedBy.email },
  {
    header: "Action",
    cell: (r) => (
      <div className="return-actions">
        <ApproveButton row={r} />
        <DeclineForm id={r._id} label={labelOf(r)} />
      </div>
    ),
  },
];

/**
 * /dashboard/refundApprovals (staff who refund, issue 52): refunds above the approval limit waiting
 * for a second staff member, newest first, with Approve and Decline (never one's own request).
 */
export function Component() {
  const approvals = useRefundApprovals("requested");
  return (
    <section className="page admin-page refund-approvals">
      <h1>Refund approvals{approvals.data ? ` (${approvals.data.length})` : ""}</h1>
      <p>Refunds above the approval limit wait here for another staff member to approve or decline them.</p>
      {approvals.isPending && <p>Loading refund approvals…</p>}
      {approvals.isError && <p role="alert">Fail to load the refund approvals: {approvals.error.message}</p>}
      {approvals.data && (
        <Table
          caption="Refunds waiting for approval, newest first"
          columns={columns}
          rows={approvals.data}
          rowKey={(r) => r._id}
          empty="No refunds wait for approval."
          scrollLabel="Refund approvals table"
        />
      )}
    </section>
  );
}

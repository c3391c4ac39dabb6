import { useState } from "react";
import { toast } from "react-toastify";
import {
  RETURN_STATES,
  RETURN_STATE_LABELS,
  formatMoney,
  type ListFilters,
  type ReturnAnswer,
} from "@shop/domain";
import { ListFiltersBar, useListFilters } from "@/components/ui/lists/list-filters";
import { PhoneFold } from "@/components/ui/lists/phone-fold";
import { Table, type Column } from "@/components/ui/lists/table";
import { useApproveReturn } from "../api/approve-return";
import { useReturns } from "../api/get-returns";
import { ReceiveForm } from "../components/receive-form";
import { RejectForm } from "../components/reject-form";

type Row = ReturnAnswer;
const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function ApproveButton({ row }: { row: Row }) {
  const approve = useApproveReturn();
  return (
    <button
      type="button"
      className="btn btn--small"
      aria-label={`Approve ${row.rmaNumber}`}
      disabled={approve.isPending}
      onClick={() =>
        approve.mutate(row._id, {
          onSuccess: () =>
            toast.success(`Return ${row.rmaNumber} approved: the customer is mailed where to send it`),
          onError: (err) => toast.error(`Fail to approve the return: ${err.message}`),
        })
      }
    >
      Approve
    </button>
  );
}

function Actions({ row }: { row: Row }) {
  if (row.state === "requested") {
    return (
      <div className="return-actions">
        <ApproveButton row={row} />
        <RejectForm returnId={row._id} rmaNumber={row.rmaNumber} />
      </div>
    );
  }
  if (row.state === "approved" || row.state === "received") {
    return <ReceiveForm returnId={row._id} rmaNumber={row.rmaNumber} />;
  }
  if (row.state === "rejected") return <>{row.rejectionReason}</>;
  return (
    <>{row.refund ? `${formatMoney(row.refund.amountCents, row.refund.currency ?? "usd")} refunded` : "—"}</>
  );
}

const columns: Column<Row>[] = [
  { header: "RMA", cell: (r) => <code>{r.rmaNumber}</code> },
  {
    header: "Requested",
    cell: (r) => <time dateTime={new Date(r.createdAt).toISOString()}>{DATE.format(r.createdAt)}</time>,
  },
  { header: "Customer", cell: (r) => `${r.userName} <${r.userEmail}>` },
  { header: "Product", cell: (r) => `${r.productName} × ${r.quantity}` },
  {
    header: "Reason",
    cell: (r) => (
      <>
        {r.reason}
        {r.comment && <small className="return-comment"> — {r.comment}</small>}
      </>
    ),
  },
  {
    header: "State",
    cell: (r) => (
      <span className={`admin-badge return-state--${r.state}`}>{RETURN_STATE_LABELS[r.state]}</span>
    ),
  },
  { header: "Action", cell: (r) => <Actions row={r} /> },
];

const STATE_OPTIONS = RETURN_STATES.map((s) => ({ value: s, label: RETURN_STATE_LABELS[s] }));

/** /dashboard/returns (admins): the customers' returns, newest first, with search, state filter and their actions. */
export function Component() {
  const [filters, setFilters] = useListFilters();
  const [cursors, setCursors] = useState<string[]>([]);
  const returns = useReturns(filters, cursors.at(-1));
  const changeFilters = (change: ListFilters) => {
    setCursors([]);
    setFilters(change);
  };
  return (
    <section className="page admin-page returns">
      <h1>Returns{returns.data ? ` (${returns.data.total})` : ""}</h1>
      <div className="admin-tools">
        <PhoneFold label="Filters" open={Object.keys(filters).length > 0}>
          <ListFiltersBar
            filters={filters}
            onChange={changeFilters}
            states={STATE_OPTIONS}
            hint="An RMA number, a customer's email or name, a product, a purchase or order id"
          />
        </PhoneFold>
      </div>
      {returns.isPending && <p>Loading returns…</p>}
      {returns.isError && <p role="alert">Fail to load the returns: {returns.error.message}</p>}
      {returns.data && (
        <Table
          caption="Returns, newest first"
          columns={columns}
          rows={returns.data.items}
          rowKey={(r) => r._id}
          empty="No returns."
          scrollLabel="Returns table"
        />
      )}
      <div className="pager">
        {cursors.length > 0 && (
          <button type="button" className="btn btn--small" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Newer returns
          </button>
        )}
        {returns.data?.nextCursor && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              const next = returns.data?.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            Older returns
          </button>
        )}
      </div>
    </section>
  );
}

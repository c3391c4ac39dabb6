import { useState } from "react";
import {
  formatMinorUnits,
  formatMoney,
  type ReconciliationResult,
  type Reconciliation,
  type ReconciliationAnswer,
  type WithId,
} from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { useReconciliations } from "../api/get-reconciliations";
import { Differences } from "../components/differences";
import { RunForm } from "../components/run-form";
import "../reconciliation.css";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const period = (r: { from: string; to: string }) => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);

/** The matched money per currency ('$62.34 · €55.00'), never added across currencies. */
function matchedMoney(r: ReconciliationResult): string {
  const by = Object.entries(r.matchedByCurrency ?? {}).filter(([, m]) => m.count > 0);
  if (by.length === 0) return formatMoney(r.matchedCents, "usd");
  return by.map(([currency, m]) => formatMoney(m.cents, currency)).join(" · ");
}

const columns: Column<WithId<Reconciliation>>[] = [
  { header: "Period (UTC)", cell: (r) => period(r) },
  { header: "Run at (UTC)", cell: (r) => DATE.format(new Date(r.createdAt)) },
  { header: "By", cell: (r) => (r.by === "schedule" ? "Daily schedule" : "Admin") },
  { header: "Matched", cell: (r) => `${r.matchedCount} (${matchedMoney(r)})` },
  { header: "Differences", cell: (r) => <Differences differences={r.differences} /> },
];

/** /dashboard/reconciliation (admins): run a reconciliation with Stripe, see the stored runs. */
export function Component() {
  const [cursors, setCursors] = useState<string[]>([]);
  const [latest, setLatest] = useState<ReconciliationAnswer | null>(null);
  const runs = useReconciliations(cursors.at(-1));

  return (
    <section className="page reconciliation">
      <h1>Reconciliation</h1>
      <p>Compares Stripe&apos;s payments and refunds with the shop&apos;s records, day by day (UTC).</p>
      <RunForm
        onDone={(run) => {
          setLatest(run);
          setCursors([]);
        }}
      />
      {latest && (
        <section aria-label="Latest run" className="reconciliation__latest">
          <h2>Result for {period(latest)}</h2>
          <p>
            Matched: {latest.matchedCount} payment(s), {matchedMoney(latest)}
          </p>
          <Differences differences={latest.differences} />
          {latest.disputes && latest.disputes.length > 0 && (
            <p>
              Disputes opened in Stripe (withdrawn by the bank, not differences):{" "}
              {latest.disputes
                .map(
                  (d) =>
                    `${d.disputeId} ${formatMinorUnits(d.amountCents, d.currency)} (${d.status.replaceAll("_", " ")})`,
                )
                .join("; ")}
            </p>
          )}
        </section>
      )}
      <h2>Stored runs</h2>
      {runs.isPending && <p>Loading runs…</p>}
      {runs.isError && <p role="alert">Fail to load the runs: {runs.error.message}</p>}
      {runs.data && (
        <div className="reconciliation__scroll">
          <Table
            caption="Reconciliation runs"
            scrollLabel="Reconciliation runs table"
            columns={columns}
            rows={runs.data.items}
            rowKey={(r) => r._id}
            empty="No runs yet."
          />
        </div>
      )}
      <div className="reconciliation__pager">
        {cursors.length > 0 && (
          <button type="button" className="btn btn--small" onClick={() => setCursors((c) => c.slice(0, -1))}>
            Newer runs
          </button>
        )}
        {runs.data?.nextCursor && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => {
              const next = runs.data?.nextCursor;
              if (next) setCursors((c) => [...c, next]);
            }}
          >
            Older runs
          </button>
        )}
      </div>
    </section>
  );
}

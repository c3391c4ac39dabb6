import { useState } from "react";
import { toast } from "react-toastify";
import { dayBefore, type ReconciliationAnswer } from "@shop/domain";
import { PeriodForm } from "@/components/ui/fields/period-form";
import { useRunReconciliation } from "../api/run-reconciliation";

/** The admin's period (UTC days, both inclusive) and **Run reconciliation**. */
export function RunForm({ onDone }: { onDone: (run: ReconciliationAnswer) => void }) {
  const run = useRunReconciliation();
  const [error, setError] = useState<string | null>(null);
  const [defaults] = useState(() => {
    const yesterday = dayBefore(Date.now());
    return { from: yesterday, to: yesterday };
  });

  return (
    <PeriodForm
      label="Run a reconciliation"
      className="reconciliation-form"
      fromLabel="From (UTC)"
      toLabel="To (UTC, inclusive)"
      defaults={defaults}
      error={error}
      onPeriod={(period) => {
        setError(null);
        run.mutate(period, {
          onSuccess: onDone,
          onError: (err) => {
            setError(err.message);
            toast.error(`Fail to run the reconciliation: ${err.message}`);
          },
        });
      }}
    >
      <button type="submit" className="btn" disabled={run.isPending}>
        {run.isPending ? "Reconciling…" : "Run reconciliation"}
      </button>
    </PeriodForm>
  );
}

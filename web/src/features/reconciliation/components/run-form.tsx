import { useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { dayBefore, periodSchema, type ReconciliationAnswer } from "@shop/domain";
import { useRunReconciliation } from "../api/run-reconciliation";

/** The admin's period (UTC days, both inclusive) and **Run reconciliation**. */
export function RunForm({ onDone }: { onDone: (run: ReconciliationAnswer) => void }) {
  const run = useRunReconciliation();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const [yesterday] = useState(() => dayBefore(Date.now()));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = periodSchema.safeParse({ from: data.get("from"), to: data.get("to") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the dates");
      return;
    }
    setError(null);
    run.mutate(parsed.data, {
      onSuccess: onDone,
      onError: (err) => {
        setError(err.message);
        toast.error(`Fail to run the reconciliation: ${err.message}`);
      },
    });
  }

  return (
    <form className="form reconciliation-form" aria-label="Run a reconciliation" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-from`}>
        From (UTC)
        <input id={`${id}-from`} type="date" name="from" defaultValue={yesterday} required />
      </label>
      <label htmlFor={`${id}-to`}>
        To (UTC, inclusive)
        <input id={`${id}-to`} type="date" name="to" defaultValue={yesterday} required />
      </label>
      <button type="submit" className="btn" disabled={run.isPending}>
        {run.isPending ? "Reconciling…" : "Run reconciliation"}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}

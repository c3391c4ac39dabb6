import { useId, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { periodSchema } from "@shop/domain";
import { useDownloadExport, type ExportKind } from "../api/download-export";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** From/to dates (UTC, inclusive) and an **Export CSV** button that downloads the admin's file. */
export function ExportCsv({ kind, label }: { kind: ExportKind; label: string }) {
  const download = useDownloadExport();
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const [defaults] = useState(() => ({ from: monthStart(), to: today() }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = periodSchema.safeParse({ from: data.get("from"), to: data.get("to") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the dates");
      return;
    }
    setError(null);
    download.mutate(
      { kind, period: parsed.data },
      { onError: (err) => toast.error(`Fail to export the ${kind}: ${err.message}`) },
    );
  }

  return (
    <form className="form export-csv" aria-label={`Export ${label}`} noValidate onSubmit={submit}>
      <label htmlFor={`${id}-from`}>
        {label} from
        <input id={`${id}-from`} type="date" name="from" defaultValue={defaults.from} required />
      </label>
      <label htmlFor={`${id}-to`}>
        to
        <input id={`${id}-to`} type="date" name="to" defaultValue={defaults.to} required />
      </label>
      <button type="submit" className="btn btn--small" disabled={download.isPending}>
        {download.isPending ? "Exporting…" : `Export CSV (${label.toLowerCase()})`}
      </button>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </form>
  );
}

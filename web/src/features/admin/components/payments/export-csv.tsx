import { useState } from "react";
import { toast } from "react-toastify";
import { PeriodForm } from "@/components/ui/fields/period-form";
import { useDownloadExport, type ExportKind } from "../../api/payments/download-export";

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** From/to dates (UTC, inclusive) and an **Export CSV** button that downloads the admin's file. */
export function ExportCsv({ kind, label }: { kind: ExportKind; label: string }) {
  const download = useDownloadExport();
  const [defaults] = useState(() => ({ from: monthStart(), to: today() }));

  return (
    <PeriodForm
      label={`Export ${label}`}
      className="form--row export-csv"
      fromLabel={`${label} from`}
      toLabel="to"
      defaults={defaults}
      onPeriod={(period) =>
        download.mutate(
          { kind, period },
          { onError: (err) => toast.error(`Fail to export the ${kind}: ${err.message}`) },
        )
      }
    >
      <button type="submit" className="btn btn--small" disabled={download.isPending}>
        {download.isPending ? "Exporting…" : `Export CSV (${label.toLowerCase()})`}
      </button>
    </PeriodForm>
  );
}

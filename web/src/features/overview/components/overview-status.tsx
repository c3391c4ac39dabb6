import { Spinner } from "@/components/ui/spinner";

interface OverviewQuery {
  status: "pending" | "error" | "success";
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Above the figures: a spinner on the first load, "Updating…" while another period loads, or the error. */
export function OverviewStatus({ query }: { query: OverviewQuery }) {
  if (query.status === "pending") return <Spinner label="Loading the figures" />;
  if (query.status === "error") {
    return (
      <div className="load-error" role="alert">
        <p>We could not load the figures. {query.error?.message ?? ""}</p>
        <button className="btn btn--ghost btn--small" type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className="admin-page__status" role="status">
      {query.isFetching ? "Updating…" : ""}
    </p>
  );
}

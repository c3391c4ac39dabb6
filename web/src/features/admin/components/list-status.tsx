import { Spinner } from "@/components/ui/spinner";

/** The parts of a TanStack Query result an admin list's status line needs. */
export interface ListQuery {
  status: "pending" | "error" | "success";
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The state of an admin list above its table: a spinner on the first load, a "Refreshing…" note
 * while fresh rows load (the current rows stay: after an action, on a page flip), or the error
 * with a retry button.
 */
export function ListStatus({ query, what }: { query: ListQuery; what: string }) {
  if (query.status === "pending") return <Spinner label={`Loading ${what}`} />;
  if (query.isFetching) {
    return (
      <p className="admin-page__status" role="status">
        Refreshing…
      </p>
    );
  }
  if (query.status === "error") {
    return (
      <div className="load-error" role="alert">
        <p>
          We could not load the {what}. {query.error?.message ?? ""}
        </p>
        <button className="btn btn--ghost btn--small" type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

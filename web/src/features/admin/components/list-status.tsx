import { Spinner } from "@/components/ui/spinner";

/**
 * The state of an admin list above its table: a spinner on the first load, a "Refreshing…" note
 * while fresh rows load (the current rows stay), or the error with a retry button.
 */
export function ListStatus({
  status,
  error,
  refreshing,
  what,
  onRetry,
}: {
  status: "loading" | "success" | "error";
  error: Error | undefined;
  refreshing: boolean;
  what: string;
  onRetry: () => void;
}) {
  if (status === "loading") return <Spinner label={`Loading ${what}`} />;
  if (refreshing) {
    return (
      <p className="admin-page__status" role="status">
        Refreshing…
      </p>
    );
  }
  if (status === "error") {
    return (
      <div className="load-error" role="alert">
        <p>
          We could not load the {what}. {error?.message ?? ""}
        </p>
        <button className="btn btn--ghost btn--small" type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

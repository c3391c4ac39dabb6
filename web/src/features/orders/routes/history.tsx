import { useEffect } from "react";
import { toast } from "react-toastify";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { useLeaveOnAccessDenied } from "../api/access-denied";
import { useMyPurchases } from "../api/use-my-purchases";
import { HistoryTimeline, historyEvents } from "../components/history-timeline";
import "../orders.css";

function History({ uid }: { uid: string }) {
  const purchases = useMyPurchases(uid, { includeCancelled: true });
  const leaveOnAccessDenied = useLeaveOnAccessDenied();
  const loadError = purchases.error;
  useEffect(() => {
    if (!loadError) return;
    if (!leaveOnAccessDenied(loadError)) toast.error("We could not load your history.");
  }, [loadError, leaveOnAccessDenied]);

  if (purchases.status === "loading") return <Spinner label="Loading your history" />;
  if (purchases.status === "error") {
    return (
      <p className="form-error" role="alert">
        We could not load your history. Please reload the page.
      </p>
    );
  }
  return <HistoryTimeline events={historyEvents(purchases.data)} />;
}

/** My History: a timeline of the user's orders and their state changes (cancelled ones too). */
export function Component() {
  const { session } = useSession();
  return (
    <section className="page">
      <h1>My History</h1>
      {session.status === "signed-in" ? (
        <History uid={session.user.uid} />
      ) : (
        <Spinner label="Checking your session" />
      )}
    </section>
  );
}

import { Spinner } from "@/components/ui/spinner";
import { useMyPurchases } from "../api/purchases/watch-my-purchases";
import { HistoryTimeline, historyEvents } from "../components/history-timeline";
import "../orders.css";

function History() {
  const purchases = useMyPurchases({ includeCancelled: true });

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
  return (
    <section className="page">
      <h1>My History</h1>
      <History />
    </section>
  );
}

import { Spinner } from "@/components/ui/spinner";
import { useMyPurchases } from "../api/purchases/watch-my-purchases";
import { HistoryTimeline, historyEvents } from "../components/history-timeline";
import "../orders.css";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

function History() {
  const purchases = useMyPurchases({ includeCancelled: true });
  const { t } = useMessages(ordersCatalogue);

  if (purchases.status === "loading") return <Spinner label={t("history.loading")} />;
  if (purchases.status === "error") {
    return (
      <p className="form-error" role="alert">
        {t("history.loadFailed")}
      </p>
    );
  }
  return <HistoryTimeline events={historyEvents(purchases.data)} />;
}

/** My History: a timeline of the user's orders and their state changes (cancelled ones too). */
export function Component() {
  const { t } = useMessages(ordersCatalogue);
  return (
    <section className="page">
      <h1>{t("history.title")}</h1>
      <History />
    </section>
  );
}

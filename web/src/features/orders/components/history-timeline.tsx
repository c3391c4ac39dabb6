import type { Purchase, PurchaseState, WithId } from "@shop/domain";
import type { OrdersKey } from "../messages/en";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** How the history names the step into each state ("Ordered" for placed). */
const LABELS: Record<PurchaseState, OrdersKey> = {
  unpaid: "history.unpaid",
  paid: "history.paid",
  shipped: "history.shipped",
  refunded: "history.refunded",
  cancelled: "history.cancelled",
  expired: "history.expired",
};

export interface HistoryEvent {
  key: string;
  purchaseId: string;
  productName: string;
  quantity: number;
  state: PurchaseState;
  at: number;
}

/** Every state change of every purchase, newest first (ties: the later step of a purchase first). */
export function historyEvents(purchases: WithId<Purchase>[]): HistoryEvent[] {
  const events = purchases.flatMap((p) =>
    (p.history ?? []).map((h, step) => ({
      key: `${p._id}:${step}`,
      step,
      purchaseId: p._id,
      productName: p.productName,
      quantity: p.quantity,
      state: h.state,
      at: h.at,
    })),
  );
  events.sort((a, b) => b.at - a.at || b.step - a.step);
  return events.map(({ step: _step, ...e }) => e);
}

export function HistoryTimeline({ events }: { events: HistoryEvent[] }) {
  const { t, formatDateTime } = useMessages(ordersCatalogue);
  if (events.length === 0) return <p className="table-empty">{t("history.empty")}</p>;
  return (
    <ol className="timeline" aria-label={t("history.label")}>
      {events.map((e) => (
        <li key={e.key} className={`timeline__item timeline__item--${e.state}`}>
          <time dateTime={new Date(e.at).toISOString()}>{formatDateTime(e.at)}</time>
          <span className="timeline__state">{t(LABELS[e.state])}</span>
          <span className="timeline__what">
            {e.productName} × {e.quantity}
          </span>
        </li>
      ))}
    </ol>
  );
}

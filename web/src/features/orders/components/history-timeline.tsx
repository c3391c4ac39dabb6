import {
  PURCHASE_HISTORY_LABELS as LABELS,
  type Purchase,
  type PurchaseState,
  type WithId,
} from "@shop/domain";

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

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function HistoryTimeline({ events }: { events: HistoryEvent[] }) {
  if (events.length === 0)
    return <p className="table-empty">Nothing has happened yet: your orders will show here.</p>;
  return (
    <ol className="timeline" aria-label="Purchase history, newest first">
      {events.map((e) => (
        <li key={e.key} className={`timeline__item timeline__item--${e.state}`}>
          <time dateTime={new Date(e.at).toISOString()}>{dateFormat.format(e.at)}</time>
          <span className="timeline__state">{LABELS[e.state]}</span>
          <span className="timeline__what">
            {e.productName} × {e.quantity}
          </span>
        </li>
      ))}
    </ol>
  );
}

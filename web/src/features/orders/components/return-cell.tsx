import { canRequestReturn, type Purchase, type ReturnState, type WithId } from "@shop/domain";
import type { OrdersKey } from "../messages/en";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

const STATE_LABELS: Record<ReturnState, OrdersKey> = {
  requested: "returnState.requested",
  approved: "returnState.approved",
  rejected: "returnState.rejected",
  received: "returnState.received",
  refunded: "returnState.refunded",
};

/**
 * A My Product row's return: the state of its latest return (with its RMA number), and **Return**
 * on a delivered line still within its return window with pieces left and no return open.
 */
export function ReturnCell({
  purchase,
  now,
  onReturn,
}: {
  purchase: WithId<Purchase>;
  /** When the page was shown (epoch ms): the window is judged against it. */
  now: number;
  onReturn: (purchase: WithId<Purchase>) => void;
}) {
  const last = purchase.lastReturn;
  const { t } = useMessages(ordersCatalogue);
  const open = canRequestReturn(purchase, now);
  if (!last && !open) return null;
  return (
    <span className="purchase-return">
      {last && (
        <small className="purchase-status__detail">
          {t("return.state")} <code>{last.rmaNumber}</code> ({last.quantity}):{" "}
          <strong className={`purchase-return__state purchase-return__state--${last.state}`}>
            {t(STATE_LABELS[last.state])}
          </strong>
        </small>
      )}
      {open && (
        <button
          type="button"
          className="btn btn--small btn--ghost"
          aria-label={t("return.name", { name: purchase.productName })}
          onClick={() => onReturn(purchase)}
        >
          {t("return.button")}
        </button>
      )}
    </span>
  );
}

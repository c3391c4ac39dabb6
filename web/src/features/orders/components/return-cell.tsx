import { RETURN_STATE_LABELS, canRequestReturn, type Purchase, type WithId } from "@shop/domain";

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
  const open = canRequestReturn(purchase, now);
  if (!last && !open) return null;
  return (
    <span className="purchase-return">
      {last && (
        <small className="purchase-status__detail">
          Return <code>{last.rmaNumber}</code> ({last.quantity}):{" "}
          <strong className={`purchase-return__state purchase-return__state--${last.state}`}>
            {RETURN_STATE_LABELS[last.state]}
          </strong>
        </small>
      )}
      {open && (
        <button
          type="button"
          className="btn btn--small btn--ghost"
          aria-label={`Return ${purchase.productName}`}
          onClick={() => onReturn(purchase)}
        >
          Return
        </button>
      )}
    </span>
  );
}

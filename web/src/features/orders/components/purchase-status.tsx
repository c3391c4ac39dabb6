import { Link } from "react-router-dom";
import { purchaseRowKind, type Purchase, type WithId } from "@shop/domain";

const PAY_BY = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** When an unpaid purchase's hold on its pieces ends. */
function payBy(at: number): string {
  return PAY_BY.format(new Date(at));
}

/** The payment-status cell of a My Product row (spec §2 row rules, word for word). */
export function PurchaseStatus({
  purchase,
  onCancel,
}: {
  purchase: WithId<Purchase>;
  onCancel: (purchase: WithId<Purchase>) => void;
}) {
  const kind = purchaseRowKind(purchase);
  if (kind === "delivered") {
    const tracking = [purchase.carrier, purchase.trackingNumber].filter(Boolean).join(" ");
    return (
      <span className="purchase-status purchase-status--delivered">
        <span className="purchase-status__label">Your Product Is delivery</span>
        {tracking && <small className="purchase-status__detail">Tracking: {tracking}</small>}
      </span>
    );
  }
  if (kind === "refunded") {
    return (
      <span className="purchase-status purchase-status--refunded">
        <span className="purchase-status__label">Refunded</span>
      </span>
    );
  }
  if (kind === "expired" || kind === "cancelled") {
    const label = kind === "expired" ? "Expired" : "Cancelled";
    return (
      <span className={`purchase-status purchase-status--${kind}`}>
        <span className="purchase-status__label">{label}</span>
      </span>
    );
  }
  if (kind === "awaiting-payment" && purchase.paymentProcessing) {
    // A SEPA debit on its way (issue 49): neither paid nor payable, and it cannot be cancelled.
    return (
      <span className="purchase-status purchase-status--processing">
        <span className="purchase-status__label">Payment processing</span>
        <small className="purchase-status__detail">We are waiting for your bank</small>
      </span>
    );
  }
  if (kind === "awaiting-payment") {
    return (
      <span className="purchase-status purchase-status--actions">
        {purchase.holdUntil ? (
          <small className="purchase-status__detail">
            Pay by{" "}
            <time dateTime={new Date(purchase.holdUntil).toISOString()}>{payBy(purchase.holdUntil)}</time>
          </small>
        ) : null}
        <Link
          className="btn btn--small"
          to={`/dashboard/payment/${encodeURIComponent(purchase._id)}`}
          aria-label={`Pay for ${purchase.productName}`}
        >
          Pay
        </Link>
        <button
          type="button"
          className="btn btn--small btn--danger"
          aria-label={`Cancel ${purchase.productName}`}
          onClick={() => onCancel(purchase)}
        >
          Cancel
        </button>
      </span>
    );
  }
  return (
    <span className="purchase-status purchase-status--paid">
      <span className="purchase-status__label">Paid</span>
      {purchase.transactionId && (
        <small className="purchase-status__detail">
          Transaction id: <code>{purchase.transactionId}</code>
        </small>
      )}
    </span>
  );
}

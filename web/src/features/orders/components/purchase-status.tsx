import { Link } from "react-router-dom";
import { purchaseRowKind, type Purchase, type WithId } from "@shop/domain";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** The payment-status cell of a My Product row (spec §2 row rules, word for word). */
export function PurchaseStatus({
  purchase,
  onCancel,
}: {
  purchase: WithId<Purchase>;
  onCancel: (purchase: WithId<Purchase>) => void;
}) {
  const kind = purchaseRowKind(purchase);
  const { t, formatDateTime } = useMessages(ordersCatalogue);
  const path = useLocalePath();
  if (kind === "delivered") {
    const tracking = [purchase.carrier, purchase.trackingNumber].filter(Boolean).join(" ");
    return (
      <span className="purchase-status purchase-status--delivered">
        <span className="purchase-status__label">{t("status.delivered")}</span>
        {tracking && <small className="purchase-status__detail">{t("status.tracking", { tracking })}</small>}
      </span>
    );
  }
  if (kind === "refunded") {
    return (
      <span className="purchase-status purchase-status--refunded">
        <span className="purchase-status__label">{t("status.refunded")}</span>
      </span>
    );
  }
  if (kind === "expired" || kind === "cancelled") {
    const label = kind === "expired" ? t("status.expired") : t("status.cancelled");
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
        <span className="purchase-status__label">{t("status.processing")}</span>
        <small className="purchase-status__detail">{t("status.waitingBank")}</small>
      </span>
    );
  }
  if (kind === "awaiting-payment") {
    return (
      <span className="purchase-status purchase-status--actions">
        {purchase.holdUntil ? (
          <small className="purchase-status__detail">
            {t("status.payBy")}{" "}
            <time dateTime={new Date(purchase.holdUntil).toISOString()}>
              {formatDateTime(purchase.holdUntil)}
            </time>
          </small>
        ) : null}
        <Link
          className="btn btn--small"
          to={path(`/dashboard/payment/${encodeURIComponent(purchase._id)}`)}
          aria-label={t("status.payFor", { name: purchase.productName })}
        >
          {t("status.pay")}
        </Link>
        <button
          type="button"
          className="btn btn--small btn--danger"
          aria-label={t("status.cancelName", { name: purchase.productName })}
          onClick={() => onCancel(purchase)}
        >
          {t("status.cancel")}
        </button>
      </span>
    );
  }
  return (
    <span className="purchase-status purchase-status--paid">
      <span className="purchase-status__label">{t("status.paid")}</span>
      {purchase.transactionId && (
        <small className="purchase-status__detail">
          {t("status.transaction")} <code>{purchase.transactionId}</code>
        </small>
      )}
    </span>
  );
}

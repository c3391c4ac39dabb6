import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

/** Spec §8 success messages, with the transaction id (the PaymentIntent id). */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  const { t } = useMessages(paymentsCatalogue);
  return (
    <div className="payment-success" role="status">
      <h2>{t("success.title")}</h2>
      <p>{t("success.text")}</p>
      <p>
        {t("screen.transaction")} <code className="payment-success__id">{transactionId}</code>
      </p>
    </div>
  );
}

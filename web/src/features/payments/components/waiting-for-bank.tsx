import { Link } from "react-router-dom";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

/** The exact words of issue 49 (English) for an order whose payment the bank is still processing. */
export const WAITING_FOR_BANK = "We are waiting for your bank";
export const PAYMENT_DID_NOT_GO_THROUGH =
  "The payment did not go through: try again or choose another method";

/** A debit (SEPA) on its way: the pieces stay held; the customer is mailed when it is done. */
export function WaitingForBank() {
  const { t } = useMessages(paymentsCatalogue);
  const path = useLocalePath();
  return (
    <div className="payment-waiting" role="status">
      <h2>{t("return.waiting")}</h2>
      <p>{t("return.waitingText")}</p>
      <Link to={path("/dashboard")}>{t("screen.back")}</Link>
    </div>
  );
}

/** The last attempt failed: said above the form, in the page's language. */
export function PaymentDidNotGoThrough() {
  const { t } = useMessages(paymentsCatalogue);
  return (
    <p className="form-error" role="alert">
      {t("return.failed")}
    </p>
  );
}

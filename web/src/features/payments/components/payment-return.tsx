import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useRef, useState } from "react";
import { useRecordPayment } from "../api/record-payment";
import { useReturnedPaymentIntent } from "../api/get-returned-payment-intent";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";
import { PaymentSuccess } from "./payment-success";
import { WaitingForBank } from "./waiting-for-bank";

/** The order as the server knows it (polled by the page while the customer is back from the bank). */
export interface ReturnedOrder {
  state: "unpaid" | "processing" | "paid" | "cancelled" | "expired";
  transactionId: string | null;
  /** The purchase PATCH /purchase/:id records a succeeded payment on. */
  recordId: string;
  updatedAt: number;
}

/**
 * Back from a payment method that redirected (iDEAL, Bancontact), or a debit just submitted (SEPA):
 * Stripe appends `payment_intent`, `payment_intent_client_secret` and `redirect_status`, and the
 * page believes none of them. It shows the order as the server knows it — paid, or 'We are waiting
 * for your bank' once the webhook made it processing — and reads the PaymentIntent back from
 * Stripe only to know whether to wait (the webhook is on its way), to ask the server to record a
 * success (idempotent: the webhook may have come first), or to offer another try.
 */
export function PaymentReturn({
  stripe,
  clientSecret,
  order,
  onFailed,
}: {
  stripe: Stripe;
  clientSecret: string;
  order: ReturnedOrder;
  onFailed: () => void;
}) {
  const { t } = useMessages(paymentsCatalogue);
  const intent = useReturnedPaymentIntent(stripe, clientSecret, order.updatedAt);
  const { mutate: recordPayment } = useRecordPayment();
  const recorded = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const status = order.state === "unpaid" ? intent.data?.status : undefined;

  useEffect(() => {
    if (status === "succeeded" && intent.data && !recorded.current) {
      recorded.current = true;
      recordPayment(
        { purchaseId: order.recordId, transactionId: intent.data.id },
        { onError: (err) => setRefusal(err.message) },
      );
    } else if (status === "requires_payment_method" || status === "canceled") onFailed();
  }, [status, intent.data, order.recordId, recordPayment, onFailed]);

  if (order.state === "paid" && order.transactionId) {
    return <PaymentSuccess transactionId={order.transactionId} />;
  }
  if (order.state === "processing") return <WaitingForBank />;
  if (order.state === "cancelled" || order.state === "expired") {
    return <p role="status">{t("return.closed")}</p>;
  }
  const error = refusal ?? (intent.isError ? intent.error.message : null);
  if (error) {
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  }
  return <p role="status">{t("return.checking")}</p>;
}

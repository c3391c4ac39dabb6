import { useStripe } from "@stripe/react-stripe-js";
import { useEffect, useState } from "react";
import { useRecordPayment } from "../api/record-payment";
import { PaymentSuccess } from "./payment-success";

type ReturnState =
  { status: "checking" } | { status: "paid"; transactionId: string } | { status: "failed"; message: string };

/**
 * Back from a payment method that redirected: Stripe appends `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status`. The PaymentIntent is read back from
 * Stripe (the query string alone proves nothing) and the payment recorded; the page shows what
 * the server answered: paid once it recorded the payment, or its refusal (a refunded payment, a
 * second payment refunded, another purchase's), never the URL's or Stripe.js's claim alone.
 */
export function PaymentReturn({ purchaseId, clientSecret }: { purchaseId: string; clientSecret: string }) {
  const stripe = useStripe();
  const { mutateAsync: recordPayment } = useRecordPayment();
  const [state, setState] = useState<ReturnState>({ status: "checking" });
  useEffect(() => {
    if (!stripe) return;
    let active = true;
    void stripe.retrievePaymentIntent(clientSecret).then(({ paymentIntent, error }) => {
      if (!active) return;
      if (paymentIntent?.status === "succeeded") {
        const transactionId = paymentIntent.id;
        recordPayment({ purchaseId, transactionId }).then(
          () => active && setState({ status: "paid", transactionId }),
          (err: unknown) =>
            active &&
            setState({
              status: "failed",
              message: err instanceof Error ? err.message : "Your payment could not be recorded.",
            }),
        );
      } else {
        setState({
          status: "failed",
          message:
            error?.message ??
            paymentIntent?.last_payment_error?.message ??
            "Your payment was not completed. Please try again.",
        });
      }
    });
    return () => {
      active = false;
    };
  }, [stripe, clientSecret, purchaseId, recordPayment]);

  if (state.status === "paid") return <PaymentSuccess transactionId={state.transactionId} />;
  if (state.status === "failed") {
    return (
      <p className="form-error" role="alert">
        {state.message}
      </p>
    );
  }
  return <p role="status">Checking your payment…</p>;
}

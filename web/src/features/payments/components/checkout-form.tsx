import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api/api-client";
import { useRecordPayment } from "../api/record-payment";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

interface CheckoutFormProps {
  purchaseId: string;
  /** Where Stripe sends the customer back after a payment method that redirects. */
  returnUrl: string;
  /** Called with the PaymentIntent id once Stripe confirmed the payment. */
  onPaid: (transactionId: string) => void;
}

function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return fallback;
}

/**
 * Stripe's Payment Element for the purchase's PaymentIntent (created by the page): whatever
 * payment methods the Stripe account offers, nothing here limits them to cards. Confirms with
 * `redirect: "if_required"`: cards (3-D Secure included) finish on this page; methods that need
 * a redirect come back to `returnUrl`. The payment is then recorded (the webhook does it too).
 */
export function CheckoutForm({ purchaseId, returnUrl, onPaid }: CheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { mutateAsync: recordPayment } = useRecordPayment();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useMessages(paymentsCatalogue);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError(null);
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        setError(submitted.error.message ?? t("form.check"));
        return;
      }
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: "if_required",
      });
      if (result.error) {
        setError(result.error.message ?? t("form.anotherMethod"));
        return;
      }
      if (result.paymentIntent.status !== "succeeded") {
        setError(t("form.processing"));
        return;
      }
      const transactionId = result.paymentIntent.id;
      onPaid(transactionId);
      // The webhook records the payment too (idempotently), so a failure here loses nothing.
      await recordPayment({ purchaseId, transactionId }).catch(() => undefined);
    } catch (err) {
      setError(messageOf(err, t("form.failed")));
    } finally {
      setPaying(false);
    }
  }

  return (
    <form className="form payment-form" onSubmit={(e) => void pay(e)} noValidate>
      <div className="payment-form__card">
        <PaymentElement onReady={() => setReady(true)} onChange={() => setError(null)} />
      </div>
      <button className="btn" type="submit" disabled={!stripe || !ready || paying} aria-busy={paying}>
        {paying ? t("form.paying") : t("form.pay")}
      </button>
      {error && (
        <p className="form-error payment-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

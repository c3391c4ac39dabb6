import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { SHOP_NAME } from "@shop/domain";
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
  /** A payment Stripe has but not yet settled (a SEPA debit processing): the page follows it. */
  onSubmitted?: ((paymentIntent: { id: string; clientSecret: string }) => void) | undefined;
}

function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return fallback;
}

/**
 * Stripe's Payment Element for the purchase's PaymentIntent (created by the page): the methods
 * the server chose for the order (cards; in euros iDEAL, Bancontact and SEPA Direct Debit too).
 * Confirms with `redirect: "if_required"`: cards (3-D Secure included) finish on this page;
 * iDEAL and Bancontact go to the bank and come back to `returnUrl`; a SEPA debit comes back
 * `processing` and the page follows it (`onSubmitted`). A card payment is then recorded (the
 * webhook does it too).
 */
export function CheckoutForm({ purchaseId, returnUrl, onPaid, onSubmitted }: CheckoutFormProps) {
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
      const { status, id, client_secret: clientSecret } = result.paymentIntent;
      if (status !== "succeeded") {
        if (onSubmitted && clientSecret) onSubmitted({ id, clientSecret });
        else setError(t("form.processing"));
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
        <PaymentElement
          // The SEPA mandate names the business the customer authorises.
          options={{ business: { name: SHOP_NAME } }}
          onReady={() => setReady(true)}
          onChange={() => setError(null)}
        />
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

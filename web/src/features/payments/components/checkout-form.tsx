import { CardElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { StripeCardElementOptions } from "@stripe/stripe-js";
import { useState, type FormEvent } from "react";
import { ApiError } from "@/lib/api-client";
import { useCreatePaymentIntent } from "../api/create-payment-intent";
import { useRecordPayment } from "../api/record-payment";

const CARD_OPTIONS: StripeCardElementOptions = {
  hidePostalCode: true,
  style: { base: { fontSize: "16px", color: "#0f172a" }, invalid: { color: "#b91c1c" } },
};

interface CheckoutFormProps {
  purchaseId: string;
  buyerName: string;
  buyerEmail: string;
  /** Called with the PaymentIntent id once Stripe confirmed the payment. */
  onPaid: (transactionId: string) => void;
}

function messageOf(err: unknown): string {
  if (err instanceof ApiError || err instanceof Error) return err.message;
  return "The payment could not be completed. Please try again.";
}

/**
 * The card form: asks the API for the purchase's PaymentIntent, confirms it with the card and the
 * buyer's billing details (3-D Secure challenges are handled by Stripe.js), then records it.
 */
export function CheckoutForm({ purchaseId, buyerName, buyerEmail, onPaid }: CheckoutFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { mutateAsync: createPaymentIntent } = useCreatePaymentIntent();
  const { mutateAsync: recordPayment } = useRecordPayment();
  const [cardReady, setCardReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || paying) return;
    setPaying(true);
    setError(null);
    try {
      const { clientSecret } = await createPaymentIntent(purchaseId);
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: buyerName, email: buyerEmail } },
      });
      if (result.error) {
        setError(result.error.message ?? "Your card could not be charged. Please try another card.");
        return;
      }
      if (result.paymentIntent.status !== "succeeded") {
        setError("Your payment is still being processed. Check your purchases again in a moment.");
        return;
      }
      const transactionId = result.paymentIntent.id;
      onPaid(transactionId);
      // The webhook records the payment too (idempotently), so a failure here loses nothing.
      await recordPayment({ purchaseId, transactionId }).catch(() => undefined);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setPaying(false);
    }
  }

  return (
    <form className="form payment-form" onSubmit={(e) => void pay(e)} noValidate>
      <div className="payment-form__card">
        <CardElement
          options={CARD_OPTIONS}
          onReady={() => setCardReady(true)}
          onChange={() => setError(null)}
        />
      </div>
      <button className="btn" type="submit" disabled={!stripe || !cardReady || paying} aria-busy={paying}>
        {paying ? "Paying…" : "Pay"}
      </button>
      {error && (
        <p className="form-error payment-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

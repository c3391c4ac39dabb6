import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { formatDollars } from "@shop/domain";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { usePurchase } from "../api/get-purchase";
import { usePaymentIntent } from "../api/create-payment-intent";
import { CheckoutForm } from "../components/checkout-form";
import { PaymentReturn } from "../components/payment-return";
import { PaymentSuccess } from "../components/payment-success";
import { getStripe } from "../stripe/load-stripe";
import "../components/payment.css";

type StripeLoad =
  { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "error"; message: string };

function useStripeInstance(): StripeLoad {
  const [state, setState] = useState<StripeLoad>({ status: "loading" });
  useEffect(() => {
    let active = true;
    getStripe().then(
      (stripe) => {
        if (!active) return;
        setState(
          stripe
            ? { status: "ready", stripe }
            : { status: "error", message: "Card payments could not be loaded. Please reload the page." },
        );
      },
      (err: unknown) => {
        if (active) setState({ status: "error", message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

const APPEARANCE = { theme: "stripe" as const, variables: { colorPrimary: "#0f172a", fontSizeBase: "16px" } };

/** /dashboard/payment/:id — pay an unpaid purchase (spec §2 "Payment page"), and the return from a redirect. */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const returnSecret = params.get("redirect_status") ? params.get("payment_intent_client_secret") : null;
  const purchase = usePurchase(id);
  const stripe = useStripeInstance();
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const payable = purchase.status === "success" && purchase.data.state === "unpaid" && !returnSecret;
  const secret = usePaymentIntent(id, payable);

  if (purchase.isPending) return <Spinner label="Loading your purchase" />;
  if (purchase.isLoadingError) {
    return (
      <section className="page page--narrow">
        <h1>Payment</h1>
        <p className="load-error" role="alert">
          {purchase.error.message}
        </p>
        <Link to="/dashboard">Back to my purchases</Link>
      </section>
    );
  }

  const p = purchase.data;
  const alreadyPaid = p.paid || p.state === "paid" || p.state === "shipped" || p.state === "refunded";
  const returnUrl = `${window.location.origin}/dashboard/payment/${encodeURIComponent(p._id)}`;
  return (
    <section className="page page--narrow payment">
      <h1>Hello, {p.userName}</h1>
      <p>Pay for {p.productName}</p>
      <p className="payment-summary__amount">{formatDollars(p.priceCents)}</p>
      {paidWith ? (
        <PaymentSuccess transactionId={paidWith} />
      ) : returnSecret && stripe.status === "ready" ? (
        <Elements stripe={stripe.stripe}>
          <PaymentReturn purchaseId={p._id} clientSecret={returnSecret} />
        </Elements>
      ) : alreadyPaid ? (
        <div role="status">
          <p>This purchase is already paid.</p>
          {p.transactionId && (
            <p>
              Transaction id: <code className="payment-success__id">{p.transactionId}</code>
            </p>
          )}
          <Link to="/dashboard">Back to my purchases</Link>
        </div>
      ) : p.state === "cancelled" ? (
        <p role="status">This purchase was cancelled and cannot be paid.</p>
      ) : p.state === "expired" ? (
        <p role="status">This order expired and its pieces went back to stock; please order again.</p>
      ) : stripe.status === "error" ? (
        <p className="load-error" role="alert">
          {stripe.message}
        </p>
      ) : secret.status === "error" ? (
        <p className="load-error" role="alert">
          {secret.error.message}
        </p>
      ) : stripe.status === "loading" || secret.status === "pending" ? (
        <Spinner label="Loading the payment form" />
      ) : (
        <Elements
          stripe={stripe.stripe}
          options={{ clientSecret: secret.data.clientSecret, appearance: APPEARANCE }}
        >
          <CheckoutForm purchaseId={p._id} returnUrl={returnUrl} onPaid={setPaidWith} />
        </Elements>
      )}
    </section>
  );
}

import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { formatDollars } from "@shop/domain/money";
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { usePurchase } from "../api/get-purchase";
import { CheckoutForm } from "../components/checkout-form";
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

/** /dashboard/payment/:id — pay an unpaid purchase by card (spec §2 "Payment page"). */
export function Component() {
  const { id = "" } = useParams();
  const purchase = usePurchase(id);
  const stripe = useStripeInstance();
  const [paidWith, setPaidWith] = useState<string | null>(null);

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
  const alreadyPaid = p.paid || p.state === "paid" || p.state === "shipped";
  return (
    <section className="page page--narrow payment">
      <h1>Hello, {p.userName}</h1>
      <p>Pay for {p.productName}</p>
      <p className="payment-summary__amount">{formatDollars(p.priceCents)}</p>
      {paidWith ? (
        <PaymentSuccess transactionId={paidWith} />
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
      ) : stripe.status === "error" ? (
        <p className="load-error" role="alert">
          {stripe.message}
        </p>
      ) : stripe.status === "loading" ? (
        <Spinner label="Loading the card form" />
      ) : (
        <Elements stripe={stripe.stripe}>
          <CheckoutForm
            purchaseId={p._id}
            buyerName={p.userName}
            buyerEmail={p.userEmail}
            onPaid={setPaidWith}
          />
        </Elements>
      )}
    </section>
  );
}

import { Elements } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { useCurrency } from "@/lib/currency";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { CheckoutForm } from "./checkout-form";
import { PaymentReturn, type ReturnedOrder } from "./payment-return";
import { PaymentSuccess } from "./payment-success";
import { PaymentDidNotGoThrough, WaitingForBank } from "./waiting-for-bank";
import { getStripe } from "../stripe/load-stripe";
import "./payment.css";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

export type StripeLoad =
  { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "error"; message: string };

/** Stripe.js, loaded once per page (called by the route before anything else, so a failure is always handled). */
export function useStripeInstance(): StripeLoad {
  const [state, setState] = useState<StripeLoad>({ status: "loading" });
  const { t } = useMessages(paymentsCatalogue);
  useEffect(() => {
    let active = true;
    getStripe().then(
      (stripe) => {
        if (!active) return;
        setState(
          stripe ? { status: "ready", stripe } : { status: "error", message: t("screen.stripeFailed") },
        );
      },
      (err: unknown) => {
        if (active) setState({ status: "error", message: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => {
      active = false;
    };
  }, [t]);
  return state;
}

const APPEARANCE = { theme: "stripe" as const, variables: { colorPrimary: "#0f172a", fontSizeBase: "16px" } };

/** What the payment page shows and pays: a purchase ordered on its own, or an order of several. */
export interface Payable {
  userName: string;
  /** "Pay for Gimbal X1 Bundle" / "Pay for Gimbal X1 Bundle, Gimbal X12 Bundle". */
  productNames: string;
  amountCents: number;
  /** The order's currency (absent: usd). */
  currency?: string | undefined;
  state: "unpaid" | "processing" | "paid" | "cancelled" | "expired";
  /** The last attempt failed (a declined card, a failed debit, a bank page's "fail"): say so above the form. */
  lastAttemptFailed: boolean;
  transactionId: string | null;
  /** The purchase PATCH /purchase/:id records the payment on (for an order, any of its lines). */
  recordId: string;
  /** Where Stripe sends the customer back after a payment method that redirects. */
  returnUrl: string;
  what: "purchase" | "order";
}

/** Back from a redirect (or a debit just submitted): the client secret Stripe returned, and the order. */
export interface Returning {
  clientSecret: string;
  order: ReturnedOrder;
  /** Stripe says the attempt failed: the page offers the form again. */
  onFailed: () => void;
}

/** The payment page's body (spec §2 "Payment page"), and the return from a redirect. */
export function PaymentScreen({
  payable: p,
  stripe,
  returning,
  secret,
  onRetry,
  onSubmitted,
}: {
  payable: Payable;
  stripe: StripeLoad;
  returning: Returning | null;
  /** A payment left pending at Stripe (a debit processing): the page follows it as a return. */
  onSubmitted?: (paymentIntent: { id: string; clientSecret: string }) => void;
  secret:
    | { status: "pending" }
    | { status: "error"; error: Error }
    | { status: "success"; data: { clientSecret: string } };
  /** Asks for the payment form again after its loading failed (the payment service not answering). */
  onRetry?: () => void;
}) {
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const { format } = useCurrency();
  const { t, locale } = useMessages(paymentsCatalogue);
  const path = useLocalePath();
  return (
    <section className="page page--narrow payment">
      <h1>{t("screen.hello", { name: p.userName })}</h1>
      <p>{t("screen.payFor", { names: p.productNames })}</p>
      <p className="payment-summary__amount">{format(p.amountCents, p.currency ?? "usd")}</p>
      {paidWith ? (
        <PaymentSuccess transactionId={paidWith} />
      ) : returning && stripe.status === "ready" ? (
        <PaymentReturn
          stripe={stripe.stripe}
          clientSecret={returning.clientSecret}
          order={returning.order}
          onFailed={returning.onFailed}
        />
      ) : p.state === "processing" ? (
        <WaitingForBank />
      ) : p.state === "paid" ? (
        <div role="status">
          <p>{t("screen.alreadyPaid", { what: p.what })}</p>
          {p.transactionId && (
            <p>
              {t("screen.transaction")} <code className="payment-success__id">{p.transactionId}</code>
            </p>
          )}
          <Link to={path("/dashboard")}>{t("screen.back")}</Link>
        </div>
      ) : p.state === "cancelled" ? (
        <p role="status">{t("screen.cancelled", { what: p.what })}</p>
      ) : p.state === "expired" ? (
        <p role="status">{t("screen.expired")}</p>
      ) : stripe.status === "error" ? (
        <p className="load-error" role="alert">
          {stripe.message}
        </p>
      ) : secret.status === "error" ? (
        <>
          <p className="load-error" role="alert">
            {secret.error.message}
          </p>
          {onRetry && (
            <button type="button" className="btn" onClick={onRetry}>
              {t("screen.tryAgain")}
            </button>
          )}
        </>
      ) : stripe.status === "loading" || secret.status === "pending" ? (
        <Spinner label={t("screen.loadingForm")} />
      ) : (
        <>
          {p.lastAttemptFailed && <PaymentDidNotGoThrough />}
          <Elements
            stripe={stripe.stripe}
            options={{ clientSecret: secret.data.clientSecret, appearance: APPEARANCE, locale }}
          >
            <CheckoutForm
              purchaseId={p.recordId}
              returnUrl={p.returnUrl}
              onPaid={setPaidWith}
              onSubmitted={onSubmitted}
            />
          </Elements>
        </>
      )}
    </section>
  );
}

/** Loading failed: say why, and the way back. */
export function PaymentLoadError({ message }: { message: string }) {
  const { t } = useMessages(paymentsCatalogue);
  const path = useLocalePath();
  return (
    <section className="page page--narrow">
      <h1>{t("screen.title")}</h1>
      <p className="load-error" role="alert">
        {message}
      </p>
      <Link to={path("/dashboard")}>{t("screen.back")}</Link>
    </section>
  );
}

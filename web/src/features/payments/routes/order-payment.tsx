import { isPurchasePageOrder, type OrderAnswer } from "@shop/domain";
import { useCallback } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";
import { useOrderPaymentIntent } from "../api/create-order-payment-intent";
import { ORDER_POLL_MS, useOrder } from "../api/get-order";
import {
  PaymentLoadError,
  PaymentScreen,
  useStripeInstance,
  type Payable,
} from "../components/payment-screen";

type ShownState = Payable["state"];

/** The order's state as the payment page shows it (everything after payment is "paid"). */
function shownState(state: OrderAnswer["state"]): ShownState {
  return state === "unpaid" || state === "processing" || state === "cancelled" || state === "expired"
    ? state
    : "paid";
}

/**
 * /dashboard/payment/order/:orderId — pay an order with one payment (spec §2 "Payment page"): the
 * purchase page's order of one product or the cart's of several. Back from a bank's page (or a
 * debit just submitted) the URL carries `payment_intent_client_secret`: the page then follows the
 * order as the server knows it, asking again every few seconds until the webhook has decided.
 */
export function Component() {
  const { orderId = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const stripe = useStripeInstance();
  const returnSecret = params.get("payment_intent") ? params.get("payment_intent_client_secret") : null;
  const order = useOrder(orderId, (o) =>
    o.state === "processing"
      ? ORDER_POLL_MS.processing
      : returnSecret && o.state === "unpaid"
        ? ORDER_POLL_MS.returning
        : false,
  );
  const payable = order.status === "success" && order.data.state === "unpaid" && !returnSecret;
  const secret = useOrderPaymentIntent(orderId, payable);
  const { t } = useMessages(paymentsCatalogue);
  const path = useLocalePath();
  const here = location.pathname;
  // Stripe says the attempt failed: the form again, with the reason above it (no query string left).
  const onFailed = useCallback(
    () => void navigate(here, { replace: true, state: { paymentFailed: true } }),
    [navigate, here],
  );
  const onSubmitted = useCallback(
    ({ id, clientSecret }: { id: string; clientSecret: string }) => {
      const query = new URLSearchParams({ payment_intent: id, payment_intent_client_secret: clientSecret });
      void navigate(`${here}?${query.toString()}`, { replace: true });
    },
    [navigate, here],
  );

  if (order.isPending) return <Spinner label={t("route.loadingOrder")} />;
  if (order.isLoadingError) return <PaymentLoadError message={order.error.message} />;
  const o = order.data;
  const state = shownState(o.state);
  const failedHere = (location.state as { paymentFailed?: boolean } | null)?.paymentFailed === true;
  return (
    <PaymentScreen
      stripe={stripe}
      returning={
        returnSecret
          ? {
              clientSecret: returnSecret,
              order: {
                state,
                transactionId: o.transactionId,
                recordId: o.purchaseIds[0] ?? "",
                updatedAt: o.updatedAt,
              },
              onFailed,
            }
          : null
      }
      secret={secret}
      onRetry={() => void secret.refetch()}
      onSubmitted={onSubmitted}
      payable={{
        what: isPurchasePageOrder(o) ? "purchase" : "order",
        userName: o.userName,
        productNames: o.lines.map((l) => l.productName).join(", "),
        amountCents: o.totalCents,
        currency: o.currency,
        state,
        lastAttemptFailed: failedHere || Boolean(o.lastPaymentError),
        transactionId: o.transactionId,
        recordId: o.purchaseIds[0] ?? "",
        returnUrl: `${window.location.origin}${path(`/dashboard/payment/order/${encodeURIComponent(o._id)}`)}`,
      }}
    />
  );
}

import { isPurchasePageOrder } from "@shop/domain";
import { useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { useOrderPaymentIntent } from "../api/create-order-payment-intent";
import { useOrder } from "../api/get-order";
import { PaymentLoadError, PaymentScreen, useStripeInstance } from "../components/payment-screen";

import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

/**
 * /dashboard/payment/order/:orderId — pay an order with one payment (spec §2 "Payment page"): the
 * purchase page's order of one product or the cart's of several; and the return from a redirect.
 */
export function Component() {
  const { orderId = "" } = useParams();
  const [params] = useSearchParams();
  const stripe = useStripeInstance();
  const returnSecret = params.get("redirect_status") ? params.get("payment_intent_client_secret") : null;
  const order = useOrder(orderId);
  const payable = order.status === "success" && order.data.state === "unpaid" && !returnSecret;
  const secret = useOrderPaymentIntent(orderId, payable);
  const { t } = useMessages(paymentsCatalogue);
  const path = useLocalePath();

  if (order.isPending) return <Spinner label={t("route.loadingOrder")} />;
  if (order.isLoadingError) return <PaymentLoadError message={order.error.message} />;
  const o = order.data;
  const state = o.state === "unpaid" || o.state === "cancelled" || o.state === "expired" ? o.state : "paid";
  return (
    <PaymentScreen
      stripe={stripe}
      returnSecret={returnSecret}
      secret={secret}
      onRetry={() => void secret.refetch()}
      payable={{
        what: isPurchasePageOrder(o) ? "purchase" : "order",
        userName: o.userName,
        productNames: o.lines.map((l) => l.productName).join(", "),
        amountCents: o.totalCents,
        currency: o.currency,
        state,
        transactionId: o.transactionId,
        recordId: o.purchaseIds[0] ?? "",
        returnUrl: `${window.location.origin}${path(`/dashboard/payment/order/${encodeURIComponent(o._id)}`)}`,
      }}
    />
  );
}

import { useParams, useSearchParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { usePaymentIntent } from "../api/create-payment-intent";
import { usePurchase } from "../api/get-purchase";
import { PaymentLoadError, PaymentScreen, useStripeInstance } from "../components/payment-screen";

/** /dashboard/payment/:id — pay an unpaid purchase (spec §2 "Payment page"), and the return from a redirect. */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const stripe = useStripeInstance();
  const returnSecret = params.get("redirect_status") ? params.get("payment_intent_client_secret") : null;
  const purchase = usePurchase(id);
  const payable = purchase.status === "success" && purchase.data.state === "unpaid" && !returnSecret;
  const secret = usePaymentIntent(id, payable);

  if (purchase.isPending) return <Spinner label="Loading your purchase" />;
  if (purchase.isLoadingError) return <PaymentLoadError message={purchase.error.message} />;
  const p = purchase.data;
  const paid = p.paid || p.state === "paid" || p.state === "shipped" || p.state === "refunded";
  return (
    <PaymentScreen
      stripe={stripe}
      returnSecret={returnSecret}
      secret={secret}
      payable={{
        what: "purchase",
        userName: p.userName,
        productNames: p.productName,
        amountCents: p.priceCents,
        state: paid
          ? "paid"
          : p.state === "cancelled"
            ? "cancelled"
            : p.state === "expired"
              ? "expired"
              : "unpaid",
        transactionId: p.transactionId,
        recordId: p._id,
        returnUrl: `${window.location.origin}/dashboard/payment/${encodeURIComponent(p._id)}`,
      }}
    />
  );
}

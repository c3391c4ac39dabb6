import { Navigate, useLocation, useParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { usePurchase } from "../api/get-purchase";
import { PaymentLoadError } from "../components/payment-screen";

import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { paymentsCatalogue } from "../messages/catalogue";

/**
 * /dashboard/payment/:id (spec §2: My Product's Pay) — every purchase is a line of an order, paid
 * with its order: this opens the order's payment page (a redirect's query string goes along).
 */
export function Component() {
  const { id = "" } = useParams();
  const { search } = useLocation();
  const purchase = usePurchase(id);
  const { t } = useMessages(paymentsCatalogue);
  const path = useLocalePath();
  if (purchase.isPending) return <Spinner label={t("route.loadingPurchase")} />;
  if (purchase.isLoadingError) return <PaymentLoadError message={purchase.error.message} />;
  const orderId = purchase.data.orderId;
  if (!orderId) return <PaymentLoadError message={t("route.noOrder")} />;
  return <Navigate replace to={path(`/dashboard/payment/order/${encodeURIComponent(orderId)}${search}`)} />;
}

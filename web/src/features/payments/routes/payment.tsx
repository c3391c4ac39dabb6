import { Navigate, useLocation, useParams } from "react-router-dom";
import { Spinner } from "@/components/ui/spinner";
import { usePurchase } from "../api/get-purchase";
import { PaymentLoadError } from "../components/payment-screen";

/**
 * /dashboard/payment/:id (spec §2: My Product's Pay) — every purchase is a line of an order, paid
 * with its order: this opens the order's payment page (a redirect's query string goes along).
 */
export function Component() {
  const { id = "" } = useParams();
  const { search } = useLocation();
  const purchase = usePurchase(id);
  if (purchase.isPending) return <Spinner label="Loading your purchase" />;
  if (purchase.isLoadingError) return <PaymentLoadError message={purchase.error.message} />;
  const orderId = purchase.data.orderId;
  if (!orderId) return <PaymentLoadError message="This purchase has no order to pay" />;
  return <Navigate replace to={`/dashboard/payment/order/${encodeURIComponent(orderId)}${search}`} />;
}

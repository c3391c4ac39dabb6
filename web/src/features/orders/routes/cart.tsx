import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "react-toastify";
import { PageHead } from "@/components/head/page-head";
import { Spinner } from "@/components/ui/spinner";
import { useCart } from "../api/cart/get-cart";
import { usePlaceOrder } from "../api/checkout/place-order";
import { CartLines } from "../components/cart-lines";
import { useSavedContact } from "../api/checkout/get-saved-contact";
import { CheckoutForm } from "../components/checkout-form";
import "../orders.css";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** /cart — the signed-in customer's cart and its checkout (login required; the route guard sees to that). */
export function Component() {
  const { t } = useMessages(ordersCatalogue);
  return (
    <>
      <PageHead title={t("cart.head")} noindex />
      <CartScreen />
    </>
  );
}

function CartScreen() {
  const [promoCode, setPromoCode] = useState("");
  const cart = useCart(promoCode);
  const { mutateAsync: placeOrder } = usePlaceOrder();
  const saved = useSavedContact();
  const navigate = useNavigate();
  const path = useLocalePath();
  const { t } = useMessages(ordersCatalogue);

  if (cart.isPending) return <Spinner label={t("cart.loading")} />;
  if (cart.isLoadingError) {
    return (
      <section className="page page--narrow">
        <h1>{t("cart.title")}</h1>
        <p className="load-error" role="alert">
          {cart.error.message}
        </p>
        <button type="button" className="btn" onClick={() => void cart.refetch()}>
          {t("common.tryAgain")}
        </button>
      </section>
    );
  }
  const c = cart.data;
  if (c.lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1>{t("cart.title")}</h1>
        <p>{t("cart.empty")}</p>
        <Link className="btn" to={path("/shop")}>
          {t("common.toShop")}
        </Link>
      </section>
    );
  }
  return (
    <section className="page cart">
      <h1>{t("cart.title")}</h1>
      <CartLines lines={c.lines} currency={c.currency} />
      <h2>{t("cart.checkout")}</h2>
      <CheckoutForm
        cart={c}
        saved={saved.data}
        onApplyCode={setPromoCode}
        placeOrder={async ({ address, phone, taxId }) => {
          const placed = await placeOrder({
            items: c.lines.map((l) => ({
              productId: l.productId,
              variantId: l.variantId,
              quantity: l.quantity,
            })),
            address,
            phone,
            currency: c.currency,
            ...(taxId ? { taxId } : {}),
            ...(c.promoCode ? { promoCode: c.promoCode } : {}),
          });
          toast.success(t("purchase.loaded"));
          void navigate(path(`/dashboard/payment/order/${encodeURIComponent(placed.orderId)}`));
        }}
      />
    </section>
  );
}

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

/** /cart — the signed-in customer's cart and its checkout (login required; the route guard sees to that). */
export function Component() {
  return (
    <>
      <PageHead title="Your Cart | Gimbal" noindex />
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

  if (cart.isPending) return <Spinner label="Loading your cart" />;
  if (cart.isLoadingError) {
    return (
      <section className="page page--narrow">
        <h1>Your Cart</h1>
        <p className="load-error" role="alert">
          {cart.error.message}
        </p>
        <button type="button" className="btn" onClick={() => void cart.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const c = cart.data;
  if (c.lines.length === 0) {
    return (
      <section className="page page--narrow">
        <h1>Your Cart</h1>
        <p>Your cart is empty.</p>
        <Link className="btn" to="/shop">
          Go to the shop
        </Link>
      </section>
    );
  }
  return (
    <section className="page cart">
      <h1>Your Cart</h1>
      <CartLines lines={c.lines} currency={c.currency} />
      <h2>Checkout</h2>
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
          toast.success("Order Purchase");
          void navigate(`/dashboard/payment/order/${encodeURIComponent(placed.orderId)}`);
        }}
      />
    </section>
  );
}

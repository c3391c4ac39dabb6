import { useEffect } from "react";
import { NavLink } from "react-router-dom";
import { useCartCount } from "@/lib/cart-count";
import { loadCartCount } from "../api/cart/get-cart-count";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/**
 * The header's Cart link with the number of lines, for a signed-in customer. Loaded only once
 * someone is signed in (the header imports it lazily), so `/` loads none of it.
 */
export default function CartLink({ onClick }: { onClick?: () => void }) {
  const count = useCartCount();
  const { t } = useMessages(ordersCatalogue);
  const path = useLocalePath();
  useEffect(() => {
    if (count === null) void loadCartCount().catch(() => undefined);
  }, [count]);
  // The count is part of the link's text (no aria-label: the visible text stays in its name).
  return (
    <NavLink to={path("/cart")} onClick={onClick}>
      {t("nav.cart")}
      {count ? (
        <span className="navbar__badge">
          <span className="visually-hidden">, </span>
          {count}
          <span className="visually-hidden"> {t("nav.cartLines", { count })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

import { useEffect } from "react";
import { NavLink } from "react-router-dom";
import { useCartCount } from "@/lib/cart-count";
import { loadCartCount } from "../api/get-cart-count";

/**
 * The header's Cart link with the number of lines, for a signed-in customer. Loaded only once
 * someone is signed in (the header imports it lazily), so `/` loads none of it.
 */
export default function CartLink({ onClick }: { onClick?: () => void }) {
  const count = useCartCount();
  useEffect(() => {
    if (count === null) void loadCartCount().catch(() => undefined);
  }, [count]);
  return (
    <NavLink
      to="/cart"
      onClick={onClick}
      aria-label={count ? `Cart, ${count} ${count === 1 ? "line" : "lines"}` : "Cart"}
    >
      Cart
      {count ? (
        <span className="navbar__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

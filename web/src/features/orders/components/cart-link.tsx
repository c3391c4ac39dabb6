import { useEffect } from "react";
import { NavLink } from "react-router-dom";
import { useCartCount } from "@/lib/cart-count";
import { loadCartCount } from "../api/cart/get-cart-count";

/**
 * The header's Cart link with the number of lines, for a signed-in customer. Loaded only once
 * someone is signed in (the header imports it lazily), so `/` loads none of it.
 */
export default function CartLink({ onClick }: { onClick?: () => void }) {
  const count = useCartCount();
  useEffect(() => {
    if (count === null) void loadCartCount().catch(() => undefined);
  }, [count]);
  // The count is part of the link's text (no aria-label: the visible text stays in its name).
  return (
    <NavLink to="/cart" onClick={onClick}>
      Cart
      {count ? (
        <span className="navbar__badge">
          <span className="visually-hidden">, </span>
          {count}
          <span className="visually-hidden"> {count === 1 ? "line" : "lines"}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

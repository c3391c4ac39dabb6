import { useState } from "react";
import { toast } from "react-toastify";
import type { CartLine } from "@shop/domain";
import { useCurrency } from "@/lib/currency";
import { useRemoveFromCart } from "../api/cart/remove-from-cart";
import { useSetCartQuantity } from "../api/cart/set-cart-quantity";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** One line of the cart: image, name, unit price, quantity (editable), line total, Remove. */
function CartRow({ line, currency }: { line: CartLine; currency: string }) {
  const { format } = useCurrency();
  const { t } = useMessages(ordersCatalogue);
  const [quantity, setQuantity] = useState(String(line.quantity));
  const setCartQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();
  const name = line.name ?? t("cart.noLongerSold");

  function save() {
    const next = Number(quantity);
    if (!Number.isInteger(next) || next === line.quantity) return;
    setCartQuantity.mutate(
      { productId: line.productId, variantId: line.variantId, quantity: next },
      {
        onError: (err) => {
          toast.error(err.message);
          setQuantity(String(line.quantity));
        },
      },
    );
  }

  return (
    <li className="cart-line">
      {line.image ? (
        <img src={line.image} alt="" width="96" height="72" />
      ) : (
        <span className="cart-line__image" />
      )}
      <div className="cart-line__what">
        <strong>{name}</strong>
        {line.sku && line.variantId && line.variantId !== "default" && <span>SKU {line.sku}</span>}
        {line.unitPriceCents !== null && (
          <span>{t("cart.each", { price: format(line.unitPriceCents, currency) })}</span>
        )}
        {line.message && (
          <span className="form-error" role="alert">
            {line.message}
          </span>
        )}
      </div>
      <label className="cart-line__quantity">
        {t("form.quantity")}
        <input
          type="number"
          inputMode="numeric"
          min={(line.minimumOrder ?? 0) + 1}
          step={1}
          value={quantity}
          disabled={!line.name}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={save}
          onKeyDown={(e) => {
            if (e.key === "Enter") save();
          }}
        />
      </label>
      <span className="cart-line__total">
        {line.lineCents !== null ? format(line.lineCents, currency) : "—"}
      </span>
      <button
        type="button"
        className="btn btn--small btn--ghost"
        aria-label={t("cart.removeName", { name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(
            { productId: line.productId, variantId: line.variantId },
            { onError: (err) => toast.error(err.message) },
          )
        }
      >
        {t("cart.remove")}
      </button>
    </li>
  );
}

export function CartLines({ lines, currency }: { lines: CartLine[]; currency: string }) {
  const { t } = useMessages(ordersCatalogue);
  return (
    <ul className="cart-lines" aria-label={t("cart.lines")}>
      {lines.map((l) => (
        <CartRow key={`${l.productId}-${l.variantId ?? ""}-${l.quantity}`} line={l} currency={currency} />
      ))}
    </ul>
  );
}

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatDollars, type CartAnswer } from "@shop/domain";
import { ContactFields, contactSchema, type Contact } from "./contact-fields";

export interface CheckoutFormProps {
  cart: CartAnswer;
  /** The code being tried (the totals above come from the server with it). */
  onApplyCode: (code: string) => void;
  placeOrder: (contact: Contact) => Promise<void>;
}

/** Address, phone, the promo code with Apply, the server's totals, and Place Order. */
export function CheckoutForm({ cart, onApplyCode, placeOrder }: CheckoutFormProps) {
  const [code, setCode] = useState(cart.promoCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Contact>({ resolver: zodResolver(contactSchema), defaultValues: { address: "", phone: "" } });

  const submit = async (contact: Contact) => {
    setError(null);
    try {
      await placeOrder(contact);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Your order could not be placed. Please try again.");
    }
  };

  return (
    <form className="form checkout" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <ContactFields
        address={register("address")}
        phone={register("phone")}
        errors={{ address: errors.address?.message, phone: errors.phone?.message }}
      />
      <div className="checkout__code">
        <label>
          Promo code
          <input
            value={code}
            autoComplete="off"
            aria-describedby={cart.promoError ? "checkout-code-error" : undefined}
            aria-invalid={cart.promoError ? true : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <button type="button" className="btn btn--ghost" onClick={() => onApplyCode(code.trim())}>
          Apply
        </button>
      </div>
      {cart.promoError && (
        <span id="checkout-code-error" className="field-error" role="alert">
          {cart.promoError}
        </span>
      )}
      <dl className="checkout__totals" aria-live="polite">
        <dt>Subtotal</dt>
        <dd>{formatDollars(cart.subtotalCents)}</dd>
        {cart.discountCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatDollars(cart.discountCents)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd>
          <strong>{formatDollars(cart.totalCents)}</strong>
        </dd>
      </dl>
      {(error ?? cart.checkoutBlocked) && (
        <p className="form-error" role="alert">
          {error ?? cart.checkoutBlocked}
        </p>
      )}
      <button type="submit" className="btn" disabled={isSubmitting || cart.checkoutBlocked !== null}>
        {isSubmitting ? "Placing order…" : "Place Order"}
      </button>
    </form>
  );
}

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { CartAnswer } from "@shop/domain";
import { useOrderQuote } from "../api/checkout/quote-order";
import {
  ContactFields,
  contactSchema,
  emptyContact,
  type Contact,
  type ContactValues,
  type SavedContact,
} from "@/components/address-fields";
import { OrderTotals } from "./order-totals";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

export interface CheckoutFormProps {
  cart: CartAnswer;
  /** The customer's last address and phone (their profile's): fills the fieldset until edited. */
  saved?: SavedContact | undefined;
  /** The code being tried (the totals above come from the server with it). */
  onApplyCode: (code: string) => void;
  placeOrder: (contact: Contact) => Promise<void>;
}

/** The Address fieldset, the promo code with Apply, the server's totals (Shipping and Tax once the destination is known), and Place Order. */
export function CheckoutForm({ cart, saved, onApplyCode, placeOrder }: CheckoutFormProps) {
  const [code, setCode] = useState(cart.promoCode ?? "");
  const [error, setError] = useState<string | null>(null);
  const { t } = useMessages(ordersCatalogue);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ContactValues, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyContact(saved),
  });
  // The profile's address arrives after the first render: it fills the fieldset if still untouched.
  useEffect(() => {
    if (saved?.address && !isDirty) reset(emptyContact(saved));
  }, [saved, isDirty, reset]);
  const [address, taxId] = useWatch({ control, name: ["address", "taxId"] });
  // Each line's variant goes with it (issue 48; absent: the product's default one).
  const items = cart.lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    quantity: l.quantity,
  }));
  const quote = useOrderQuote(items, address, {
    promoCode: cart.promoCode,
    taxId,
    currency: cart.currency,
  });

  const submit = async (contact: Contact) => {
    setError(null);
    try {
      await placeOrder(contact);
    } catch (err) {
      setError(err instanceof Error ? err.message : t("form.notPlaced"));
    }
  };

  return (
    <form className="form checkout" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
      <ContactFields register={register} errors={errors} country={address.country ?? ""} />
      <div className="checkout__code">
        <label>
          {t("checkout.promoCode")}
          <input
            value={code}
            autoComplete="off"
            aria-describedby={cart.promoError ? "checkout-code-error" : undefined}
            aria-invalid={cart.promoError ? true : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </label>
        <button type="button" className="btn btn--ghost" onClick={() => onApplyCode(code.trim())}>
          {t("checkout.apply")}
        </button>
      </div>
      {cart.promoError && (
        <span id="checkout-code-error" className="field-error" role="alert">
          {cart.promoError}
        </span>
      )}
      <OrderTotals
        currency={cart.currency}
        subtotalCents={cart.subtotalCents}
        discountCents={cart.discountCents}
        totalCents={cart.totalCents}
        quote={quote.data}
      />
      {quote.error && (
        <p className="form-error" role="alert">
          {quote.error.message}
        </p>
      )}
      {(error ?? cart.checkoutBlocked) && (
        <p className="form-error" role="alert">
          {error ?? cart.checkoutBlocked}
        </p>
      )}
      <button type="submit" className="btn" disabled={isSubmitting || cart.checkoutBlocked !== null}>
        {isSubmitting ? t("form.placing") : t("form.placeOrder")}
      </button>
    </form>
  );
}

import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "react-toastify";
import { z } from "zod";
import {
  checkPhone,
  quantityRefusal,
  PURCHASE_QUANTITY_MESSAGE,
  purchasePriceCents,
  type Product,
  type ProductVariant,
  type PurchaseOrderInput,
  type WithId,
} from "@shop/domain";
import { useCurrency, useProductPrice } from "@/lib/currency";
import { useOrderQuote } from "../api/checkout/quote-order";
import { ContactFields, contactSchema, emptyContact, type SavedContact } from "@/components/address-fields";
import { OrderTotals } from "./order-totals";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

const formSchema = z.object({ ...contactSchema.shape, quantity: z.string() }).superRefine(checkPhone);
type PurchaseFormInput = z.input<typeof formSchema>;
type PurchaseFormValues = z.output<typeof formSchema>;

/** A whole number of pieces typed into the quantity field, or null. */
function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

function previewTotal(
  quantityText: string,
  unitPriceCents: number | null,
  format: (cents: number) => string,
): string | null {
  const quantity = parseQuantity(quantityText);
  if (quantity === null || quantity <= 0 || unitPriceCents === null) return null;
  try {
    return format(purchasePriceCents(quantity, unitPriceCents));
  } catch {
    return null;
  }
}

export interface PurchaseFormProps {
  product: WithId<Product>;
  /** The variant ordered (a product with options, from the product page's choice); none: the default one. */
  variant?: ProductVariant | null;
  buyer: { name: string; email: string };
  /** Sends the order; rejects with the server's refusal (shown, and the form is kept). */
  placeOrder: (input: PurchaseOrderInput) => Promise<void>;
  /** Puts the quantity in the cart instead (Add to Cart); rejects with the server's refusal. */
  addToCart?: (quantity: number) => Promise<void>;
  /** The customer's last address and phone (their profile's): fills the fieldset until edited. */
  saved?: SavedContact | undefined;
}

/**
 * The order form of the purchase page. The minimum-order rule is checked here first (spec §5:
 * toast and nothing sent); stock and price are the server's decision.
 */
export function PurchaseForm({ product, variant, buyer, placeOrder, addToCart, saved }: PurchaseFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const { t } = useMessages(ordersCatalogue);
  const {
    register,
    handleSubmit,
    control,
    reset,
    getValues,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<PurchaseFormInput, unknown, PurchaseFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...emptyContact(saved), quantity: "" },
  });
  // The profile's address arrives after the first render: it fills the fieldset if still untouched
  // (a quantity already typed stays).
  const contactTouched = Boolean(dirtyFields.address ?? dirtyFields.phone);
  useEffect(() => {
    if (saved?.address && !contactTouched) reset({ ...emptyContact(saved), quantity: getValues("quantity") });
  }, [saved, contactTouched, reset, getValues]);
  const [quantityText, address, taxId] = useWatch({ control, name: ["quantity", "address", "taxId"] });
  const { format } = useCurrency();
  const price = useProductPrice(
    variant ? { priceCents: variant.prices.usd, prices: variant.prices } : product,
  );
  const variantId = variant ? { variantId: variant.id } : {};
  const { currency } = price;
  const total = previewTotal(quantityText, price.cents, format);
  const quantityNow = parseQuantity(quantityText);
  const quoteItems =
    quantityNow !== null && quantityRefusal(quantityNow, product) === null
      ? [{ productId: product._id, quantity: quantityNow, ...variantId }]
      : [];
  const quote = useOrderQuote(quoteItems, address, { taxId, currency });

  const onSubmit = async (values: PurchaseFormValues) => {
    setServerError(null);
    const quantity = parseQuantity(values.quantity);
    const refusal = quantity === null ? PURCHASE_QUANTITY_MESSAGE : quantityRefusal(quantity, product);
    if (quantity === null || refusal) {
      toast.error(refusal ?? PURCHASE_QUANTITY_MESSAGE);
      return;
    }
    try {
      const { address: to, phone, taxId: id } = values;
      await placeOrder({
        productId: product._id,
        ...variantId,
        quantity,
        address: to,
        phone,
        currency,
        ...(id ? { taxId: id } : {}),
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : t("form.notPlaced");
      setServerError(message);
      toast.error(message);
    }
  };

  /** Add to Cart: the same quantity rule and toast as Place Order; address and phone come at checkout. */
  const [adding, setAdding] = useState(false);
  const addQuantity = async () => {
    if (!addToCart) return;
    const quantity = parseQuantity(quantityText);
    const refusal = quantity === null ? PURCHASE_QUANTITY_MESSAGE : quantityRefusal(quantity, product);
    if (quantity === null || refusal) {
      toast.error(refusal ?? PURCHASE_QUANTITY_MESSAGE);
      return;
    }
    setAdding(true);
    try {
      await addToCart(quantity);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t("form.notAdded"));
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <label>
        {t("form.name")}
        <input value={buyer.name} readOnly />
      </label>
      <label>
        {t("form.email")}
        <input type="email" value={buyer.email} readOnly />
      </label>
      <label>
        {t("form.price")}
        <input
          value={price.cents === null ? price.text : t("form.perPiece", { price: price.text })}
          readOnly
        />
      </label>
      <ContactFields register={register} errors={errors} country={address.country ?? ""} />
      <label>
        {t("form.quantity")}
        <input
          type="number"
          inputMode="numeric"
          min={product.minimumOrder + 1}
          max={product.maxPerOrder}
          step={1}
          placeholder={t("form.minimum", { minimum: String(product.minimumOrder) })}
          {...register("quantity")}
        />
      </label>
      <p className="purchase__total" aria-live="polite">
        {total ? (
          <>
            {t("form.total")} <strong>{total}</strong> <small>{t("form.totalNote")}</small>
          </>
        ) : (
          <>{t("form.enterQuantity")}</>
        )}
      </p>
      {quote.data && (
        <OrderTotals
          currency={quote.data.currency}
          subtotalCents={quote.data.subtotalCents}
          discountCents={quote.data.discountCents}
          totalCents={quote.data.totalCents}
          quote={quote.data}
        />
      )}
      {quote.error && (
        <p className="form-error" role="alert">
          {quote.error.message}
        </p>
      )}
      {serverError && (
        <p className="form-error purchase__error" role="alert">
          {serverError}
        </p>
      )}
      <div className="purchase__buttons">
        <button type="submit" className="btn" disabled={isSubmitting}>
          {isSubmitting ? t("form.placing") : t("form.placeOrder")}
        </button>
        {addToCart && (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={adding}
            onClick={() => void addQuantity()}
          >
            {adding ? t("form.adding") : t("form.addToCart")}
          </button>
        )}
      </div>
    </form>
  );
}

import { useCallback, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { toast } from "react-toastify";
import type { ProductAnswer, ProductVariant, PurchaseOrderInput } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api/api-client";
import { useSession } from "@/lib/session/session";
import { useAddToCart } from "../api/cart/add-to-cart";
import { useCreatePurchase } from "../api/checkout/create-purchase";
import { useProduct } from "../api/checkout/get-product";
import { useSavedContact } from "../api/checkout/get-saved-contact";
import { PurchaseForm } from "../components/purchase-form";
import "../orders.css";
import { PageHead } from "@/components/head/page-head";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** /products/:id — order one product (login required; the route guard sees to that). */
/** A product's order page: private (sign-in required), so kept out of search results. */
export function Component() {
  const { t } = useMessages(ordersCatalogue);
  return (
    <>
      <PageHead title={t("purchase.head")} noindex />
      <PurchaseScreen />
    </>
  );
}

/** The variant `?variant=SKU` names (the product page's Buy Now) on a product with options; else none (the default one). */
function variantOf(p: ProductAnswer | undefined, sku: string | null): ProductVariant | null {
  if (!p || !sku || p.options.length === 0) return null;
  return p.variants.find((v) => v.sku === sku.trim().toUpperCase()) ?? null;
}

function PurchaseScreen() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const product = useProduct(id);
  const variant = variantOf(product.data, params.get("variant"));
  const { session } = useSession();
  const navigate = useNavigate();
  const path = useLocalePath();
  const { t } = useMessages(ordersCatalogue);
  const { mutateAsync: createPurchase } = useCreatePurchase();
  const { mutateAsync: addItem } = useAddToCart();
  const saved = useSavedContact(session.status === "signed-in");

  const placeOrder = useCallback(
    async (input: PurchaseOrderInput) => {
      await createPurchase(input);
      toast.success(t("purchase.loaded"));
      void navigate(path("/shop"));
    },
    [createPurchase, navigate, path, t],
  );

  const addToCart = useCallback(
    async (quantity: number) => {
      await addItem({ productId: id, quantity, ...(variant && { variantId: variant.id }) });
      toast.success(t("purchase.added"));
    },
    [addItem, id, variant, t],
  );

  const loadError = product.error;
  useEffect(() => {
    if (loadError) toast.error(loadError.message);
  }, [loadError]);

  if (product.isPending) return <Spinner label={t("purchase.loading")} />;
  if (product.isLoadingError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return (
      <section className="page page--narrow">
        <h1>{notFound ? t("purchase.notFound") : t("purchase.loadFailed")}</h1>
        <p className="form-error" role="alert">
          {product.error.message}
        </p>
        {!notFound && (
          <button type="button" className="btn" onClick={() => void product.refetch()}>
            {t("common.tryAgain")}
          </button>
        )}
      </section>
    );
  }
  const p = product.data;
  const user = session.status === "signed-in" ? session.user : null;
  return (
    <section className="page purchase">
      <div className="purchase__product">
        <img src={p.image} alt={p.name} width="480" height="360" />
        <div>
          <h1>{p.name}</h1>
          {variant && (
            <p>
              {Object.entries(variant.optionValues)
                .map(([option, value]) => `${option}: ${value}`)
                .join(", ")}{" "}
              · SKU {variant.sku}
            </p>
          )}
          <p>{p.description}</p>
          <p>
            {t("purchase.minimum", {
              minimum: String(p.minimumOrder),
              stock: String((variant ?? p).availableOrder),
            })}
          </p>
        </div>
      </div>
      <div className="purchase__order">
        <h2>{t("purchase.yourOrder")}</h2>
        <PurchaseForm
          product={p}
          variant={variant}
          buyer={{ name: user?.displayName ?? "", email: user?.email ?? "" }}
          placeOrder={placeOrder}
          addToCart={addToCart}
          saved={saved.data}
        />
      </div>
    </section>
  );
}

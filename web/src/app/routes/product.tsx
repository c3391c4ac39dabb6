/**
 * `/shop/:slug`, a product's public page (features/catalog), with the cart's Add to Cart
 * (features/orders) composed in: a signed-out visitor signs in first and comes back here. Auth, the
 * cart's code and the toasts load on the first click, so the page itself loads none of them.
 */
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ProductScreen } from "@/features/catalog/components/product-screen";
import { catalogCatalogue } from "@/features/catalog/messages/catalogue";
import { useLocalePath } from "@/lib/i18n/i18n";
import { usePlainMessages } from "@/lib/i18n/use-plain-messages";
import { useSession } from "@/lib/session/session";

export function Component() {
  const { loadAuth } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = usePlainMessages(catalogCatalogue);
  const path = useLocalePath();
  const addToCart = useCallback(
    async (productId: string, quantity: number, variantId?: string) => {
      const auth = await loadAuth();
      await auth.authStateReady();
      if (!auth.currentUser) {
        void navigate(path("/login"), { state: { from: location } });
        return;
      }
      const [{ addToCart: add }, { toast }] = await Promise.all([
        import("@/features/orders/api/cart/add-to-cart"),
        import("react-toastify"),
      ]);
      try {
        await add({ productId, quantity, ...(variantId && { variantId }) });
        toast.success(t("buy.added"));
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t("buy.notAdded"));
      }
    },
    [loadAuth, navigate, location, path, t],
  );
  return <ProductScreen addToCart={addToCart} />;
}

import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "react-toastify";
import type { Purchase, WithId } from "@shop/domain";
import { Spinner } from "@/components/ui/spinner";
import { useCancelPurchase } from "../api/purchases/cancel-purchase";
import { useMyPurchases } from "../api/purchases/watch-my-purchases";
import { CancelPurchaseModal } from "../components/cancel-purchase-modal";
import { PurchasesTable } from "../components/purchases-table";
import { ReturnDialog } from "../components/return-dialog";
import "../orders.css";
import { useLocalePath } from "@/lib/i18n/i18n";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/** Dashboard index: the signed-in user's purchases, live. */
export function Component() {
  return (
    <section className="page">
      <MyPurchases />
    </section>
  );
}

function MyPurchases() {
  const purchases = useMyPurchases();
  const cancelPurchase = useCancelPurchase();
  const [cancelling, setCancelling] = useState<WithId<Purchase> | null>(null);
  const [returning, setReturning] = useState<WithId<Purchase> | null>(null);
  const [shownAt] = useState(() => Date.now());
  const { t } = useMessages(ordersCatalogue);
  const path = useLocalePath();

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelPurchase.mutateAsync(cancelling._id);
      toast.success(t("mine.deleted"));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : t("mine.notCancelled"));
    } finally {
      setCancelling(null);
    }
  };

  if (purchases.status === "loading") return <Spinner label={t("mine.loading")} />;
  if (purchases.status === "error") {
    return (
      <p className="form-error" role="alert">
        {t("mine.loadFailed")}
      </p>
    );
  }
  return (
    <>
      <h1>{t("mine.title", { count: String(purchases.data.length) })}</h1>
      <PurchasesTable
        purchases={purchases.data}
        onCancel={setCancelling}
        onReturn={setReturning}
        now={shownAt}
      />
      {purchases.data.length === 0 && (
        <Link className="btn" to={path("/shop")}>
          {t("common.toShop")}
        </Link>
      )}
      <CancelPurchaseModal
        open={cancelling !== null}
        productName={cancelling?.productName ?? ""}
        wholeOrder={Boolean(cancelling?.orderId)}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
      {returning && <ReturnDialog purchase={returning} onClose={() => setReturning(null)} />}
    </>
  );
}

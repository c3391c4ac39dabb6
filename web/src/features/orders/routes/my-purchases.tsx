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

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelPurchase.mutateAsync(cancelling._id);
      toast.success("Your Checkout product  is deleted");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "We could not cancel this purchase.");
    } finally {
      setCancelling(null);
    }
  };

  if (purchases.status === "loading") return <Spinner label="Loading your purchases" />;
  if (purchases.status === "error") {
    return (
      <p className="form-error" role="alert">
        We could not load your purchases. Please reload the page.
      </p>
    );
  }
  return (
    <>
      <h1>My Products ({purchases.data.length})</h1>
      <PurchasesTable
        purchases={purchases.data}
        onCancel={setCancelling}
        onReturn={setReturning}
        now={shownAt}
      />
      {purchases.data.length === 0 && (
        <Link className="btn" to="/shop">
          Go to the shop
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

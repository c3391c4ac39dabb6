import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "react-toastify";
import type { Purchase, WithId } from "@shop/domain/types";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { cancelPurchase } from "../api/cancel-purchase";
import { useLeaveOnAccessDenied } from "../api/access-denied";
import { useMyPurchases } from "../api/use-my-purchases";
import { CancelPurchaseModal } from "../components/cancel-purchase-modal";
import { PurchasesTable } from "../components/purchases-table";
import "../orders.css";

function MyPurchases({ uid }: { uid: string }) {
  const purchases = useMyPurchases(uid);
  const leaveOnAccessDenied = useLeaveOnAccessDenied();
  const [cancelling, setCancelling] = useState<WithId<Purchase> | null>(null);

  const loadError = purchases.error;
  useEffect(() => {
    if (!loadError) return;
    if (!leaveOnAccessDenied(loadError)) toast.error("We could not load your purchases.");
  }, [loadError, leaveOnAccessDenied]);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelPurchase(cancelling._id);
      toast.success("Your Checkout product  is deleted");
      setCancelling(null);
    } catch (err) {
      setCancelling(null);
      if (leaveOnAccessDenied(err)) return;
      toast.error(err instanceof Error ? err.message : "We could not cancel this purchase.");
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
      <PurchasesTable purchases={purchases.data} onCancel={setCancelling} />
      {purchases.data.length === 0 && (
        <Link className="btn" to="/shop">
          Go to the shop
        </Link>
      )}
      <CancelPurchaseModal
        open={cancelling !== null}
        productName={cancelling?.productName ?? ""}
        onClose={() => setCancelling(null)}
        onConfirm={confirmCancel}
      />
    </>
  );
}

/** Dashboard index: the signed-in user's purchases, live. */
export function Component() {
  const { session } = useSession();
  if (session.status !== "signed-in") return <Spinner label="Checking your session" />;
  return (
    <section className="page">
      <MyPurchases uid={session.user.uid} />
    </section>
  );
}

import { toast } from "react-toastify";
import type { Purchase, WithId } from "@shop/domain";
import { Table, type Column } from "@/components/ui/lists/table";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api/api-client";
import { useUnshippedPurchases } from "../api/shipments/watch-unshipped-purchases";
import { useShipPurchase } from "../api/shipments/ship-purchase";
import { ScrollRegion } from "../components/scroll-region";
import "../admin.css";

type PurchaseRow = WithId<Purchase>;

/** Issue 52: the fulfilment staff's list: paid purchases waiting to be shipped, each shipped once. */
export function Component() {
  const purchases = useUnshippedPurchases();
  const shipPurchase = useShipPurchase();

  function ship(purchase: PurchaseRow) {
    shipPurchase.mutate(
      { purchaseId: purchase._id, shipment: {} },
      {
        onSuccess: () => toast.success("Product Shipment"),
        onError: (err) => {
          const forbidden = err instanceof ApiError && err.status === 403;
          toast.error(forbidden ? "Fail to Make Shipment" : `Fail to Make Shipment: ${err.message}`);
        },
      },
    );
  }

  const columns: Column<PurchaseRow>[] = [
    { header: "#", cell: (_p, i) => i + 1 },
    { header: "Name", cell: (p) => p.userName },
    { header: "Product", cell: (p) => `${p.productName} × ${p.quantity}` },
    { header: "Address", cell: (p) => p.address },
    { header: "Phone", cell: (p) => p.phone },
    {
      header: "Shipment",
      cell: (p) => (
        <button
          className="btn btn--small"
          type="button"
          disabled={shipPurchase.isPending}
          aria-label={`Make a Shipment: ${p.productName} for ${p.userName}`}
          onClick={() => ship(p)}
        >
          Make a Shipment
        </button>
      ),
    },
  ];

  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>Shipments</h1>
      </div>
      {purchases.status === "loading" && <Spinner label="Loading the shipments" />}
      {purchases.status === "error" && <p role="alert">We could not load the shipments.</p>}
      {purchases.status === "success" && (
        <ScrollRegion label="Shipments table">
          <Table
            caption="Paid purchases to ship"
            columns={columns}
            rows={purchases.data}
            rowKey={(p) => p._id}
            empty="Nothing to ship."
          />
        </ScrollRegion>
      )}
    </section>
  );
}

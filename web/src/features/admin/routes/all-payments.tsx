import { useState } from "react";
import { toast } from "react-toastify";
import type { ShipmentInput } from "@shop/domain/schemas";
import { formatDollars } from "@shop/domain/money";
import type { Payment, WithId } from "@shop/domain/types";
import { Table, type Column } from "@/components/ui/table";
import { ApiError } from "@/lib/api-client";
import { usePayments } from "../api/get-payments";
import { refundPurchase } from "../api/refund-payment";
import { shipPayment } from "../api/ship-payment";
import { ListStatus } from "../components/list-status";
import { ScrollRegion } from "../components/scroll-region";
import { RefundModal } from "../components/refund-modal";
import { ShipmentModal } from "../components/shipment-modal";
import "../admin.css";

type PaymentRow = WithId<Payment>;

/** Spec §2 All Product: despite the name, the payments; each is shipped once ('Product Shipped'). */
export function Component() {
  const [pages, setPages] = useState(1);
  const payments = usePayments(pages);
  const [toShip, setToShip] = useState<PaymentRow | null>(null);
  const [shipping, setShipping] = useState(false);
  const [toRefund, setToRefund] = useState<PaymentRow | null>(null);
  const [refunding, setRefunding] = useState(false);

  async function refund(payment: PaymentRow, restock: boolean) {
    setRefunding(true);
    try {
      await refundPurchase(payment.product, restock);
      toast.success("Payment refunded");
      setToRefund(null);
      payments.refresh();
    } catch (err) {
      toast.error(`Fail to Refund: ${err instanceof Error ? err.message : "please try again"}`);
    } finally {
      setRefunding(false);
    }
  }

  async function ship(payment: PaymentRow, shipment: ShipmentInput) {
    setShipping(true);
    try {
      await shipPayment(payment, shipment);
      toast.success("Product Shipment");
      setToShip(null);
      payments.refresh();
    } catch (err) {
      const forbidden = err instanceof ApiError && err.status === 403;
      toast.error(
        forbidden
          ? "Fail to Make Shipment"
          : `Fail to Make Shipment: ${err instanceof Error ? err.message : "please try again"}`,
      );
    } finally {
      setShipping(false);
    }
  }

  const columns: Column<PaymentRow>[] = [
    { header: "#", cell: (_p, i) => i + 1 },
    { header: "Name", cell: (p) => p.userName },
    { header: "Email", cell: (p) => p.userEmail },
    { header: "Product", cell: (p) => p.productName },
    { header: "Price", cell: (p) => formatDollars(p.priceCents) },
    {
      header: "Shipment",
      cell: (p) =>
        p.refunded ? (
          <span className="admin-refunded">Refunded</span>
        ) : p.shipment ? (
          <span className="admin-shipped">Product Shipped</span>
        ) : (
          <button
            className="btn btn--small"
            type="button"
            aria-label={`Make a Shipment: ${p.productName} for ${p.userEmail}`}
            onClick={() => setToShip(p)}
          >
            Make a Shipment
          </button>
        ),
    },
    {
      header: "Refund",
      cell: (p) =>
        p.refunded ? (
          <span className="admin-refunded">Refunded</span>
        ) : (
          <button
            className="btn btn--small btn--danger"
            type="button"
            aria-label={`Refund: ${p.productName} for ${p.userEmail}`}
            onClick={() => setToRefund(p)}
          >
            Refund
          </button>
        ),
    },
  ];

  const list = payments.data;
  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>All Product{list ? ` (${list.items.length}${list.mayHaveMore ? "+" : ""})` : ""}</h1>
      </div>
      <ListStatus
        status={payments.status}
        error={payments.error}
        refreshing={payments.refreshing}
        what="payments"
        onRetry={payments.refresh}
      />
      {list && (
        <>
          <ScrollRegion label="Payments table">
            <Table
              caption="Payments"
              columns={columns}
              rows={list.items}
              rowKey={(p) => p._id}
              empty="No payments yet."
            />
          </ScrollRegion>
          {list.mayHaveMore && (
            <button className="btn btn--ghost" type="button" onClick={() => setPages((n) => n + 1)}>
              Load older payments
            </button>
          )}
        </>
      )}
      <ShipmentModal
        payment={toShip}
        busy={shipping}
        onClose={() => setToShip(null)}
        onConfirm={(p, s) => void ship(p, s)}
      />
      <RefundModal
        key={toRefund?._id ?? "none"}
        payment={toRefund}
        busy={refunding}
        onClose={() => setToRefund(null)}
        onConfirm={(p, restock) => void refund(p, restock)}
      />
    </section>
  );
}

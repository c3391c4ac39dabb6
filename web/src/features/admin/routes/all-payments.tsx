import { useState } from "react";
import { toast } from "react-toastify";
import { formatMoney, type Payment, type ShipmentInput, type WithId } from "@shop/domain";
import { DocumentLinks } from "@/components/document-links";
import { Table, type Column } from "@/components/ui/lists/table";
import { ApiError } from "@/lib/api/api-client";
import { usePayments } from "../api/payments/get-payments";
import { ListFiltersBar, useListFilters } from "@/components/ui/lists/list-filters";
import { sentForApproval, useRefundPurchase } from "../api/payments/refund-payment";
import { refusalText } from "@/lib/api/recent-sign-in";
import { useShipPayment } from "../api/payments/ship-payment";
import { ExportCsv } from "../components/payments/export-csv";
import { useShipmentDestination } from "../api/payments/get-shipment-destination";
import { ListStatus } from "../components/list-status";
import { PhoneFold } from "@/components/ui/lists/phone-fold";
import { ScrollRegion } from "../components/scroll-region";
import { RefundModal } from "../components/payments/refund-modal";
import { ShipmentModal } from "../components/payments/shipment-modal";
import "../admin.css";

type PaymentRow = WithId<Payment>;

const PAYMENT_STATE_OPTIONS = [
  { value: "paid", label: "Paid, not shipped" },
  { value: "shipped", label: "Shipped" },
  { value: "refunded", label: "Refunded" },
] as const;

/** Spec §2 All Product: despite the name, the payments; each is shipped once ('Product Shipped'). */
export function Component() {
  const [filters, setFilters] = useListFilters();
  const payments = usePayments(filters);
  const shipPayment = useShipPayment();
  const [toShip, setToShip] = useState<PaymentRow | null>(null);
  const destination = useShipmentDestination(toShip?.product ?? null);
  const refundPurchase = useRefundPurchase();
  const [toRefund, setToRefund] = useState<PaymentRow | null>(null);

  function refund(payment: PaymentRow, restock: boolean) {
    refundPurchase.mutate(
      { purchaseId: payment.product, restock },
      {
        onSuccess: (answer) => {
          if (sentForApproval(answer))
            toast.info("Sent for approval: another staff member must approve this refund");
          else toast.success("Payment refunded");
          setToRefund(null);
        },
        onError: (err) => toast.error(`Fail to Refund: ${refusalText(err)}`),
      },
    );
  }

  function ship(payment: PaymentRow, shipment: ShipmentInput) {
    shipPayment.mutate(
      { payment, shipment },
      {
        onSuccess: () => {
          toast.success("Product Shipment");
          setToShip(null);
        },
        onError: (err) => {
          const forbidden = err instanceof ApiError && err.status === 403;
          toast.error(forbidden ? "Fail to Make Shipment" : `Fail to Make Shipment: ${err.message}`);
        },
      },
    );
  }

  const columns: Column<PaymentRow>[] = [
    { header: "#", cell: (_p, i) => i + 1 },
    { header: "Name", cell: (p) => p.userName },
    { header: "Email", cell: (p) => p.userEmail },
    { header: "Product", cell: (p) => p.productName },
    { header: "Price", cell: (p) => formatMoney(p.priceCents, p.currency ?? "usd") },
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
    {
      header: "Documents",
      cell: (p) => (
        <DocumentLinks
          purchaseId={p.product}
          productName={p.productName}
          paid
          refundId={p.refunded ? p.refundId : null}
        />
      ),
    },
  ];

  const items = payments.data?.pages.flat();
  return (
    <section className="page admin-page">
      <div className="admin-page__header">
        <h1>All Product{items ? ` (${items.length}${payments.hasNextPage ? "+" : ""})` : ""}</h1>
      </div>
      {/* On a phone, the filters and the two exports fold behind Filters and Export (phone-fold.tsx). */}
      <div className="admin-tools">
        <PhoneFold label="Filters" open={Object.keys(filters).length > 0}>
          <ListFiltersBar
            filters={filters}
            onChange={setFilters}
            states={PAYMENT_STATE_OPTIONS}
            hint="A customer's email or name (or their start), a product, a purchase, order, payment or invoice id"
          />
        </PhoneFold>
        <PhoneFold label="Export">
          <ExportCsv kind="payments" label="Payments" />
          <ExportCsv kind="orders" label="Orders" />
        </PhoneFold>
      </div>
      <ListStatus query={payments} what="payments" />
      {items && (
        <>
          <ScrollRegion label="Payments table">
            <Table
              caption="Payments"
              columns={columns}
              rows={items}
              rowKey={(p) => p._id}
              empty={
                Object.keys(filters).length > 0 ? "No payments match these filters." : "No payments yet."
              }
            />
          </ScrollRegion>
          {payments.hasNextPage && (
            <button
              className="btn btn--ghost"
              type="button"
              disabled={payments.isFetchingNextPage}
              onClick={() => void payments.fetchNextPage()}
            >
              Load older payments
            </button>
          )}
        </>
      )}
      <ShipmentModal
        payment={toShip}
        destination={destination.data}
        destinationFailed={destination.isError}
        busy={shipPayment.isPending}
        onClose={() => setToShip(null)}
        onConfirm={ship}
      />
      <RefundModal
        key={toRefund?._id ?? "none"}
        payment={toRefund}
        busy={refundPurchase.isPending}
        onClose={() => setToRefund(null)}
        onConfirm={refund}
      />
    </section>
  );
}

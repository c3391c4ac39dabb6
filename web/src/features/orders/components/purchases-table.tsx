import type { Purchase, WithId } from "@shop/domain";
import { DocumentLinks } from "@/components/document-links";
import { Table, type Column } from "@/components/ui/lists/table";
import { useCurrency } from "@/lib/currency";
import { PurchaseStatus } from "./purchase-status";
import { ReturnCell } from "./return-cell";

/** States of a purchase that was paid (it has an invoice). */
const WAS_PAID = new Set(["paid", "shipped", "refunded"]);

/** My Product: number, name, product, email, price and payment status (spec §2). */
export function PurchasesTable({
  purchases,
  onCancel,
  onReturn,
  now,
}: {
  purchases: WithId<Purchase>[];
  onCancel: (purchase: WithId<Purchase>) => void;
  /** Opens the Return dialog of a delivered line. */
  onReturn: (purchase: WithId<Purchase>) => void;
  /** When the page was shown (epoch ms), for the return window. */
  now: number;
}) {
  const { format } = useCurrency();
  const columns: Column<WithId<Purchase>>[] = [
    { header: "#", cell: (_p, i) => i + 1 },
    { header: "Name", cell: (p) => p.userName },
    {
      header: "Product",
      cell: (p) => (
        <>
          {p.productName} <small>× {p.quantity}</small>
          {p.orderId && (
            <small className="purchase-order-ref">
              {" "}
              · Order <code>{p.orderId.slice(0, 8)}</code>
            </small>
          )}
        </>
      ),
    },
    { header: "Email", cell: (p) => p.userEmail },
    // In the purchase's own currency (its order's): USD with the spec's dollar sign.
    { header: "Price", cell: (p) => format(p.priceCents, p.currency ?? "usd") },
    {
      header: "Payment",
      cell: (p) => (
        <>
          <PurchaseStatus purchase={p} onCancel={onCancel} />
          <ReturnCell purchase={p} now={now} onReturn={onReturn} />
          <DocumentLinks
            purchaseId={p._id}
            productName={p.productName}
            paid={WAS_PAID.has(p.state) && Boolean(p.transactionId)}
            refundId={p.state === "refunded" ? p.refund?.id : (p.lastReturn?.refundId ?? null)}
          />
        </>
      ),
    },
  ];
  return (
    <Table
      caption="Your purchases"
      columns={columns}
      rows={purchases}
      rowKey={(p) => p._id}
      empty="You have no purchases yet. Find something in the shop."
    />
  );
}

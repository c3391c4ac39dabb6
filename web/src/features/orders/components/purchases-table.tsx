import type { Purchase, WithId } from "@shop/domain";
import { DocumentLinks } from "@/components/document-links";
import { Table, type Column } from "@/components/ui/lists/table";
import { useCurrency } from "@/lib/currency";
import { PurchaseStatus } from "./purchase-status";
import { ReturnCell } from "./return-cell";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

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
  const { t } = useMessages(ordersCatalogue);
  const columns: Column<WithId<Purchase>>[] = [
    { header: "#", cell: (_p, i) => i + 1 },
    { header: t("table.name"), cell: (p) => p.userName },
    {
      header: t("table.product"),
      cell: (p) => (
        <>
          {p.productName} <small>× {p.quantity}</small>
          {p.orderId && (
            <small className="purchase-order-ref">
              {" "}
              · {t("table.order")} <code>{p.orderId.slice(0, 8)}</code>
            </small>
          )}
        </>
      ),
    },
    { header: t("table.email"), cell: (p) => p.userEmail },
    // In the purchase's own currency (its order's): USD with the spec's dollar sign.
    { header: t("table.price"), cell: (p) => format(p.priceCents, p.currency ?? "usd") },
    {
      header: t("table.payment"),
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
      caption={t("table.caption")}
      columns={columns}
      rows={purchases}
      rowKey={(p) => p._id}
      empty={t("table.empty")}
    />
  );
}

import { useState } from "react";
import { formatMoney, type Payment, type WithId } from "@shop/domain";
import { CheckField } from "@/components/ui/fields/field";
import { Modal } from "@/components/ui/modal";

interface RefundModalProps {
  payment: WithId<Payment> | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (payment: WithId<Payment>, restock: boolean) => void;
}

/**
 * Confirms a full refund: shows the amount and whether the pieces go back to stock (by default
 * yes when not shipped, no when shipped). Render it with `key` = the payment's id.
 */
export function RefundModal({ payment, busy, onClose, onConfirm }: RefundModalProps) {
  // Mounted per payment (keyed by the caller), so the default follows the row.
  const [restock, setRestock] = useState(() => !payment?.shipment);

  return (
    <Modal
      open={payment !== null}
      title="Refund"
      onClose={onClose}
      actions={
        <>
          <button
            className="btn btn--danger"
            type="button"
            disabled={busy}
            onClick={() => payment && onConfirm(payment, restock)}
          >
            {busy ? "Refunding…" : "Refund"}
          </button>
          <button className="btn btn--ghost" type="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {payment && (
        <p>
          Refund <strong>{formatMoney(payment.priceCents, payment.currency ?? "usd")}</strong> to{" "}
          {payment.userName || payment.userEmail} for {payment.productName}?
        </p>
      )}
      <CheckField
        label="Return the pieces to stock"
        checked={restock}
        onChange={(e) => setRestock(e.target.checked)}
      />
    </Modal>
  );
}

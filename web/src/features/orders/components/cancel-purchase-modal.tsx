import { useState } from "react";
import { Modal } from "@/components/ui/modal";

/**
 * Spec §2: "Are you sure you want to delete?" with Delete and Close. `onConfirm` does the
 * work; the dialog stays until it settles so a second click cannot send twice.
 */
export function CancelPurchaseModal({
  productName,
  wholeOrder = false,
  open,
  onClose,
  onConfirm,
}: {
  productName: string;
  /** A line of an order of several products: cancelling it cancels the whole order. */
  wholeOrder?: boolean;
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="Are you sure you want to delete?"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Deleting…" : "Delete"}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {wholeOrder ? (
        <p>
          {productName} is part of an order of several products: the whole order, every product in it, will be
          cancelled.
        </p>
      ) : (
        <p>Your unpaid order of {productName} will be cancelled.</p>
      )}
    </Modal>
  );
}

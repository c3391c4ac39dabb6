import { useState } from "react";
import { Modal } from "@/components/ui/modal";

/**
 * Spec §2: "Are you sure you want to delete?" with Delete and Close. `onConfirm` does the
 * work; the dialog stays until it settles so a second click cannot send twice.
 */
export function CancelPurchaseModal({
  productName,
  open,
  onClose,
  onConfirm,
}: {
  productName: string;
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
      <p>Your unpaid order of {productName} will be cancelled.</p>
    </Modal>
  );
}

import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

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
  const { t } = useMessages(ordersCatalogue);
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
      title={t("cancel.title")}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void confirm()}>
            {busy ? t("cancel.deleting") : t("cancel.delete")}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={onClose}>
            {t("common.close")}
          </button>
        </>
      }
    >
      {wholeOrder ? (
        <p>{t("cancel.wholeOrder", { name: productName })}</p>
      ) : (
        <p>{t("cancel.unpaid", { name: productName })}</p>
      )}
    </Modal>
  );
}

import { toast } from "react-toastify";
import type { DocumentLinksProps } from "@/components/document-links";
import { useDownloadCreditNote } from "../api/download-credit-note";
import { useDownloadInvoice } from "../api/download-invoice";
import "../invoices.css";

/**
 * **Invoice** on a paid row and **Credit note** on a refunded one: each downloads its PDF with the
 * signed-in user's token (buttons, since a link cannot carry it); a failure is said in a toast.
 */
export function InvoiceLinks({ purchaseId, productName, paid, refundId }: DocumentLinksProps) {
  const invoice = useDownloadInvoice();
  const creditNote = useDownloadCreditNote();
  const failed = (err: Error) => toast.error(err.message);
  if (!paid && !refundId) return null;
  return (
    <span className="invoice-links">
      {paid && (
        <button
          type="button"
          className="invoice-links__link"
          aria-label={`Invoice for ${productName} (PDF)`}
          disabled={invoice.isPending}
          onClick={() => invoice.mutate(purchaseId, { onError: failed })}
        >
          Invoice
        </button>
      )}
      {refundId && (
        <button
          type="button"
          className="invoice-links__link"
          aria-label={`Credit note for ${productName} (PDF)`}
          disabled={creditNote.isPending}
          onClick={() => creditNote.mutate(refundId, { onError: failed })}
        >
          Credit note
        </button>
      )}
    </span>
  );
}

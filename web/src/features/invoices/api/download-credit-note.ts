import { useMutation } from "@tanstack/react-query";
import { INVOICE_PATHS } from "@shop/domain";
import { fetchAndSavePdf } from "./fetch-pdf";

/** `GET /refunds/{refundId}/credit-note.pdf` (owner or admin), saved as `CN-….pdf`. */
export function downloadCreditNote(refundId: string): Promise<string> {
  return fetchAndSavePdf(
    INVOICE_PATHS.creditNote(refundId),
    "credit-note.pdf",
    "The credit note is being prepared. Please try again in a few seconds.",
  );
}

export function useDownloadCreditNote() {
  return useMutation({ mutationFn: downloadCreditNote, meta: { forbiddenIsAnswer: true } });
}

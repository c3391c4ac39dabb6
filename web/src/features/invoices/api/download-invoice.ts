import { useMutation } from "@tanstack/react-query";
import { INVOICE_PATHS } from "@shop/domain";
import { fetchAndSavePdf } from "./fetch-pdf";

/**
 * `GET /orders/{id}/invoice.pdf` (owner or admin), saved as `INV-….pdf`: `id` is an order, a
 * purchase ordered on its own, or a line of an order (its order's invoice).
 */
export function downloadInvoice(orderOrPurchaseId: string): Promise<string> {
  return fetchAndSavePdf(
    INVOICE_PATHS.invoice(orderOrPurchaseId),
    "invoice.pdf",
    "The invoice is being prepared. Please try again in a few seconds.",
  );
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadInvoice, meta: { forbiddenIsAnswer: true } });
}

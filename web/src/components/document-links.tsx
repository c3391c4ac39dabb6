/**
 * A slot for the invoice and credit note links of a paid row: the tables of My Product (orders)
 * and All Product (admin) render `<DocumentLinks>`, and app/ provides what fills it (the invoices
 * feature), since one feature imports no other. Without a provider it renders nothing.
 */
import { createContext, useContext, type ReactNode } from "react";

export interface DocumentLinksProps {
  /** The purchase (a line of an order or a purchase ordered on its own). */
  purchaseId: string;
  productName: string;
  /** Paid at some point (paid, shipped or refunded since): it has an invoice. */
  paid: boolean;
  /** The Stripe refund id of a refunded row: it has a credit note. */
  refundId?: string | null;
}

/** What fills the slot: renders the links of one row. */
export type RenderDocumentLinks = (props: DocumentLinksProps) => ReactNode;

const Slot = createContext<RenderDocumentLinks | null>(null);

export const DocumentLinksProvider = Slot.Provider;

export function DocumentLinks(props: DocumentLinksProps) {
  const render = useContext(Slot);
  return render ? render(props) : null;
}

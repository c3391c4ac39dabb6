import { formatDollars, taxLineLabel, type OrderQuoteAnswer } from "@shop/domain";

/**
 * The totals of a checkout: Subtotal, Discount, and — once the destination is known and the
 * server has quoted it — Shipping and Tax (by jurisdiction and rate), then the Total.
 */
export function OrderTotals({
  subtotalCents,
  discountCents,
  totalCents,
  quote,
}: {
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  quote: OrderQuoteAnswer | null | undefined;
}) {
  return (
    <dl className="checkout__totals" aria-live="polite">
      <dt>Subtotal</dt>
      <dd>{formatDollars(quote?.subtotalCents ?? subtotalCents)}</dd>
      {(quote?.discountCents ?? discountCents) > 0 && (
        <>
          <dt>Discount</dt>
          <dd>−{formatDollars(quote?.discountCents ?? discountCents)}</dd>
        </>
      )}
      {quote && (
        <>
          <dt>Shipping</dt>
          <dd>{quote.shippingCents === 0 ? "Free" : formatDollars(quote.shippingCents)}</dd>
          <dt>
            Tax
            {quote.taxLines.length > 0 && <small> ({quote.taxLines.map(taxLineLabel).join(", ")})</small>}
            {quote.reverseCharge && <small> (Reverse charge)</small>}
          </dt>
          <dd>{formatDollars(quote.taxCents)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>
        <strong>{formatDollars(quote?.totalCents ?? totalCents)}</strong>
      </dd>
    </dl>
  );
}

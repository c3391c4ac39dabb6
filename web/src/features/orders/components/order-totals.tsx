import { taxLineLabel, type OrderQuoteAnswer } from "@shop/domain";
import { useCurrency } from "@/lib/currency";
import { useMessages } from "@/lib/i18n/use-messages";
import { ordersCatalogue } from "../messages/catalogue";

/**
 * The totals of a checkout: Subtotal, Discount, and — once the destination is known and the
 * server has quoted it — Shipping and Tax (by jurisdiction and rate), then the Total, in the
 * checkout's currency (EUR and GBP: the tax is the VAT included in the prices).
 */
export function OrderTotals({
  subtotalCents,
  discountCents,
  totalCents,
  quote,
  currency,
}: {
  /** The currency of the amounts without a quote (the quote names its own). */
  currency: string;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  quote: OrderQuoteAnswer | null | undefined;
}) {
  const { format } = useCurrency();
  const { t } = useMessages(ordersCatalogue);
  const money = (cents: number) => format(cents, quote?.currency ?? currency);
  return (
    <dl className="checkout__totals" aria-live="polite">
      <dt>{t("totals.subtotal")}</dt>
      <dd>{money(quote?.subtotalCents ?? subtotalCents)}</dd>
      {(quote?.discountCents ?? discountCents) > 0 && (
        <>
          <dt>{t("totals.discount")}</dt>
          <dd>−{money(quote?.discountCents ?? discountCents)}</dd>
        </>
      )}
      {quote && (
        <>
          <dt>{t("totals.shipping")}</dt>
          <dd>{quote.shippingCents === 0 ? t("totals.free") : money(quote.shippingCents)}</dd>
          <dt>
            {t("totals.tax")}
            {quote.taxLines.length > 0 && <small> ({quote.taxLines.map(taxLineLabel).join(", ")})</small>}
            {quote.reverseCharge && <small> ({t("totals.reverseCharge")})</small>}
            {quote.taxIncluded && <small> ({t("totals.taxIncluded")})</small>}
            {quote.taxIdMessage && <small> ({quote.taxIdMessage})</small>}
          </dt>
          <dd>{money(quote.taxCents)}</dd>
        </>
      )}
      <dt>{t("totals.total")}</dt>
      <dd>
        <strong>{money(quote?.totalCents ?? totalCents)}</strong>
      </dd>
    </dl>
  );
}

import {
  ORDER_STATES,
  ORDER_STATE_LABELS as STATE_LABELS,
  countryName,
  formatMoney,
  type StatsOverviewAnswer,
} from "@shop/domain";

export function ProductsTable({
  products,
  days,
  currency = "usd",
}: {
  products: StatsOverviewAnswer["topProducts"];
  days: number;
  currency?: string;
}) {
  return (
    <section className="overview-panel" aria-labelledby="top-products">
      <h2 id="top-products">Top products</h2>
      {products.length === 0 ? (
        <p className="table-empty">No sales in the last {days} days.</p>
      ) : (
        <table className="table overview-table">
          <caption className="visually-hidden">Top 5 products by revenue, last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Revenue</th>
              <th scope="col">Pieces</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => (
              <tr key={p.productId}>
                <th scope="row">{p.name}</th>
                <td>{formatMoney(p.revenueCents, currency)}</td>
                <td>{p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The best-selling variants (SKU and options): which colour or edition sells (issue 48). */
export function VariantsTable({
  variants,
  days,
  currency = "usd",
}: {
  variants: StatsOverviewAnswer["topVariants"];
  days: number;
  currency?: string;
}) {
  return (
    <section className="overview-panel" aria-labelledby="top-variants">
      <h2 id="top-variants">Top variants</h2>
      {variants.length === 0 ? (
        <p className="table-empty">No sales in the last {days} days.</p>
      ) : (
        <table className="table overview-table">
          <caption className="visually-hidden">Top 5 variants by revenue, last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">SKU</th>
              <th scope="col">Revenue</th>
              <th scope="col">Pieces</th>
            </tr>
          </thead>
          <tbody>
            {variants.map((v) => (
              <tr key={`${v.productId}~${v.variantId}`}>
                <th scope="row">{v.name}</th>
                <td>{v.sku}</td>
                <td>{formatMoney(v.revenueCents, currency)}</td>
                <td>{v.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function StatesTable({ byState }: { byState: StatsOverviewAnswer["byState"] }) {
  return (
    <section className="overview-panel" aria-labelledby="orders-by-state">
      <h2 id="orders-by-state">Orders by state now</h2>
      <table className="table overview-table">
        <caption className="visually-hidden">Orders in each state now</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {ORDER_STATES.map((s) => (
            <tr key={s}>
              <th scope="row">{STATE_LABELS[s]}</th>
              <td>{byState[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Tax collected in the period by the destination's country (Stripe Tax), beside the revenue. */
export function TaxTable({
  taxes,
  days,
  currency = "usd",
}: {
  taxes: StatsOverviewAnswer["taxByCountry"];
  days: number;
  currency?: string;
}) {
  return (
    <section className="overview-panel" aria-labelledby="tax-by-country">
      <h2 id="tax-by-country">Tax collected by country</h2>
      {taxes.length === 0 ? (
        <p className="table-empty">No tax collected in the last {days} days.</p>
      ) : (
        <table className="table overview-table">
          <caption className="visually-hidden">Tax collected by country, last {days} days</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Tax</th>
            </tr>
          </thead>
          <tbody>
            {taxes.map((t) => (
              <tr key={t.country}>
                <th scope="row">{countryName(t.country)}</th>
                <td>{formatMoney(t.taxCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

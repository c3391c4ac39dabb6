import {
  ORDER_STATES,
  ORDER_STATE_LABELS as STATE_LABELS,
  countryName,
  formatMoney,
  type StatsOverviewAnswer,
} from "@shop/domain";

/** One best seller's row: a product, or a variant with its SKU. */
interface RankedRow {
  key: string;
  name: string;
  sku?: string;
  revenueCents: number;
  quantity: number;
}

/** A top-5 table by revenue of the period (products, or variants with a SKU column). */
function RankedTable(props: {
  id: string;
  title: string;
  what: "products" | "variants";
  rows: RankedRow[];
  days: number;
  currency: string;
}) {
  const { id, title, what, rows, days, currency } = props;
  const withSku = what === "variants";
  return (
    <section className="overview-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="table-empty">No sales in the last {days} days.</p>
      ) : (
        <table className="table overview-table">
          <caption className="visually-hidden">
            Top 5 {what} by revenue, last {days} days
          </caption>
          <thead>
            <tr>
              <th scope="col">{withSku ? "Variant" : "Product"}</th>
              {withSku && <th scope="col">SKU</th>}
              <th scope="col">Revenue</th>
              <th scope="col">Pieces</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.name}</th>
                {withSku && <td>{r.sku}</td>}
                <td>{formatMoney(r.revenueCents, currency)}</td>
                <td>{r.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function ProductsTable({
  products,
  days,
  currency = "usd",
}: {
  products: StatsOverviewAnswer["topProducts"];
  days: number;
  currency?: string;
}) {
  const rows = products.map((p) => ({ ...p, key: p.productId }));
  return <RankedTable id="top-products" title="Top products" what="products" {...{ rows, days, currency }} />;
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
  const rows = variants.map((v) => ({ ...v, key: `${v.productId}~${v.variantId}` }));
  return <RankedTable id="top-variants" title="Top variants" what="variants" {...{ rows, days, currency }} />;
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

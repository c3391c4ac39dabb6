import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import {
  STATS_PERIODS,
  formatMoney,
  isCurrency,
  type Currency,
  type StatsOverviewAnswer,
  type StatsPeriod,
} from "@shop/domain";
import { CurrencyPicker } from "../components/currency-picker";
import { OverviewStatus } from "../components/overview-status";
import { useOverview } from "../api/get-overview";
import { DayChart } from "../components/day-chart";
import { PeriodPicker } from "../components/period-picker";
import { ProductsTable, StatesTable, TaxTable, VariantsTable } from "../components/overview-tables";
import "../overview.css";

function periodOf(value: string | null): StatsPeriod {
  return STATS_PERIODS.find((p) => String(p) === value) ?? 30;
}

/** `?days=` and, besides USD, `?currency=` (a link to a USD overview stays as before). */
const paramsOf = (days: StatsPeriod, currency: Currency) => ({
  days: String(days),
  ...(currency === "usd" ? {} : { currency }),
});

function Totals({
  totals,
  disputesLost,
  carts,
  currency,
}: Pick<StatsOverviewAnswer, "totals" | "disputesLost" | "carts" | "currency">) {
  const money = (cents: number) => formatMoney(cents, currency);
  const items = [
    { label: "Revenue", value: money(totals.revenueCents) },
    { label: "Paid orders", value: String(totals.orders) },
    { label: "Refunds", value: money(totals.refundedCents) },
    { label: "Average order value", value: money(totals.averageOrderCents) },
    {
      label: "Disputes lost",
      value: `${disputesLost.count} (${money(disputesLost.cents)})`,
    },
    { label: "Carts reminded", value: String(carts.reminded) },
    { label: "Carts recovered", value: String(carts.recovered) },
  ];
  return (
    <dl className="overview-totals">
      {items.map((i) => (
        <div key={i.label} className="overview-totals__item">
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Overview (admin): revenue and paid orders per day for 7, 30 or 90 days (charts with their
 * tables), the period's totals, orders by state now and the top 5 products. The period lives in
 * the URL (`?days=`): a link can be shared, Back works.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const days = periodOf(params.get("days"));
  const asked = params.get("currency");
  const currency: Currency = isCurrency(asked) ? asked : "usd";
  const overview = useOverview(days, currency);
  const data = overview.data;
  const revenue = useMemo(
    () => data?.days.map((d) => ({ date: d.date, value: d.revenueCents })) ?? [],
    [data],
  );
  const orders = useMemo(() => data?.days.map((d) => ({ date: d.date, value: d.orders })) ?? [], [data]);

  return (
    <section className="page admin-page overview">
      <div className="admin-page__header">
        <h1>Overview</h1>
        <PeriodPicker value={days} onChange={(d) => setParams(paramsOf(d, currency))} />
        <CurrencyPicker value={currency} onChange={(c) => setParams(paramsOf(days, c))} />
      </div>
      <OverviewStatus query={overview} />
      {data && (
        <>
          <h2 className="visually-hidden">Totals for the last {days} days</h2>
          <Totals
            totals={data.totals}
            disputesLost={data.disputesLost}
            carts={data.carts}
            currency={data.currency}
          />
          <div className="overview-charts">
            <DayChart
              title="Revenue per day"
              valueLabel="Revenue"
              points={revenue}
              kind="money"
              currency={data.currency}
              variant="line"
            />
            <DayChart
              title="Paid orders per day"
              valueLabel="Paid orders"
              points={orders}
              kind="count"
              variant="bars"
            />
          </div>
          <div className="overview-tables">
            <ProductsTable products={data.topProducts} days={days} currency={data.currency} />
            <VariantsTable variants={data.topVariants} days={days} currency={data.currency} />
            <StatesTable byState={data.byState} />
            <TaxTable taxes={data.taxByCountry} days={days} currency={data.currency} />
          </div>
        </>
      )}
    </section>
  );
}

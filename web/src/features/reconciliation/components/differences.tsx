import { differenceLabel, formatMoney, type ReconciliationDifference } from "@shop/domain";

/** An amount in its own currency (differences stored before issue 47 carry none: dollars). */
const money = (cents: number | undefined, currency: string | undefined) =>
  cents === undefined ? "—" : formatMoney(cents, currency ?? "usd");

/** A run's differences as a list (or "No differences"). */
export function Differences({ differences }: { differences: ReconciliationDifference[] }) {
  if (differences.length === 0) return <p className="reconciliation__clean">No differences</p>;
  return (
    <ul className="reconciliation__differences">
      {differences.map((d, i) => (
        <li key={`${d.kind}-${d.paymentIntentId ?? ""}-${i}`} data-kind={d.kind}>
          <strong>{differenceLabel(d.kind)}</strong> <code>{d.kind}</code>
          {d.paymentIntentId && (
            <>
              {" "}
              · <code>{d.paymentIntentId}</code>
            </>
          )}
          {d.orderId && <> · order {d.orderId}</>} · Stripe {money(d.stripeCents, d.currency)} · shop{" "}
          {money(d.shopCents, d.shopCurrency ?? d.currency)}
        </li>
      ))}
    </ul>
  );
}

import { differenceLabel, formatDollars, type ReconciliationDifference } from "@shop/domain";

const money = (cents: number | undefined) => (cents === undefined ? "—" : formatDollars(cents));

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
          {d.orderId && <> · order {d.orderId}</>} · Stripe {money(d.stripeCents)} · shop {money(d.shopCents)}
        </li>
      ))}
    </ul>
  );
}

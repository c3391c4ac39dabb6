import { formatMoney } from "../currency/currency.js";
import {
  RECONCILIATION_PATH,
  differenceLabel,
  type Reconciliation,
} from "../reconciliation/reconciliation.js";
import type { MailMessage } from "./outbox.js";
import { mailLink, renderMail, type MailContext } from "./render.js";

/**
 * "12 payment(s), $1,234.00, €55.00" — each currency on its own, never added together; a run that
 * matched nothing names no amount (it has no currency to name).
 */
function matchedText(run: Reconciliation): string {
  const by = run.matchedByCurrency ?? { usd: { count: run.matchedCount, cents: run.matchedCents } };
  const amounts = Object.entries(by).map(([currency, m]) => formatMoney(m.cents, currency));
  const count = `${run.matchedCount} payment(s)`;
  return amounts.length > 0 ? `${count}, ${amounts.join(", ")}` : count;
}

/** The shop's mail about a run with differences. */
export function reconciliationMail(ctx: MailContext, run: Reconciliation): MailMessage {
  const period = run.from === run.to ? run.from : `${run.from} to ${run.to}`;
  return renderMail({
    subject: `Reconciliation ${period}: ${run.differences.length} difference(s) with Stripe`,
    greeting: `The shop's books and Stripe disagree for ${period} (UTC).`,
    lines: [
      { label: "Matched", value: matchedText(run) },
      ...run.differences.slice(0, 50).map((d) => ({
        label: differenceLabel(d.kind),
        value: [
          d.paymentIntentId ?? "",
          d.orderId ? `order ${d.orderId}` : "",
          d.stripeCents !== undefined ? `Stripe ${formatMoney(d.stripeCents, d.currency)}` : "",
          d.shopCents !== undefined ? `shop ${formatMoney(d.shopCents, d.shopCurrency ?? d.currency)}` : "",
        ]
          .filter(Boolean)
          .join(", "),
      })),
    ],
    action: { label: "Open the reconciliation", href: mailLink(ctx, RECONCILIATION_PATH) },
  });
}

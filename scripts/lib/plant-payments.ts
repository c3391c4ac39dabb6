/**
 * The seed's payments in the local Stripe: the local Stripe keeps nothing between starts, while
 * the shop's data may be kept (`.emulator-data/`) and the seed's sales history dates its payments
 * over the last 30 days. On every start the seed reads its payment records back from Firestore
 * (with their purchases and orders) and plants each PaymentIntent in the local Stripe as it was —
 * its id, amount, currency, times and refunds — through `POST /_local/planted_payments`
 * (tools/stripe-local/src/planting.ts), so a reconciliation of any demo day finds no difference.
 *
 * Local only: that endpoint exists in the local Stripe alone (Stripe has no `/_local` path, the
 * functions never call one) and `plantPayments` refuses any address but the loopback one.
 */
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, type Order, type Payment, type Purchase } from "@shop/domain";
import { orderFromDocument, paymentFromDocument, purchaseFromDocument } from "./purchase-document.js";

export interface RefundToPlant {
  id: string;
  amountCents: number;
  at: number;
}

export interface PaymentToPlant {
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** When the PaymentIntent was made (its purchase's placing) and when it was paid (the record's). */
  createdAt: number;
  paidAt: number;
  metadata: Record<string, string>;
  refunds: RefundToPlant[];
}

/** One payment record with its purchase (same id) and that purchase's order. */
export interface StoredPayment {
  id: string;
  payment: Payment;
  purchase: Purchase | null;
  order: Order | null;
}

/**
 * The refunds of one PaymentIntent as the shop recorded them: each refund id on its lines (an
 * order refunded in full carries one id on every line: summed), and what the order or its lines
 * recorded beyond those (a partial refund made in Stripe) as one more refund at its last update.
 */
function refundsOf(rows: StoredPayment[], paidAt: number): RefundToPlant[] {
  const byId = new Map<string, RefundToPlant>();
  for (const { purchase } of rows) {
    const r = purchase?.refund;
    if (!r) continue;
    const seen = byId.get(r.id);
    if (seen) seen.amountCents += r.amountCents;
    else byId.set(r.id, { id: r.id, amountCents: r.amountCents, at: Math.max(r.at, paidAt) });
  }
  const known = [...byId.values()].reduce((sum, r) => sum + r.amountCents, 0);
  const loose = rows.filter((r) => r.purchase && !r.purchase.refund && (r.purchase.refundedCents ?? 0) > 0);
  const onLines = loose.reduce((sum, r) => sum + (r.purchase?.refundedCents ?? 0), 0) + known;
  const orders = new Map(
    rows.flatMap((r) => (r.order ? [[r.purchase?.orderId ?? r.id, r.order] as const] : [])),
  );
  const onOrders = [...orders.values()].reduce((sum, o) => sum + o.refundedCents, 0);
  const rest = Math.max(onLines, onOrders) - known;
  if (rest > 0) {
    const last = [
      ...loose.map((r) => r.purchase?.updatedAt ?? 0),
      ...[...orders.values()].map((o) => o.updatedAt),
    ];
    const key = [...orders.keys()][0] ?? rows[0]?.id ?? "payment";
    byId.set(`re_rest_${key}`, { id: `re_rest_${key}`, amountCents: rest, at: Math.max(paidAt, ...last) });
  }
  return [...byId.values()];
}

/** The PaymentIntents to plant: the records summed per PaymentIntent (an order has one per line). */
export function paymentsToPlant(rows: readonly StoredPayment[]): PaymentToPlant[] {
  const byIntent = new Map<string, StoredPayment[]>();
  for (const row of rows) {
    const id = row.payment.transactionId;
    if (id) byIntent.set(id, [...(byIntent.get(id) ?? []), row]);
  }
  return [...byIntent.entries()].map(([paymentIntentId, lines]) => {
    const paidAt = Math.min(...lines.map((l) => l.payment.createdAt));
    const placed = lines.map((l) => l.purchase?.createdAt ?? paidAt);
    const first = lines[0];
    const orderId = first?.purchase?.orderId;
    return {
      paymentIntentId,
      amountCents: lines.reduce((sum, l) => sum + l.payment.priceCents, 0),
      currency: first?.order?.currency ?? "usd",
      createdAt: Math.min(paidAt, ...placed),
      paidAt,
      metadata: {
        ...(orderId ? { orderId } : { purchaseId: first?.id ?? "" }),
        userId: first?.payment.userId ?? "",
      },
      refunds: refundsOf(lines, paidAt),
    };
  });
}

/** The payment records of `ids` (those that exist), with their purchases and orders. */
export async function storedPayments(db: Firestore, ids: readonly string[]): Promise<StoredPayment[]> {
  if (ids.length === 0) return [];
  const payments = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.payments).doc(id)));
  const paid = payments.filter((d) => d.exists);
  if (paid.length === 0) return [];
  const purchases = await db.getAll(...paid.map((d) => db.collection(COLLECTIONS.purchases).doc(d.id)));
  const purchaseOf = new Map(
    purchases.flatMap((d) => {
      const data = d.data();
      return data ? [[d.id, purchaseFromDocument(data)] as const] : [];
    }),
  );
  const orderIds = [...new Set([...purchaseOf.values()].flatMap((p) => (p.orderId ? [p.orderId] : [])))];
  const orders = orderIds.length
    ? await db.getAll(...orderIds.map((id) => db.collection(COLLECTIONS.orders).doc(id)))
    : [];
  const orderOf = new Map(
    orders.flatMap((d) => {
      const data = d.data();
      return data ? [[d.id, orderFromDocument(data)] as const] : [];
    }),
  );
  return paid.map((d) => {
    const purchase = purchaseOf.get(d.id) ?? null;
    const order = purchase?.orderId ? (orderOf.get(purchase.orderId) ?? null) : null;
    return { id: d.id, payment: paymentFromDocument(d.data() ?? {}), purchase, order };
  });
}

/** The form `POST /_local/planted_payments` takes (unix seconds). */
export function plantForm(p: PaymentToPlant): URLSearchParams {
  const s = (ms: number) => String(Math.floor(ms / 1000));
  const form = new URLSearchParams({
    id: p.paymentIntentId,
    amount: String(p.amountCents),
    currency: p.currency,
    created: s(p.createdAt),
    paid_at: s(p.paidAt),
  });
  for (const [k, v] of Object.entries(p.metadata)) form.set(`metadata[${k}]`, v);
  p.refunds.forEach((r, i) => {
    form.set(`refunds[${i}][id]`, r.id);
    form.set(`refunds[${i}][amount]`, String(r.amountCents));
    form.set(`refunds[${i}][created]`, s(r.at));
  });
  return form;
}

/** Plants each payment in the local Stripe at `stripeUrl` (loopback only). */
export async function plantPayments(
  stripeUrl: string,
  secretKey: string,
  payments: readonly PaymentToPlant[],
): Promise<void> {
  const { hostname } = new URL(stripeUrl);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname)) {
    throw new Error(`Payments are planted in the local Stripe only, not at ${stripeUrl}`);
  }
  for (const p of payments) {
    const res = await fetch(`${stripeUrl}/_local/planted_payments`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secretKey}`, "Content-Type": "application/x-www-form-urlencoded" },
      body: plantForm(p),
    });
    if (!res.ok)
      throw new Error(`The local Stripe refused ${p.paymentIntentId}: ${res.status} ${await res.text()}`);
  }
}

/** Reads the records of `ids` and plants their payments; how many PaymentIntents it planted. */
export async function plantStoredPayments(
  db: Firestore,
  ids: readonly string[],
  stripe: { url: string; secretKey: string },
): Promise<number> {
  const payments = paymentsToPlant(await storedPayments(db, ids));
  await plantPayments(stripe.url, stripe.secretKey, payments);
  return payments.length;
}

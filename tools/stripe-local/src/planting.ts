/**
 * Local only (`POST /_local/planted_payments`): a payment that happened before this server started
 * — a succeeded PaymentIntent with its Charge and balance transaction, and its Refunds with theirs —
 * planted with the ids and `created` times it had, so that a shop's books written elsewhere (the
 * seed's sales history) exist on Stripe's side too. Sends no webhook (the shop already recorded
 * it). Planting the same payment again plants only the refunds not known yet; the same id with
 * another amount or currency is refused.
 */
import type { Charge } from "./charges.js";
import { buildCharge } from "./charges.js";
import { invalidRequest, missingParam } from "./errors.js";
import type { FormReader } from "./form-body.js";
import { newPaymentIntent } from "./payment-intent-create.js";
import type { PaymentIntent } from "./payment-intent-types.js";
import { rejectUnknownParams, withParamErrors } from "./params.js";
import type { Refund } from "./refunds.js";
import { newRefund } from "./refunds.js";
import type { AppServices } from "./routes/route.js";

const PLANT_PARAMS = new Set([
  "id",
  "amount",
  "currency",
  "created",
  "paid_at",
  "metadata",
  "description",
  "refunds",
]);
const REFUND_PARAMS = new Set(["id", "amount", "created"]);
/** The card planted payments were made with (4242, Visa). */
const PLANTED_CARD = "pm_card_visa";

export interface PlantedPayment {
  object: "planted_payment";
  payment_intent: PaymentIntent;
  charge: Charge;
  refunds: Refund[];
}

interface RefundInput {
  id: string;
  amount: number;
  created: number;
}

function requiredInteger(reader: FormReader, key: string, min: number): number {
  const value = reader.string(key) === "" ? undefined : reader.integer(key);
  if (value === undefined) throw missingParam(reader.param(key));
  if (value < min) {
    throw invalidRequest(`This value must be greater than or equal to ${min}.`, reader.param(key));
  }
  return value;
}

function requiredId(reader: FormReader, prefix: string): string {
  const id = reader.nonEmptyString("id");
  if (id === undefined) throw missingParam(reader.param("id"));
  if (!new RegExp(`^${prefix}_[A-Za-z0-9_-]{1,200}$`).test(id)) {
    throw invalidRequest(
      `Invalid id: ${id} (expected ${prefix}_ and letters, digits, _ or -)`,
      reader.param("id"),
    );
  }
  return id;
}

/** `refunds[i][id|amount|created]`, oldest first, never more than the payment and never before it. */
function readRefunds(reader: FormReader, amount: number, paidAt: number): RefundInput[] {
  const list = reader.object("refunds");
  if (!list) return [];
  const refunds = list
    .keys()
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => {
      const one = list.object(key);
      if (!one) throw missingParam(list.param(key));
      rejectUnknownParams(one, REFUND_PARAMS);
      const created = requiredInteger(one, "created", paidAt);
      return { id: requiredId(one, "re"), amount: requiredInteger(one, "amount", 1), created };
    })
    .sort((a, b) => a.created - b.created);
  const total = refunds.reduce((sum, r) => sum + r.amount, 0);
  if (total > amount) {
    throw invalidRequest(`The refunds (${total}) are more than the payment (${amount}).`, "refunds");
  }
  return refunds;
}

/** The new PaymentIntent, succeeded, and its Charge, at their own times. */
function plantIntent(app: AppServices, reader: FormReader, id: string, created: number, paidAt: number) {
  const pi = newPaymentIntent(reader, created);
  const method = app.paymentMethods.lookup(PLANTED_CARD);
  if (!method) throw new Error(`stripe-local: no ${PLANTED_CARD}`);
  pi.id = id;
  pi.client_secret = `${id}_secret_planted`;
  const charge = buildCharge(pi, method, null, paidAt);
  app.charges.add(charge);
  app.balance.forCharge(charge);
  pi.status = "succeeded";
  pi.amount_received = pi.amount;
  pi.payment_method = method.paymentMethod.id;
  pi.latest_charge = charge.id;
  app.intents.plant(pi, method);
  return { pi, charge };
}

export function plantPayment(app: AppServices, reader: FormReader): PlantedPayment {
  return withParamErrors(() => {
    rejectUnknownParams(reader, PLANT_PARAMS);
    const id = requiredId(reader, "pi");
    const created = requiredInteger(reader, "created", 0);
    const paidAt = reader.has("paid_at") ? requiredInteger(reader, "paid_at", created) : created;
    const amount = requiredInteger(reader, "amount", 1);
    const refunds = readRefunds(reader, amount, paidAt);
    const known = app.intents.get(id);
    const currency = (reader.nonEmptyString("currency") ?? "usd").toLowerCase();
    if (known && (known.amount !== amount || known.currency !== currency || known.status !== "succeeded")) {
      throw invalidRequest(`PaymentIntent ${id} is already planted with another amount or currency.`, "id");
    }
    const { pi, charge } = known
      ? { pi: known, charge: app.charges.get(known.latest_charge ?? "") }
      : plantIntent(app, reader, id, created, paidAt);
    if (!charge) throw invalidRequest(`PaymentIntent ${id} has no charge.`, "id");
    const fresh = refunds.filter((r) => !app.refunds.get(r.id));
    const left = charge.amount - charge.amount_refunded;
    if (fresh.reduce((sum, r) => sum + r.amount, 0) > left) {
      throw invalidRequest(
        `The refunds are more than is left to refund on ${charge.id} (${left}).`,
        "refunds",
      );
    }
    for (const r of fresh) {
      const refund = newRefund({ id: r.id, charge, amount: r.amount, created: r.created });
      charge.amount_refunded += r.amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      app.refunds.plant(refund);
      app.balance.forRefund(refund);
    }
    const all = app.refunds.all().filter((r) => r.payment_intent === id);
    return {
      object: "planted_payment",
      payment_intent: structuredClone(pi),
      charge: structuredClone(charge),
      refunds: structuredClone(all),
    };
  });
}

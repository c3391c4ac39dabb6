/**
 * A business buyer's VAT number, checked the way Stripe checks it (issue 47): saved on the buyer's
 * Stripe customer (`tax_ids`), whose `verification.status` Stripe sets asynchronously (`pending`,
 * then `verified`, `unverified` or `unavailable`; EU numbers through VIES, UK ones through HMRC).
 * The shop reads the status each time it quotes or places an order, so reverse charge applies
 * only while Stripe says `verified` and no webhook is needed (`customer.tax_id.updated` only tells
 * what the next quote reads). Numbers Stripe cannot check (other countries' business numbers) are
 * kept on the order and printed on the invoice, but never take the tax off.
 *
 * The Stripe customer of a buyer is `stripeCustomers/{uid}` (server-only): created once, with an
 * idempotency key per account so two quotes at once make one customer.
 */
import Stripe from "stripe";
import { TAX_ID_MESSAGE, stripeTaxIdType, type TaxIdStatus } from "@shop/domain";
import type { Caller } from "../platform/caller.js";
import { AppError } from "../platform/app-error.js";
import { stripe } from "../platform/config.js";
import { db } from "../platform/firestore.js";
import { readDoc } from "../platform/reads.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";

const STATUSES: readonly TaxIdStatus[] = ["pending", "verified", "unverified", "unavailable"];

const customersCol = () => db.collection("stripeCustomers");

/** The buyer's Stripe customer id, made on first need (again when Stripe no longer has it). */
export async function stripeCustomerOf(c: Caller, forget?: string): Promise<string> {
  const ref = customersCol().doc(c.uid);
  const snap = await readDoc(ref);
  const known: unknown = snap.get("customerId");
  if (typeof known === "string" && known && known !== forget) return known;
  const customer = await callStripe(() =>
    stripe().customers.create(
      { email: c.email, ...(c.name ? { name: c.name } : {}), metadata: { uid: c.uid } },
      { idempotencyKey: `shop-customer-${c.uid}${forget ? `-after-${forget}` : ""}` },
    ),
  );
  // The same key answers the same customer: a second writer writes the same id.
  await ref.set({ customerId: customer.id, createdAt: Date.now() }, { merge: true });
  return customer.id;
}

const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing";

/** The customer's saved tax ID with this value, saved now (pending) when it is new; null: no such customer. */
async function savedTaxId(
  customerId: string,
  value: string,
  type: "eu_vat" | "gb_vat",
): Promise<Stripe.TaxId | null> {
  try {
    const list = await stripe().customers.listTaxIds(customerId, { limit: 100 });
    const found = list.data.find((t) => t.value === value);
    if (found) return found;
    return await stripe().customers.createTaxId(
      customerId,
      { type, value },
      { idempotencyKey: `shop-tax-id-${customerId}-${value}` },
    );
  } catch (err) {
    if (isMissing(err)) return null;
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "tax_id_invalid")
      throw new AppError("invalid-argument", TAX_ID_MESSAGE);
    return callStripe(() => Promise.reject(err));
  }
}

/** Where Stripe's check of the buyer's VAT number stands (saving it on the buyer first). */
export async function taxIdStatus(c: Caller, taxId: string): Promise<TaxIdStatus> {
  const type = stripeTaxIdType(taxId);
  if (!type) return "unchecked";
  const customerId = await stripeCustomerOf(c);
  const saved =
    (await savedTaxId(customerId, taxId, type)) ??
    (await savedTaxId(await stripeCustomerOf(c, customerId), taxId, type));
  const status = saved?.verification?.status;
  return STATUSES.find((known) => known === status) ?? "unchecked";
}

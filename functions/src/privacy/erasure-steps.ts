/**
 * The steps of an erasure (issue 50), each safe to run again: a step that already ran finds
 * nothing left to do. Legal records (orders and their lines, payments, returns, the books,
 * invoices and credit notes) are kept with what the law requires and marked erased.
 */
import { ERASURE_MESSAGES, type ErasureStep } from "@shop/domain";
import type { DocumentReference, Query, WriteBatch } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import Stripe from "stripe";
import { stripe } from "../platform/config.js";
import { adminAuth, newBatch } from "../platform/firestore.js";
import { readDoc, readQuery } from "../platform/reads.js";
import { callStripe } from "../platform/stripe/stripe-calls.js";
import { col, reviewsGroup } from "./data.js";

export interface Subject {
  uid: string;
  email: string;
}

const BATCH = 400;

async function refsOf(queries: Query[]): Promise<DocumentReference[]> {
  const snaps = await Promise.all(queries.map((q) => readQuery(q)));
  const byPath = new Map(snaps.flatMap((s) => s.docs.map((d) => [d.ref.path, d.ref] as const)));
  return [...byPath.values()];
}

async function inBatches(refs: DocumentReference[], write: (b: WriteBatch, r: DocumentReference) => void) {
  for (let i = 0; i < refs.length; i += BATCH) {
    const batch = newBatch();
    for (const ref of refs.slice(i, i + BATCH)) write(batch, ref);
    await batch.commit();
  }
}

const deleteAll = (refs: DocumentReference[]) => inBatches(refs, (b, r) => b.delete(r));

/** Queries `field in values`, 30 values a query (Firestore's limit). */
function whereIn(q: Query, field: string, values: string[]): Query[] {
  const out: Query[] = [];
  for (let i = 0; i < values.length; i += 30) out.push(q.where(field, "in", values.slice(i, i + 30)));
  return out;
}

/**
 * The mails to, from or about the customer (their orders' mails to the shop name them too), and
 * any delivery record naming their address. Runs after every step that can queue a mail; a mail
 * being sent meanwhile is not written back (the mail area merges only into a stored mail).
 */
async function eraseMails({ uid, email }: Subject): Promise<void> {
  const orders = await readQuery(col.orders.where("userId", "==", uid));
  const orderIds = orders.docs.map((d) => d.id);
  const purchaseIds = orders.docs.flatMap((d) => d.data().purchaseIds);
  const addresses = [...new Set([email, email.toLowerCase()])];
  await deleteAll(
    await refsOf([
      ...whereIn(col.mail, "to", addresses),
      ...whereIn(col.mail, "replyTo", addresses),
      ...addresses.map((a) => col.mail.where("delivery.info.accepted", "array-contains", a)),
      ...whereIn(col.mail, "orderId", orderIds),
      ...whereIn(col.mail, "purchaseId", [...orderIds, ...purchaseIds]),
    ]),
  );
}

/** Each review moves to an id of its own, without the uid or the name (counts unchanged). */
async function anonymiseReviews({ uid }: Subject): Promise<void> {
  const reviews = await readQuery(reviewsGroup().where("userId", "==", uid));
  for (const d of reviews.docs) {
    const batch = newBatch();
    const moved = d.ref.parent.doc();
    batch.set(moved, { ...d.data(), userId: "", name: ERASURE_MESSAGES.erasedName });
    batch.delete(d.ref);
    await batch.commit();
  }
}

/** Legal records keep their data (for the admins only) and say that their customer was erased. */
async function markErased(queries: Query[]): Promise<void> {
  const snaps = await Promise.all(queries.map((q) => readQuery(q)));
  const unmarked = snaps.flatMap((s) => s.docs.filter((d) => d.get("erasedAt") == null).map((d) => d.ref));
  const erasedAt = Date.now();
  await inBatches(unmarked, (b, r) => b.update(r, { erasedAt }));
}

async function redactStripeCustomer({ uid }: Subject): Promise<void> {
  const ref = col.stripeCustomers.doc(uid);
  const id: unknown = (await readDoc(ref)).get("customerId");
  if (typeof id === "string" && id) {
    try {
      await callStripe(() => stripe().customers.del(id));
    } catch (err) {
      const missing =
        err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "resource_missing";
      if (!missing) throw err;
    }
  }
  await ref.delete();
}

async function deleteAuthUser({ uid }: Subject): Promise<void> {
  try {
    await adminAuth.deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== "auth/user-not-found") throw err;
  }
}

export const ERASURE_STEP_RUNS: Record<ErasureStep, (s: Subject) => Promise<void>> = {
  cart: async ({ uid }) => deleteAll([col.carts.doc(uid), col.openOrders.doc(uid)]),
  profile: async ({ uid }) => deleteAll([col.users.doc(uid), col.consents.doc(uid)]),
  messages: async ({ uid, email }) =>
    deleteAll(
      await refsOf([col.messages.where("userId", "==", uid), col.messages.where("email", "==", email)]),
    ),
  feedback: async ({ uid }) =>
    inBatches(await refsOf([col.feedback.where("userId", "==", uid)]), (b, r) =>
      b.update(r, { userId: "", name: ERASURE_MESSAGES.erasedName, image: "" }),
    ),
  reviews: anonymiseReviews,
  mails: eraseMails,
  storage: async ({ uid }) =>
    getStorage()
      .bucket()
      .deleteFiles({ prefix: `users/${uid}/` }),
  keys: async ({ uid }) => deleteAll(await refsOf([col.idempotencyKeys.where("uid", "==", uid)])),
  orders: async ({ uid }) =>
    markErased(
      [col.orders, col.purchases, col.payments, col.returns, col.ledgerPayments].map((c) =>
        c.where("userId", "==", uid),
      ),
    ),
  "legal-records": async ({ uid }) =>
    markErased([col.invoices, col.creditNotes].map((c) => c.where("userId", "==", uid))),
  "stripe-customer": redactStripeCustomer,
  auth: deleteAuthUser,
};

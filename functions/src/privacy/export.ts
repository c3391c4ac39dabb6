/**
 * The customer's data as one JSON document (issue 50): every section of PERSONAL_DATA, read by
 * the fields that name the customer. No card data is held, so none is exported.
 */
import {
  EXPORT_FORMAT,
  INVOICE_PATHS,
  mayMarketTo,
  type Order,
  type PersonalDataExport,
  type UserProfile,
} from "@shop/domain";
import type { Query } from "firebase-admin/firestore";
import { readDoc, readQuery } from "../platform/reads.js";
import { col, reviewsGroup } from "./data.js";

async function all<T>(q: Query<T>): Promise<T[]> {
  return (await readQuery(q)).docs.map((d) => d.data());
}

function profileOf(uid: string, p: UserProfile | undefined): PersonalDataExport["profile"] {
  if (!p) return null;
  const address = p.address
    ? Object.fromEntries(Object.entries(p.address).map(([k, v]) => [k, String(v)]))
    : null;
  return {
    uid,
    email: p.email,
    displayName: p.displayName,
    photoURL: p.photoURL,
    createdAt: p.createdAt ?? null,
    address,
    phone: p.phone ?? null,
  };
}

function orderOf(id: string, o: Order): PersonalDataExport["orders"][number] {
  return {
    id,
    state: o.state,
    placedAt: o.createdAt,
    currency: o.currency ?? "usd",
    totalCents: o.totalCents,
    address: o.address,
    phone: o.phone,
    lines: o.lines.map((l) => ({
      purchaseId: l.purchaseId,
      productName: l.productName,
      quantity: l.quantity,
      paidCents: l.paidCents,
    })),
    invoice: o.invoiceNumber ? `/api${INVOICE_PATHS.invoice(id)}` : null,
  };
}

/** Everything the shop holds on the customer `uid` (email: their address, for mail and messages). */
export async function buildExport(uid: string, email: string): Promise<PersonalDataExport> {
  const consent = (await readDoc(col.consents.doc(uid))).data();
  const [profile, cart, orders, payments, returns, reviews, feedback, messages, mails, invoices, notes] =
    await Promise.all([
      readDoc(col.users.doc(uid)),
      readDoc(col.carts.doc(uid)),
      readQuery(col.orders.where("userId", "==", uid)),
      all(col.payments.where("userId", "==", uid)),
      readQuery(col.returns.where("userId", "==", uid)),
      all(reviewsGroup().where("userId", "==", uid)),
      all(col.feedback.where("userId", "==", uid)),
      all(col.messages.where("email", "==", email)),
      all(col.mail.where("to", "==", email)),
      all(col.invoices.where("userId", "==", uid)),
      all(col.creditNotes.where("userId", "==", uid)),
    ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: Date.now(),
    profile: profileOf(uid, profile.data()),
    orders: orders.docs.map((d) => orderOf(d.id, d.data())),
    payments: payments.map((p) => ({
      purchaseId: p.product,
      productName: p.productName,
      amountCents: p.priceCents,
      currency: p.currency ?? "usd",
      transactionId: p.transactionId,
      paidAt: p.createdAt,
      refunded: p.refunded === true,
    })),
    returns: returns.docs.map((d) => {
      const r = d.data();
      return {
        id: d.id,
        rmaNumber: r.rmaNumber,
        purchaseId: r.purchaseId,
        productName: r.productName,
        quantity: r.quantity,
        reason: r.reason,
        comment: r.comment,
        state: r.state,
        requestedAt: r.createdAt,
        refundedCents: r.refund?.amountCents ?? null,
      };
    }),
    reviews: reviews.map((r) => ({
      productId: r.productId,
      star: r.star,
      title: r.title,
      text: r.text,
      writtenAt: r.createdAt,
    })),
    feedback: feedback.map((f) => ({ star: f.star, message: f.feedbackMessage, writtenAt: f.createdAt })),
    messages: messages.map((m) => ({ message: m.message, sentAt: m.createdAt })),
    mails: mails.map((m) => ({
      subject: m.message.subject,
      writtenAt: m.createdAt,
      state: m.delivery.state,
    })),
    cart: (cart.data()?.items ?? []).map((i) => ({ productId: i.productId, quantity: i.quantity })),
    consents: { marketing: mayMarketTo(consent), changedAt: consent?.changedAt ?? null },
    invoices: invoices.map((i) => ({ number: i.number, path: `/api${INVOICE_PATHS.invoice(i.subjectId)}` })),
    creditNotes: notes.map((n) => ({
      number: n.number,
      path: `/api${INVOICE_PATHS.creditNote(n.refundId)}`,
    })),
  };
}

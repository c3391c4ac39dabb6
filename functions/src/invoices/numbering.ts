/**
 * The serial numbering of invoices and credit notes, off the payment path. The payment's own
 * transaction is untouched: a trigger on payment records queues each payment (refund) in
 * `invoiceQueue` and wakes the `assignInvoiceNumbers` task queue (one dispatch at a time), which
 * runs `assignPendingNumbers`: the oldest queued entries, in ONE transaction with the year's
 * counter documents, get the next numbers (recorded order, ties by id), their documents, the
 * numbers on the payment records and the order, and leave the queue. A redelivered trigger or task
 * finds the payment already numbered and only removes the entry; two runs at once would conflict
 * on the counters and queue entries and one would retry, so a number is never given twice and
 * never skipped.
 */
import * as logger from "firebase-functions/logger";
import { FieldValue, Timestamp, type Transaction } from "firebase-admin/firestore";
import {
  counterId,
  isPartialCreditNote,
  numberingYear,
  planNumbers,
  type InvoiceMarks,
  type NumberingEntry,
  type Payment,
} from "@shop/domain";
import { sendMailWaitingFor } from "../mail/index.js";
import { ordersCol } from "../orders/index.js";
import { inTransaction } from "../platform/firestore.js";
import { readQuery, txRead } from "../platform/reads.js";
import { creditNoteContent, invoiceContent, type CreditNoteContent, type InvoiceContent } from "./content.js";
import {
  countersCol,
  creditNotesCol,
  invoiceQueueId,
  invoicesCol,
  paymentRecordsCol,
  queueCol,
  type QueueEntry,
} from "./data.js";

/** Entries numbered per transaction. */
const BATCH = 25;
/**
 * Entries recorded this recently wait for a later run. An entry is written with its payment and
 * stamped with the commit time, so one committed a moment ago is already visible; the margin only
 * covers the clocks of the functions and the database. Each new entry wakes the assigner
 * ASSIGNER_DELAY_SECONDS later (queue.ts), after its own wait is over.
 */
export const SETTLE_MS = 1500;
/** A refund of a payment recorded this recently waits for the payment's invoice to be numbered first. */
const INVOICE_GRACE_MS = 10 * 60_000;

type Prepared =
  | { id: string; entry: QueueEntry; kind: "invoice"; content: InvoiceContent | null }
  | { id: string; entry: QueueEntry; kind: "credit-note"; content: CreditNoteContent | null };

async function prepare(id: string, entry: QueueEntry): Promise<Prepared> {
  return entry.kind === "invoice"
    ? { id, entry, kind: "invoice", content: await invoiceContent(entry) }
    : { id, entry, kind: "credit-note", content: await creditNoteContent(entry) };
}

type Marked = Payment & InvoiceMarks;

/** What the transaction read: the counters, which entries are still queued, the payment records. */
interface TxState {
  counters: Record<string, number>;
  queued: Set<string>;
  payments: Map<string, Marked | undefined>;
}

function purchaseIdsOf(p: Prepared): string[] {
  return p.kind === "invoice" && p.content ? p.content.purchaseIds : [p.entry.purchaseId];
}

async function readState(tx: Transaction, batch: Prepared[]): Promise<TxState> {
  const keys = new Set<string>();
  for (const p of batch) {
    const year = numberingYear(p.entry.recordedAt);
    keys.add(counterId(p.kind === "invoice" ? "INV" : "CN", year));
  }
  const entryIds = new Set(batch.map((p) => p.id));
  // A credit note needs to know whether its payment's invoice is still queued.
  for (const p of batch) if (p.kind === "credit-note") entryIds.add(invoiceQueueId(p.entry.subjectId));
  const paymentIds = new Set(batch.flatMap(purchaseIdsOf));
  const [counters, entries, payments] = await Promise.all([
    Promise.all([...keys].map((k) => txRead(tx, countersCol.doc(k)))),
    Promise.all([...entryIds].map((id) => txRead(tx, queueCol.doc(id)))),
    Promise.all([...paymentIds].map((id) => txRead(tx, paymentRecordsCol().doc(id)))),
  ]);
  return {
    counters: Object.fromEntries(counters.map((s) => [s.id, s.data()?.last ?? 0])),
    queued: new Set(entries.filter((s) => s.exists).map((s) => s.id)),
    payments: new Map(payments.map((s) => [s.id, s.data()])),
  };
}

/** Whether an entry is done already (numbered by an earlier run) or cannot be numbered at all. */
function settled(p: Prepared, state: TxState): boolean {
  if (!p.content) return true;
  const records = purchaseIdsOf(p).map((id) => state.payments.get(id));
  if (records.some((r) => r === undefined)) return true;
  if (p.kind === "invoice") return records.some((r) => r?.invoiceNumber);
  // A partial refund's credit note is marked under its refund; a full refund's on the record.
  const refundId = p.entry.refundId ?? "";
  return isPartialCreditNote(p.entry.part)
    ? records.some((r) => r?.refundCreditNotes?.[refundId])
    : records.some((r) => r?.creditNoteNumber);
}

/** The invoice a credit note corrects: its number, "wait" while it is coming, or null (none). */
function correctedInvoice(p: Prepared, state: TxState, planned: Map<string, string>, now: number) {
  const payment = state.payments.get(p.entry.purchaseId);
  if (payment?.invoiceNumber) return payment.invoiceNumber;
  const inBatch = planned.get(p.entry.subjectId);
  if (inBatch) return inBatch;
  const queued = state.queued.has(invoiceQueueId(p.entry.subjectId));
  const recent = payment !== undefined && now - payment.createdAt < INVOICE_GRACE_MS;
  return queued || recent ? "wait" : null;
}

/** Numbers one batch in one transaction; how many documents it made. */
async function numberBatch(
  batch: Prepared[],
): Promise<{ numbered: number; removed: number; invoiced: string[] }> {
  return inTransaction(async (tx) => {
    const state = await readState(tx, batch);
    const now = Date.now();
    const live = batch.filter((p) => state.queued.has(p.id));
    const done = live.filter((p) => settled(p, state));
    const open = live.filter((p) => !done.includes(p));
    // Invoices first (a credit note may correct an invoice numbered in this very batch).
    const entries: NumberingEntry[] = open.map((p) => ({
      id: p.id,
      kind: p.kind,
      recordedAt: p.entry.recordedAt,
    }));
    const invoicesOnly = new Set(open.filter((p) => p.kind === "credit-note").map((p) => p.id));
    const firstPass = planNumbers(entries, state.counters, invoicesOnly);
    const invoiceBySubject = new Map(
      firstPass.planned.map((n) => [open.find((p) => p.id === n.entryId)?.entry.subjectId ?? "", n.number]),
    );
    const waiting = new Set(
      open
        .filter(
          (p) => p.kind === "credit-note" && correctedInvoice(p, state, invoiceBySubject, now) === "wait",
        )
        .map((p) => p.id),
    );
    const { planned, counters } = planNumbers(entries, state.counters, waiting);
    for (const n of planned) {
      const p = open.find((o) => o.id === n.entryId);
      if (!p?.content) continue;
      if (p.kind === "invoice") writeInvoice(tx, n.number, p.content, now);
      else {
        const corrects = correctedInvoice(p, state, invoiceBySubject, now);
        writeCreditNote(tx, n.number, p.content, corrects === "wait" ? null : corrects, now);
      }
      tx.delete(queueCol.doc(p.id));
    }
    for (const p of done) tx.delete(queueCol.doc(p.id));
    for (const [key, last] of Object.entries(counters)) {
      if (last !== state.counters[key]) tx.set(countersCol.doc(key), { last, updatedAt: now });
    }
    const invoiced = planned.flatMap((n) => {
      const p = open.find((o) => o.id === n.entryId);
      return p?.kind === "invoice" ? [p.entry.subjectId] : [];
    });
    return { numbered: planned.length, removed: done.length, invoiced };
  });
}

function writeInvoice(tx: Transaction, number: string, content: InvoiceContent, now: number): void {
  tx.create(invoicesCol.doc(number), { ...content, number, createdAt: now });
  // The number is one of the record's search terms (@shop/domain paymentSearchFields): added here,
  // the trigger that follows payment records finds its terms complete and writes nothing back.
  for (const id of content.purchaseIds)
    tx.set(
      paymentRecordsCol().doc(id),
      { invoiceNumber: number, searchTerms: FieldValue.arrayUnion(number) },
      { merge: true },
    );
  if (content.orderId) tx.set(ordersCol.doc(content.orderId), { invoiceNumber: number }, { merge: true });
}

function writeCreditNote(
  tx: Transaction,
  number: string,
  content: CreditNoteContent,
  invoiceNumber: string | null,
  now: number,
): void {
  tx.create(creditNotesCol.doc(number), { ...content, invoiceNumber, number, createdAt: now });
  const mark = isPartialCreditNote(content.part)
    ? { refundCreditNotes: { [content.refundId]: number } }
    : { creditNoteNumber: number };
  tx.set(paymentRecordsCol().doc(content.purchaseId), mark, { merge: true });
}

/**
 * Numbers everything queued (recorded SETTLE_MS ago or earlier), oldest first, batch after batch,
 * until nothing is left or only entries that must wait are. Answers how many documents it made.
 */
export async function assignPendingNumbers(): Promise<number> {
  let numbered = 0;
  const releases: Promise<number>[] = [];
  for (let round = 0; round < 200; round += 1) {
    const settledBefore = Date.now() - SETTLE_MS;
    const snap = await readQuery(
      queueCol
        .where("recordedAt", "<=", Timestamp.fromMillis(settledBefore))
        .orderBy("recordedAt")
        .limit(BATCH),
    );
    if (snap.empty) break;
    const batch = await Promise.all(snap.docs.map((d) => prepare(d.id, d.data())));
    for (const p of batch) {
      if (!p.content) logger.error("A queued payment has no purchase or payment record", { entry: p.id });
    }
    const result = await numberBatch(batch);
    numbered += result.numbered;
    // The 'payment received' mails waiting for these invoices go now (not holding the next batch).
    releases.push(...result.invoiced.map((subjectId) => sendMailWaitingFor("invoice", subjectId)));
    if (result.numbered === 0 && result.removed === 0) break;
  }
  for (const r of await Promise.allSettled(releases)) {
    if (r.status === "rejected")
      logger.error("A mail waiting for its invoice was not sent", { err: r.reason });
  }
  return numbered;
}

/**
 * Helpers for the invoice suites: the PDFs through the API (read back as text with unpdf), the
 * numbers the functions write on payment records, and the numbering's whole-series check.
 */
import { FieldPath } from "firebase-admin/firestore";
import { vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { INVOICE_COLLECTIONS, parseNumber } from "@shop/domain";
import { API_URL } from "./env.js";
import { freshClientAddress } from "./client-address.js";
import { adminDb } from "./payments.js";
import type { TestUser } from "./auth.js";

export interface PdfAnswer {
  status: number;
  contentType: string;
  disposition: string;
  bytes: Uint8Array;
  /** The error body when the answer is JSON. */
  error?: { code: string; message: string };
}

/** GET a PDF path of the API as `user` (anonymous without). */
export async function getPdf(path: string, user?: TestUser): Promise<PdfAnswer> {
  const headers: Record<string, string> = { "X-Forwarded-For": freshClientAddress() };
  if (user) headers.Authorization = `Bearer ${user.idToken}`;
  const res = await fetch(`${API_URL}${path}`, { headers });
  const contentType = res.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await res.arrayBuffer());
  const answer: PdfAnswer = {
    status: res.status,
    contentType,
    disposition: res.headers.get("content-disposition") ?? "",
    bytes,
  };
  if (contentType.includes("json")) {
    answer.error = (JSON.parse(new TextDecoder().decode(bytes)) as { error: PdfAnswer["error"] }).error;
  }
  return answer;
}

/** The text of a PDF, every page, as a PDF reader extracts it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const WAIT = { timeout: 60_000, interval: 250 } as const;

/** Waits until the payment record of `purchaseId` carries `field`; its value. */
export async function waitForMark(
  purchaseId: string,
  field: "invoiceNumber" | "creditNoteNumber",
  timeout: number = WAIT.timeout,
): Promise<string> {
  return vi.waitFor(
    async () => {
      const value: unknown = (await adminDb().collection("payments").doc(purchaseId).get()).get(field);
      if (typeof value !== "string") throw new Error(`payments/${purchaseId} has no ${field} yet`);
      return value;
    },
    { ...WAIT, timeout },
  );
}

/** Waits until the credit note of a partial refund (a return) is numbered; its number. */
export async function waitForPartialCreditNote(purchaseId: string, refundId: string): Promise<string> {
  return vi.waitFor(async () => {
    const doc = await adminDb().collection("payments").doc(purchaseId).get();
    const value: unknown = doc.get(new FieldPath("refundCreditNotes", refundId));
    if (typeof value !== "string")
      throw new Error(`payments/${purchaseId} has no credit note of ${refundId} yet`);
    return value;
  }, WAIT);
}

/** The documents of a collection whose field equals a value. */
export async function docsWhere(collection: string, field: string, value: string) {
  const snap = await adminDb().collection(collection).where(field, "==", value).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/**
 * The whole series of a year, read in one transaction with its counter: the numbers given are
 * exactly 1…last, each once (document ids are the numbers), and each invoice's number is on every
 * payment record it covers. Answers `last`.
 */
export async function checkSeries(series: "INV" | "CN", year: number): Promise<number> {
  const db = adminDb();
  const collection = series === "INV" ? INVOICE_COLLECTIONS.invoices : INVOICE_COLLECTIONS.creditNotes;
  return db.runTransaction(async (tx) => {
    const counter = await tx.get(db.collection(INVOICE_COLLECTIONS.counters).doc(`${series}-${year}`));
    const last = (counter.get("last") as number | undefined) ?? 0;
    const docs = await tx.get(
      db
        .collection(collection)
        .where("number", ">=", `${series}-${year}-`)
        .where("number", "<", `${series}-${year}.`),
    );
    const seqs = docs.docs.map((d) => parseNumber(d.id)?.seq ?? -1).sort((a, b) => a - b);
    const expected = Array.from({ length: last }, (_, i) => i + 1);
    if (JSON.stringify(seqs) !== JSON.stringify(expected)) {
      throw new Error(`${series}-${year}: counter ${last}, numbers ${JSON.stringify(seqs)}`);
    }
    for (const d of docs.docs) {
      const ids = series === "INV" ? (d.get("purchaseIds") as string[]) : [d.get("purchaseId") as string];
      // A partial refund's credit note (a return, shipping) is marked under its refund id; the
      // full refund of a line's rest (a `part` with `rest`, issue 47) on the line's record.
      const part = d.get("part") as { rest?: boolean } | null | undefined;
      const field =
        series === "INV"
          ? "invoiceNumber"
          : part && !part.rest
            ? new FieldPath("refundCreditNotes", d.get("refundId") as string)
            : "creditNoteNumber";
      for (const id of ids) {
        const payment = await tx.get(db.collection("payments").doc(id));
        if (payment.exists && payment.get(field) !== d.id) {
          throw new Error(`payments/${id} has ${String(field)} ${String(payment.get(field))}, not ${d.id}`);
        }
      }
    }
    return last;
  });
}

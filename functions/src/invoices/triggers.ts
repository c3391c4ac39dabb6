/**
 * The invoices' deployed functions: a trigger on payment records that queues each payment and
 * refund for its number, and the serial task queue that numbers them (numbering.ts). Importing this
 * module also registers the invoice as a mail attachment source (the 'payment received' mails).
 */
import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { COLLECTIONS, type InvoiceMarks, type Payment } from "@shop/domain";
import { registerAttachmentSource } from "../mail/index.js";
import { REGION } from "../platform/config.js";
import { converter } from "../platform/converters.js";
import { invoiceAttachment } from "./documents.js";
import { assignPendingNumbers } from "./numbering.js";
import { queueForNumbering } from "./queue.js";

registerAttachmentSource("invoice", invoiceAttachment);

const payments = converter<Payment & InvoiceMarks>();
const read = (snap: QueryDocumentSnapshot | undefined) =>
  snap?.exists ? payments.fromFirestore(snap) : undefined;

/** Firestore trigger: a payment record created or marked refunded queues its invoice or credit note. */
export const queueInvoiceNumbers = onDocumentWritten(
  { document: `${COLLECTIONS.payments}/{purchaseId}`, region: REGION, memory: "256MiB", retry: true },
  async (event) => {
    const change = event.data;
    if (!change) return;
    await queueForNumbering(
      event.params.purchaseId,
      read(change.before as QueryDocumentSnapshot),
      read(change.after as QueryDocumentSnapshot),
    );
  },
);

/**
 * Task queue function, one dispatch at a time: numbers every queued payment and refund (oldest
 * first) in transactions with the year's counters. A failed run is retried; a redelivered task
 * finds nothing left to do.
 */
export const assignInvoiceNumbers = onTaskDispatched(
  {
    region: REGION,
    retryConfig: { maxAttempts: 20, minBackoffSeconds: 2, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 1 },
    memory: "512MiB",
    timeoutSeconds: 300,
  },
  async () => {
    const numbered = await assignPendingNumbers();
    if (numbered > 0) logger.info("Invoices and credit notes numbered", { numbered });
  },
);

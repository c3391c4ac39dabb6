/**
 * The invoices' deployed functions: a trigger on new queue entries (each payment and refund queues
 * one in its own transaction, queue.ts) that wakes the serial task queue numbering them
 * (numbering.ts). Importing this module also registers the invoice as a mail attachment source (the 'payment received' mails).
 */
import * as logger from "firebase-functions/logger";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { INVOICE_COLLECTIONS } from "@shop/domain";
import { registerAttachmentSource } from "../mail/index.js";
import { REGION } from "../platform/config.js";
import { invoiceAttachment } from "./documents.js";
import { assignPendingNumbers } from "./numbering.js";
import { wakeAssigner } from "./queue.js";

registerAttachmentSource("invoice", invoiceAttachment);

/**
 * Firestore trigger: a new queue entry (written with its payment or refund) wakes the serial
 * assigner (a failed wake-up is retried; each run numbers everything queued, not only its entry).
 */
export const wakeInvoiceNumbering = onDocumentCreated(
  { document: `${INVOICE_COLLECTIONS.queue}/{entryId}`, region: REGION, memory: "256MiB", retry: true },
  async () => {
    await wakeAssigner();
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

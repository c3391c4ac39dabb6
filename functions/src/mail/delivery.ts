/**
 * Delivers a `mail/{id}` document over SMTP with nodemailer and records the outcome in its
 * `delivery` (the Trigger Email extension's fields): PENDING → PROCESSING → SUCCESS | ERROR.
 *
 * - The mail is claimed in a transaction (PENDING → PROCESSING), so a trigger delivered twice
 *   sends once. A mail its sender lost (still PENDING or PROCESSING after MAIL_LEASE_MS: the
 *   trigger never ran, or the run died after its claim) is taken over by `sendAbandonedMail`,
 *   which the scheduled `sweepAbandonedMail` runs.
 * - Temporary failures (the server unreachable, a 4xx SMTP answer, a timeout) are retried with
 *   backoff (@shop/domain mailRetryDelayMs) up to MAIL_MAX_ATTEMPTS; each attempt and its error is
 *   recorded as it happens. A permanent failure (a 5xx answer, a refused address) ends at once.
 *   The last error stays in `delivery.error`; an admin can send an ERROR mail again (POST
 *   /mail/:id/retry makes a new mail).
 * - Nothing here touches orders or payments: a mail failing never undoes what it reports.
 */
import { Timestamp, type PartialWithFieldValue } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import {
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_GREETING_TIMEOUT_MS,
  SMTP_SOCKET_TIMEOUT_MS,
} from "../platform/timeouts.js";
import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  isMailAbandoned,
  mailRetryDelayMs,
  type Mail,
  type MailDeliveryInfo,
} from "@shop/domain";
import { MAIL_FROM, SMTP_CONNECTION_URI } from "../platform/config.js";
import { mailCol } from "./data.js";
import { adminAuth, inTransaction } from "../platform/firestore.js";
import { readQuery, txRead } from "../platform/reads.js";
import { isTemporaryMailError, mailErrorText } from "./mail-errors.js";
import { attachmentKey, resolveAttachments, type ResolvedAttachment } from "./attachments.js";

export type DeliveryOutcome = "sent" | "failed" | "skipped" | "held" | "waiting";

export const HELD_MAIL_NOTE = "Held until the customer verifies their email address";

/**
 * Whether a mail may go out now: the shop's own mails (kinds `shop-…`, to SHOP_EMAIL) always; a
 * customer's only to an address an account has verified (Firebase Auth's emailVerified). Anybody
 * can sign up with somebody else's address; until its owner clicks the verification link the
 * shop writes it nothing.
 */
async function recipientVerified(mail: Pick<Mail, "to" | "kind">): Promise<boolean> {
  if (mail.kind.startsWith("shop-")) return true;
  return addressVerified(mail.to);
}

async function addressVerified(to: string): Promise<boolean> {
  try {
    return (await adminAuth.getUserByEmail(to)).emailVerified;
  } catch {
    return false;
  }
}

let transport: { uri: string; transporter: Transporter<SMTPTransport.SentMessageInfo> } | undefined;

/** One pooled transport per SMTP URI (the secret is only readable at run time). */
function transporter(): Transporter<SMTPTransport.SentMessageInfo> {
  const uri = SMTP_CONNECTION_URI.value();
  if (!transport || transport.uri !== uri) {
    transport = {
      uri,
      transporter: nodemailer.createTransport(smtpOptions(uri)),
    };
  }
  return transport.transporter;
}

function smtpOptions(url: string): SMTPTransport.Options {
  return {
    url,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims a mail for sending — a PENDING one, or one its sender lost — and answers it; null when
 * another sender has it or it is done.
 */
async function claim(id: string): Promise<Mail | null> {
  const ref = mailCol.doc(id);
  return inTransaction(async (tx) => {
    const mail = (await txRead(tx, ref)).data();
    if (!mail) return null;
    if (mail.delivery.state !== "PENDING" && !isMailAbandoned(mail, Date.now())) return null;
    tx.set(
      ref,
      { delivery: { ...mail.delivery, state: "PROCESSING", startTime: Date.now(), endTime: null } },
      { merge: true },
    );
    return mail;
  });
}

/**
 * Merges `fields` into the mail if it still exists: a mail erased while it was being sent (the
 * customer's erasure, issue 50) is not written back as a stub naming its recipient.
 */
async function mergeIfStored(id: string, fields: PartialWithFieldValue<Mail>): Promise<void> {
  const ref = mailCol.doc(id);
  await inTransaction(async (tx) => {
    if (!(await txRead(tx, ref)).exists) return;
    // A merge changes only the fields named (and the converter stores times as Timestamps).
    tx.set(ref, fields, { merge: true });
  });
}

async function record(id: string, delivery: Partial<Mail["delivery"]>): Promise<void> {
  await mergeIfStored(id, { delivery });
}

/**
 * The mail's attachments; or, when one is not made yet, the mail goes back to PENDING waiting for
 * it ("waiting") — unless it appeared meanwhile ("retry": its source may have looked for waiting
 * mails before this one was marked, so the sender checks once more after marking it).
 */
async function filesOrWait(
  id: string,
  mail: Mail,
): Promise<ResolvedAttachment[] | "failed" | "waiting" | "retry"> {
  try {
    const first = await resolveAttachments(mail.attachments);
    if ("files" in first) return first.files;
    await record(id, { state: "PENDING", startTime: null, endTime: null });
    await mergeIfStored(id, { waitingFor: attachmentKey(first.missing) });
    const again = await resolveAttachments(mail.attachments);
    return "files" in again ? "retry" : "waiting";
  } catch (err) {
    const error = mailErrorText(err);
    await record(id, { state: "ERROR", endTime: Date.now(), error });
    logger.error("A mail's attachment could not be made", { mailId: id, kind: mail.kind, error });
    return "failed";
  }
}

/**
 * Sends the mails waiting for the attachment `source:id` (its source calls this once the file
 * exists, e.g. the invoices area after numbering an invoice); how many went out.
 */
export async function sendMailWaitingFor(source: string, id: string): Promise<number> {
  const waiting = await readQuery(
    mailCol.where("waitingFor", "==", attachmentKey({ source, id })).limit(RELEASE_BATCH),
  );
  const outcomes = await Promise.all(
    waiting.docs.filter((d) => d.data().delivery.state === "PENDING").map((d) => deliverMail(d.id)),
  );
  return outcomes.filter((o) => o === "sent").length;
}

/** Sends one mail (the `sendMail` trigger calls this for each new mail). */
export async function deliverMail(
  id: string,
  sleepFor: (ms: number) => Promise<unknown> = sleep,
): Promise<DeliveryOutcome> {
  const mail = await claim(id);
  if (!mail) return "skipped";
  if (!(await recipientVerified(mail))) {
    await record(id, { state: "HELD", endTime: Date.now(), error: HELD_MAIL_NOTE });
    return "held";
  }
  const files = await filesOrWait(id, mail);
  if (files === "failed" || files === "waiting") return files;
  if (files === "retry") return deliverMail(id, sleepFor);
  let attempts = mail.delivery.attempts;
  for (;;) {
    attempts += 1;
    try {
      const sent = await transporter().sendMail({
        from: MAIL_FROM.value(),
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.message.subject,
        text: mail.message.text,
        html: mail.message.html,
        ...(files.length ? { attachments: files } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      const info: MailDeliveryInfo = {
        messageId: sent.messageId ?? null,
        accepted: sent.accepted.map(String),
        rejected: sent.rejected.map(String),
        response: sent.response ?? null,
      };
      await record(id, { state: "SUCCESS", attempts, endTime: Date.now(), error: null, info });
      return "sent";
    } catch (err) {
      const error = mailErrorText(err);
      const retry = isTemporaryMailError(err) && attempts < MAIL_MAX_ATTEMPTS;
      if (!retry) {
        await record(id, { state: "ERROR", attempts, endTime: Date.now(), error });
        logger.error("A mail could not be sent", { mailId: id, kind: mail.kind, attempts, error });
        return "failed";
      }
      await record(id, { attempts, error });
      await sleepFor(mailRetryDelayMs(attempts));
    }
  }
}

/** How many lost mails one sweep takes over, and how many it sends side by side. */
const SWEEP_BATCH = 40;
const SWEEP_PARALLEL = 4;

/**
 * The backstop of the `sendMail` trigger: sends the mails their sender lost (`isMailAbandoned`:
 * PENDING or PROCESSING for longer than MAIL_LEASE_MS), newest first, and counts the outcomes.
 * A mail claimed that long ago was written before, so one query by age finds both kinds.
 */
export async function sendAbandonedMail(
  now = Date.now(),
  sleepFor: (ms: number) => Promise<unknown> = sleep,
): Promise<Record<DeliveryOutcome, number>> {
  const waiting = await readQuery(
    mailCol
      .where("delivery.state", "in", ["PENDING", "PROCESSING"])
      .where("createdAt", "<=", Timestamp.fromMillis(now - MAIL_LEASE_MS))
      .orderBy("createdAt", "desc")
      .limit(SWEEP_BATCH),
  );
  const ids = waiting.docs.filter((d) => isMailAbandoned(d.data(), now)).map((d) => d.id);
  const tally: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, skipped: 0, held: 0, waiting: 0 };
  let next = 0;
  const worker = async () => {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      try {
        tally[await deliverMail(id, sleepFor)] += 1;
      } catch (err) {
        logger.error("Could not send a lost mail", { mailId: id, err });
      }
    }
  };
  await Promise.all(Array.from({ length: SWEEP_PARALLEL }, worker));
  return tally;
}

/** Puts a HELD mail back to PENDING (once: a second release finds it no longer held). */
async function unhold(id: string): Promise<boolean> {
  const ref = mailCol.doc(id);
  return inTransaction(async (tx) => {
    const mail = (await txRead(tx, ref)).data();
    if (mail?.delivery.state !== "HELD") return false;
    tx.set(
      ref,
      { delivery: { ...mail.delivery, state: "PENDING", endTime: null, error: null } },
      { merge: true },
    );
    return true;
  });
}

/** How many held mails of one address a release sends (an order's mails: a handful). */
const RELEASE_BATCH = 50;

/**
 * Sends the mails held for `email` once its account has verified it (accounts call this on the
 * customer's next request with a verified token; the sweep below for the others).
 */
export async function releaseHeldMail(email: string): Promise<number> {
  const held = await readQuery(
    mailCol.where("to", "==", email).where("delivery.state", "==", "HELD").limit(RELEASE_BATCH),
  );
  if (held.empty || !(await addressVerified(email))) return 0;
  let sent = 0;
  for (const d of [...held.docs].sort((a, b) => a.data().createdAt - b.data().createdAt)) {
    if ((await unhold(d.id)) && (await deliverMail(d.id)) === "sent") sent += 1;
  }
  return sent;
}

/**
 * The sweep's part for held mail: the addresses of the oldest held mails whose accounts are now
 * verified get their mails (a customer who verified and never came back).
 */
export async function releaseVerifiedHeldMail(): Promise<number> {
  const held = await readQuery(mailCol.where("delivery.state", "==", "HELD").limit(SWEEP_BATCH));
  const addresses = [...new Set(held.docs.map((d) => d.data().to))];
  let sent = 0;
  for (const address of addresses) sent += await releaseHeldMail(address);
  return sent;
}

/**
 * The local inbox (MailDev, started by the test runner beside the emulators; scripts/lib/maildev.ts)
 * and the `mail` collection the functions write.
 */
import { expect, vi } from "vitest";
import { startMailDev, stopMailDev, mailInboxUrl } from "../../scripts/lib/maildev.js";
import type { Query, Timestamp } from "firebase-admin/firestore";
import type { Mail, MailKind } from "@shop/domain";
import { P } from "./env.js";
import { adminDb } from "./payments.js";

export const MAIL_INBOX = mailInboxUrl(P);

export interface InboxMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  text: string;
  html: string;
  /** Files the mail carries (MailDev: GET /api/email/:id/attachment/:fileName). */
  attachments?: { fileName?: string; filename?: string; generatedFileName?: string; contentType: string }[];
}

/**
 * The mails MailDev has received, all or those whose fields equal `where`'s (MailDev filters them
 * itself, dot notation: `{ "to.address": … }`, `{ subject: … }`). A whole run leaves hundreds of
 * mails there (the bursts' order mails among them), each with its HTML: a test waiting for one
 * mail asks only for those it can match, not for megabytes every 300 ms.
 */
export async function inbox(where: Record<string, string> = {}): Promise<InboxMail[]> {
  const query = new URLSearchParams(where).toString();
  const res = await fetch(`${MAIL_INBOX}/api/email${query ? `?${query}` : ""}`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return (await res.json()) as InboxMail[];
}

/** The mails MailDev received for one address. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const mails = await inbox({ "to.address": address });
  // MailDev's filter, checked: a mail to someone else here would be read as this address's.
  return mails.filter((m) => m.to.some((t) => t.address === address));
}

/** A product name no other mail carries: `what` and the time (mail subjects are matched by it). */
export const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}`;

/** Delivery runs in a Functions-emulator worker after the commit: waited for generously. */
export const DELIVERY = { timeout: 60_000, interval: 300 } as const;

/** The first mail to `to` with this subject, once MailDev has it. */
export async function received(to: string, subject: string): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await vi.waitFor(async () => {
    found = (await mailsTo(to)).find((m) => m.subject === subject);
    expect(found).toBeDefined();
  }, DELIVERY);
  if (!found) throw new Error(`no mail "${subject}" to ${to}`);
  return found;
}

/** A header of a received mail, read from its raw source (MailDev's JSON leaves Reply-To out), unfolded. */
export async function headerOf(id: string, name: string): Promise<string | null> {
  const res = await fetch(`${MAIL_INBOX}/api/email/${id}/source`);
  const source = await res.text();
  // A long header is folded onto the next lines (RFC 5322 2.2.3): unfold it first.
  const head = (source.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** The inbox's mails to `to` whose subject contains `subject`, once `count` of them are there. */
export async function receivedMails(to: string, subject: string, count = 1): Promise<InboxMail[]> {
  let mails: InboxMail[] = [];
  await vi.waitFor(async () => {
    mails = (await mailsTo(to)).filter((m) => m.subject.includes(subject));
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }, DELIVERY);
  return mails;
}

export type StoredMail = Omit<Mail, "createdAt"> & { id: string };

/** The shop's `mail` documents about one purchase (or to one address), oldest first. */
export async function mailDocs(where: { purchaseId?: string; to?: string }): Promise<StoredMail[]> {
  let q: Query = adminDb().collection("mail");
  if (where.purchaseId) q = q.where("purchaseId", "==", where.purchaseId);
  if (where.to) q = q.where("to", "==", where.to);
  const snap = await q.get();
  return snap.docs
    .map((d) => ({ doc: d.data() as Mail & { createdAt: Timestamp }, id: d.id }))
    .sort((a, b) => a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis())
    .map(({ doc, id }) => ({ ...doc, id }));
}

/** The purchase's mail of `kind`, once its delivery succeeded. */
export async function deliveredMail(purchaseId: string, kind: MailKind): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await vi.waitFor(async () => {
    found = (await mailDocs({ purchaseId })).find((m) => m.kind === kind);
    expect(found?.delivery.state).toBe("SUCCESS");
  }, DELIVERY);
  if (!found) throw new Error(`no ${kind} mail about ${purchaseId}`);
  return found;
}

/** Takes the SMTP server away (MailDev stops; its port refuses connections). */
export async function stopInbox(): Promise<void> {
  await stopMailDev(P);
}

/** Brings MailDev back on the same ports. */
export async function startInbox(): Promise<void> {
  const status = await startMailDev(P);
  if (!status.ok) throw new Error(status.note);
}

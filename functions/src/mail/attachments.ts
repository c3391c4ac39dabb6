/**
 * Mail attachments by reference: a mail names its files (`{ source, id }`, e.g. the invoice of a
 * payment) and the sender asks the source registered under that name for the file when it sends.
 * Areas that make files register their source (the invoices area: "invoice"), so the mail area
 * depends on none of them. A file may follow its mail by a few seconds (an invoice is numbered
 * after the payment's transaction): the mail then waits, PENDING with `waitingFor`, until the
 * source releases it (`sendMailWaitingFor`, delivery.ts) or the lost-mail sweep tries again.
 */
import type { MailAttachmentRef } from "@shop/domain";

export interface ResolvedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Answers the file, or null while it does not exist yet. */
export type AttachmentSource = (id: string) => Promise<ResolvedAttachment | null>;

const sources = new Map<string, AttachmentSource>();

export function registerAttachmentSource(name: string, source: AttachmentSource): void {
  sources.set(name, source);
}

export const attachmentKey = (ref: MailAttachmentRef) => `${ref.source}:${ref.id}`;

/** The mail's files, or the first one not made yet. */
export async function resolveAttachments(
  refs: readonly MailAttachmentRef[] | undefined,
): Promise<{ files: ResolvedAttachment[] } | { missing: MailAttachmentRef }> {
  const files: ResolvedAttachment[] = [];
  for (const ref of refs ?? []) {
    const source = sources.get(ref.source);
    if (!source) throw new Error(`No attachment source "${ref.source}" is registered`);
    const file = await source(ref.id);
    if (!file) return { missing: ref };
    files.push(file);
  }
  return { files };
}

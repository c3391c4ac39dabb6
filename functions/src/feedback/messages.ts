import {
  messageSearchTerms,
  shopContactMessageMail,
  type ContactMessageInput,
  type ListFilters,
  type MessageAnswer,
} from "@shop/domain";
import { messagesCol } from "./data.js";
import { inTransaction } from "../platform/firestore.js";
import { readQuery } from "../platform/reads.js";
import { filteredQuery, rowMatches, withoutSearchFields } from "../platform/search-index.js";
import { mailContext, queueMail, shopEmail } from "../mail/index.js";
import type { Caller } from "../platform/caller.js";

/** The most messages GET /messages answers (newest first). */
export const MESSAGE_LIST_CAP = 200;

export async function createMessage(
  c: Caller | null,
  input: ContactMessageInput,
): Promise<{ insertedId: string }> {
  const ref = messagesCol.doc();
  // The message and the shop's mail about it are written together (replies go to the sender).
  await inTransaction(async (tx) => {
    tx.create(ref, {
      ...input,
      userId: c?.uid ?? null,
      createdAt: Date.now(),
      searchTerms: messageSearchTerms(ref.id, input),
    });
    queueMail(tx, {
      to: shopEmail(),
      replyTo: input.email,
      message: shopContactMessageMail(mailContext(), input),
      kind: "shop-contact-message",
    });
  });
  return { insertedId: ref.id };
}

/** GET /messages (admin): the newest messages (at most 200), narrowed by the Messages filters. */
export async function listMessages(filters: ListFilters = {}): Promise<MessageAnswer[]> {
  const { query, search } = filteredQuery(messagesCol, filters);
  const snap = await readQuery(query.limit(MESSAGE_LIST_CAP));
  return snap.docs
    .filter((d) => rowMatches(d.data(), search))
    .map((d) => ({ _id: d.id, ...withoutSearchFields(d.data()) }));
}

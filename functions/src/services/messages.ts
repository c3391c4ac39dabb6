import type { ContactMessage, ContactMessageInput, WithId } from "@shop/domain";
import { messagesCol } from "../data/converters.js";
import { readQuery } from "../data/reads.js";
import type { Caller } from "../core/caller.js";

/** The most messages GET /messages answers (newest first). */
export const MESSAGE_LIST_CAP = 200;

export async function createMessage(
  c: Caller | null,
  input: ContactMessageInput,
): Promise<{ insertedId: string }> {
  const ref = messagesCol.doc();
  await ref.create({ ...input, userId: c?.uid ?? null, createdAt: Date.now() });
  return { insertedId: ref.id };
}

export async function listMessages(): Promise<WithId<ContactMessage>[]> {
  const snap = await readQuery(messagesCol.orderBy("createdAt", "desc").limit(MESSAGE_LIST_CAP));
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() }));
}

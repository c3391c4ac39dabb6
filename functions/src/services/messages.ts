import type { ContactMessage, ContactMessageInput, WithId } from "@shop/domain";
import { shopContactMessageMail } from "@shop/domain";
import { messagesCol } from "../data/converters.js";
import { inTransaction } from "../data/firestore.js";
import { readQuery } from "../data/reads.js";
import { mailContext, queueMail, shopEmail } from "./mail.js";
import type { Caller } from "../core/caller.js";

/** The most messages GET /messages answers (newest first). */
export const MESSAGE_LIST_CAP = 200;

export async function createMessage(
  c: Caller | null,
  input: ContactMessageInput,
): Promise<{ insertedId: string }> {
  const ref = messagesCol.doc();
  // The message and the shop's mail about it are written together (replies go to the sender).
  await inTransaction(async (tx) => {
    tx.create(ref, { ...input, userId: c?.uid ?? null, createdAt: Date.now() });
    queueMail(tx, {
      to: shopEmail(),
      replyTo: input.email,
      message: shopContactMessageMail(mailContext(), input),
      kind: "shop-contact-message",
    });
  });
  return { insertedId: ref.id };
}

export async function listMessages(): Promise<WithId<ContactMessage>[]> {
  const snap = await readQuery(messagesCol.orderBy("createdAt", "desc").limit(MESSAGE_LIST_CAP));
  return snap.docs.map((d) => ({ _id: d.id, ...d.data() }));
}

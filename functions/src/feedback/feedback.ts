import type { FeedbackInput, FeedbackPage } from "@shop/domain";
import { feedbackCol } from "./data.js";
import { readNewestFirstPage, type PageRequest } from "../platform/paging.js";
import type { Caller } from "../platform/caller.js";
import { callerIdentity } from "../accounts/index.js";
import { purchasesCol } from "../orders/index.js";
import { readQuery } from "../platform/reads.js";

export function listFeedback(req: PageRequest): Promise<FeedbackPage> {
  return readNewestFirstPage(feedbackCol, req);
}

/** The author's name and avatar come from their profile (or token), never from the request. */
export async function createFeedback(c: Caller, input: FeedbackInput): Promise<{ insertedId: string }> {
  const [{ name, image }, bought] = await Promise.all([
    callerIdentity(c),
    readQuery(purchasesCol.where("userId", "==", c.uid).where("state", "in", ["paid", "shipped"]).limit(1)),
  ]);
  const ref = feedbackCol.doc();
  await ref.create({
    userId: c.uid,
    name,
    image,
    star: input.star,
    feedbackMessage: input.feedbackMessage,
    createdAt: Date.now(),
    verifiedBuyer: !bought.empty,
  });
  return { insertedId: ref.id };
}

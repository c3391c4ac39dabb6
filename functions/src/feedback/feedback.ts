import type { FeedbackInput, FeedbackPage } from "@shop/domain";
import { feedbackCol } from "./data.js";
import { readNewestFirstPage, type PageRequest } from "../platform/paging.js";
import type { Caller } from "../platform/caller.js";
import { callerIdentity } from "../accounts/index.js";

export function listFeedback(req: PageRequest): Promise<FeedbackPage> {
  return readNewestFirstPage(feedbackCol, req);
}

/** The author's name and avatar come from their profile (or token), never from the request. */
export async function createFeedback(c: Caller, input: FeedbackInput): Promise<{ insertedId: string }> {
  const { name, image } = await callerIdentity(c);
  const ref = feedbackCol.doc();
  await ref.create({
    userId: c.uid,
    name,
    image,
    star: input.star,
    feedbackMessage: input.feedbackMessage,
    createdAt: Date.now(),
  });
  return { insertedId: ref.id };
}

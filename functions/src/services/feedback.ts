import type { Feedback, FeedbackInput, Page } from "@shop/domain";
import { feedbackCol } from "../data/converters.js";
import { readNewestFirstPage, type PageRequest } from "../data/paging.js";
import type { Caller } from "../core/caller.js";
import { callerIdentity } from "./users.js";

export function listFeedback(req: PageRequest): Promise<Page<Feedback>> {
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

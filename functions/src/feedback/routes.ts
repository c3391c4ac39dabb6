/** Feedback and contact messages: thin handlers (parse → authorise → service → respond). */
import type { RequestHandler, Router } from "express";
import {
  PAGE_SIZE,
  contactMessageSchema,
  feedbackInputSchema,
  messagesListQuerySchema,
  type FeedbackPage,
  type InsertedAnswer,
  type MessageAnswer,
} from "@shop/domain";
import { caller, maybeCaller, optionalUser, requireStaff, requireUser } from "../platform/http/auth.js";
import { parseBody, parseQuery } from "../platform/http/input.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../platform/http/paging.js";
import { createFeedback, listFeedback } from "./feedback.js";
import { createMessage, listMessages } from "./messages.js";
import { clientAddress } from "../platform/http/rate-limit.js";
import { LIMITS } from "../platform/limits/limits.js";
import { hitRateLimit } from "../platform/limits/rate-limit.js";

export const feedbackQuery = pagingQuery(PAGE_SIZE.feedback);

/** GET /feedback?pageSize=&page=|cursor= → one page of feedback (3 by default), newest first, with the total. */
const listFeedbackHandler: RequestHandler = async (req, res) => {
  const page = await listFeedback(parseQuery(req, feedbackQuery));
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(page satisfies FeedbackPage);
};

/** POST /feedback { star, feedbackMessage } → 201 { insertedId }; name and image are the caller's. */
const createFeedbackHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, feedbackInputSchema);
  await hitRateLimit(LIMITS.feedback, `uid:${caller(res).uid}`);
  res.status(201).json((await createFeedback(caller(res), input)) satisfies InsertedAnswer);
};

/** POST /messages (contact form; token optional) → 201 { insertedId }. */
const createMessageHandler: RequestHandler = async (req, res) => {
  const input = parseBody(req, contactMessageSchema);
  // Only well-formed messages count (each one mails the shop): per client address, then shop-wide.
  await hitRateLimit(LIMITS.contactPerAddress, `ip:${clientAddress(req)}`);
  await hitRateLimit(LIMITS.contactGlobal, "global");
  res.status(201).json((await createMessage(maybeCaller(res), input)) satisfies InsertedAnswer);
};

/** GET /messages (admin) → contact messages, newest first (at most 200). */
const listMessagesHandler: RequestHandler = async (req, res) => {
  const filters = parseQuery(req, messagesListQuerySchema);
  res.set("Cache-Control", "private, no-store").json((await listMessages(filters)) satisfies MessageAnswer[]);
};

export function feedbackRoutes(r: Router): void {
  r.get("/feedback", listFeedbackHandler);
  r.post("/feedback", requireUser, createFeedbackHandler);
  r.post("/messages", optionalUser, createMessageHandler);
  r.get("/messages", requireStaff("messages"), listMessagesHandler);
}

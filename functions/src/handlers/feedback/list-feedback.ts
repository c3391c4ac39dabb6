import type { RequestHandler } from "express";
import { PAGE_SIZE } from "@shop/domain";
import { parseQuery } from "../../http/input.js";
import { PUBLIC_LIST_CACHE, pagingQuery } from "../../http/paging.js";
import { listFeedback } from "../../services/feedback.js";

const query = pagingQuery(PAGE_SIZE.feedback);

/** GET /feedback?pageSize=&page=|cursor= → one page of feedback (3 by default), newest first, with the total. */
export const listFeedbackHandler: RequestHandler = async (req, res) => {
  const page = await listFeedback(parseQuery(req, query));
  res.set("Cache-Control", PUBLIC_LIST_CACHE).json(page);
};

/** The disputes, newest first (admin). */
import type { DisputePage } from "@shop/domain";
import { readNewestFirstPage, type PageRequest } from "../platform/paging.js";
import { disputesCol } from "./data.js";

export function listDisputes(req: PageRequest): Promise<DisputePage> {
  return readNewestFirstPage(disputesCol, req);
}

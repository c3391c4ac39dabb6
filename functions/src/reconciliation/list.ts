/** The stored reconciliation runs, newest first. */
import type { ReconciliationPage } from "@shop/domain";
import { readNewestFirstPage, type PageRequest } from "../platform/paging.js";
import { reconciliationsCol } from "./data.js";

export function listReconciliations(req: PageRequest): Promise<ReconciliationPage> {
  return readNewestFirstPage(reconciliationsCol, req);
}

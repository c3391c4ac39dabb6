/**
 * The REST API's refund answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { PurchaseRefund } from "./types.js";

/** POST /purchase/:id/refund (admin). */
export interface RefundAnswer {
  modifiedCount: 0 | 1;
  refund: PurchaseRefund;
}

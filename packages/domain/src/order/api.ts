/**
 * The REST API's order answers: the functions' handlers check what they send against these
 * (`satisfies`), the web app's API calls are typed by them (paths and statuses: the OpenAPI document).
 */
import type { WithId } from "../core/pagination.js";
import type { Order } from "./record.js";
import type { OrderTotals } from "./totals.js";
import type { PurchaseAnswer } from "../purchase/api.js";

/** POST /orders → 201. */
/** POST /orders/quote: what an order would cost at this address (nothing reserved). */
export type OrderQuoteAnswer = OrderTotals;

/** POST /orders: the order placed, with the same totals as its quote. */
export interface PlacedOrderAnswer extends OrderQuoteAnswer {
  orderId: string;
  purchaseIds: string[];
}

/** GET /orders/:id: the order's fields at the top level plus its purchases. */
export type OrderAnswer = WithId<Order> & { purchases: PurchaseAnswer[] };

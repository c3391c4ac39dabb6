/** The orders' collections: one purchase per product ordered, the orders grouping them, and each customer's open orders. */
import { COLLECTIONS, type Order, type Purchase } from "@shop/domain";
import { typedCollection } from "../platform/converters.js";

export const purchasesCol = typedCollection<Purchase>(COLLECTIONS.purchases);
export const ordersCol = typedCollection<Order>(COLLECTIONS.orders);

/**
 * `openOrders/{uid}` (server-only): the customer's orders that may still be open, as
 * "purchase:<id>" (a purchase ordered on its own) or "order:<id>". Written in each order's
 * conditional write, so the open-order cap is exact under simultaneous orders of one account.
 */
export interface OpenOrders {
  open: string[];
}
export const openOrdersCol = typedCollection<OpenOrders>(COLLECTIONS.openOrders);

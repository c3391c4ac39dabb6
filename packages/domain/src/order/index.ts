/**
 * Orders of several products: one order groups one purchase per line (the spec's Purchase stays
 * the unit of My Product, shipping, refunds and reviews), one payment pays them all, a promo
 * code's discount is spread over the lines. `newOrder` builds an order with its purchases;
 * `applyOrderEvent` is the order's side of every change (its purchases change through
 * `applyPurchaseEvent`). Pure.
 */
export * from "./record.js";
export * from "./build.js";
export * from "./events.js";
export * from "./totals.js";
export * from "./input.js";
export * from "./api.js";

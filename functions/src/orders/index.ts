/**
 * Orders: what other areas may use — the purchases' collection and the one way to write a
 * purchase's change. Placing, cancelling, expiring and shipping stay inside this folder.
 */
export { ordersCol, purchasesCol } from "./data.js";
export { decidePurchaseEvent, refusalError, type DecidedChange } from "./purchase-changes.js";

/** Reconciliation with Stripe: what other areas may use. */
export { reconcile, runReconciliation } from "./reconcile.js";

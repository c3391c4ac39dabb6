/** Tax by destination (Stripe Tax): what other areas may use — calculating, committing, reversing. */
export { calculateTax, type TaxRequest, type TaxResult } from "./calculations.js";
export { taxIdStatus } from "./tax-ids.js";
export {
  commitTaxTransaction,
  reverseLineTax,
  reverseRefundShare,
  type RefundShare,
} from "./transactions.js";
export { reversePlannedRefund } from "./reversals.js";

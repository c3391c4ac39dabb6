/** Returns: what other areas may use (nothing writes a return but this area). */
export { returnsCol } from "./data.js";
export { returnRefundsSide } from "./return-approval.js";
